import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MIN_PASSWORD_LENGTH, SUCCESS_DIALOG_MS } from '@portal/contract/constants';
import { PASSWORD_TEXT, PROFILE_TEXT } from '@portal/contract/messages';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';

const alert = (title: string, text: string) => modals.open({ title, children: <Text>{text}</Text> });

/** Spec §5 change password: at least 6 characters, confirmation must match; success shows for 1.5 s. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [success, setSuccess] = useState(false);
  const mutation = useChangePassword();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) return alert(PASSWORD_TEXT.tooShortTitle, PASSWORD_TEXT.tooShort);
    if (password !== confirmation) return alert(PASSWORD_TEXT.mismatchTitle, PASSWORD_TEXT.mismatch);
    try {
      const response = await mutation.mutateAsync(password);
      if (!response.Status) return alert(PASSWORD_TEXT.errorTitle, response.Message ?? PASSWORD_TEXT.genericError);
      setPassword('');
      setConfirmation('');
      setSuccess(true);
      setTimeout(() => {
        setSuccess(false);
        onDone();
      }, SUCCESS_DIALOG_MS);
    } catch (error) {
      alert(PASSWORD_TEXT.errorTitle, error instanceof ApiError && error.message ? error.message : PASSWORD_TEXT.unexpected);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={PROFILE_TEXT.changePassword}>
      <Stack>
        {success && <Alert color="green" title={PASSWORD_TEXT.success} role="status" />}
        <PasswordInput
          label={PROFILE_TEXT.newPassword}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          autoComplete="new-password"
          maxLength={256}
        />
        <PasswordInput
          label={PROFILE_TEXT.confirmPassword}
          value={confirmation}
          onChange={(e) => setConfirmation(e.currentTarget.value)}
          autoComplete="new-password"
          maxLength={256}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {PROFILE_TEXT.cancel}
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? PROFILE_TEXT.saving : PROFILE_TEXT.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
