import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MIN_PASSWORD_LENGTH, SUCCESS_DIALOG_MS } from '@portal/contract/constants';
import { PASSWORD_TEXT, PROFILE_TEXT } from '@portal/contract/messages';
import { type FormEvent, useRef, useState } from 'react';
import { ModalActions } from '../../../components/app-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { SaveProblemNotice } from '../../../lib/network/save-problem.tsx';
import { useGuardedSave } from '../../../lib/network/use-guarded-save.ts';
import { changePassword } from '../api/change-password.ts';

const alert = (title: string, text: string) => modals.open({ title, children: <Text>{text}</Text> });

/** Spec §5 change password: at least 6 characters, confirmation must match; success shows for 1.5 s. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [success, setSuccess] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // back online, or Retry after a time-out: the form is sent again as it stands
  const save = useGuardedSave(changePassword, () => formRef.current?.requestSubmit());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) return alert(PASSWORD_TEXT.tooShortTitle, PASSWORD_TEXT.tooShort);
    if (password !== confirmation) return alert(PASSWORD_TEXT.mismatchTitle, PASSWORD_TEXT.mismatch);
    const outcome = await save.save(password);
    if (outcome.kind === 'held') return;
    if (outcome.kind === 'failed') {
      const { error } = outcome;
      return alert(
        PASSWORD_TEXT.errorTitle,
        error instanceof ApiError && error.message ? error.message : PASSWORD_TEXT.unexpected,
      );
    }
    const response = outcome.result;
    if (!response.Status) return alert(PASSWORD_TEXT.errorTitle, response.Message ?? PASSWORD_TEXT.genericError);
    setPassword('');
    setConfirmation('');
    setSuccess(true);
    setTimeout(() => {
      setSuccess(false);
      onDone();
    }, SUCCESS_DIALOG_MS);
  };
  // Cancel aborts a change under way
  const cancel = () => {
    save.cancel();
    onDone();
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={PROFILE_TEXT.changePassword}>
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
        <ModalActions>
          <SaveProblemNotice problem={save.problem} onRetry={() => formRef.current?.requestSubmit()} />
          <Button variant="default" onClick={cancel}>
            {PROFILE_TEXT.cancel}
          </Button>
          <Button type="submit" disabled={save.sending}>
            {save.sending ? PROFILE_TEXT.saving : PROFILE_TEXT.save}
          </Button>
        </ModalActions>
      </Stack>
    </form>
  );
}
