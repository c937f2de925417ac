import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, SUCCESS_DIALOG_MS } from '@portal/contract/constants';
import type { MessageId } from '@portal/contract/i18n/en-IN';
import { type FormEvent, useRef, useState } from 'react';
import { ModalActions } from '../../../components/app-modal.tsx';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { errorText, serverText } from '../../../lib/i18n/server-text.ts';
import { text } from '../../../lib/i18n/text.ts';
import { SaveProblemNotice } from '../../../lib/network/save-problem.tsx';
import { useGuardedSave } from '../../../lib/network/use-guarded-save.ts';
import { changePassword } from '../api/change-password.ts';

const alert = (title: MessageId, message: string) => modals.open({ title: text(title), children: <Text>{message}</Text> });

/** Spec §5 change password: at least 6 characters, confirmation must match; success shows for 1.5 s. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const t = useText();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [success, setSuccess] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // back online, or Retry after a time-out: the form is sent again as it stands
  const save = useGuardedSave(changePassword, () => formRef.current?.requestSubmit());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) return alert('password.tooShortTitle', t('password.tooShort'));
    if (password !== confirmation) return alert('password.mismatchTitle', t('password.mismatch'));
    const outcome = await save.save(password);
    if (outcome.kind === 'held') return;
    if (outcome.kind === 'failed') {
      const { error } = outcome;
      return alert('password.errorTitle', errorText(error, 'password.unexpected'));
    }
    const response = outcome.result;
    if (!response.Status) return alert('password.errorTitle', serverText(response.Message, 'password.genericError'));
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
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('profile.changePassword')}>
      <Stack>
        {success && <Alert color="green" title={t('password.success')} role="status" />}
        <PasswordInput
          label={t('profile.newPassword')}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
        />
        <PasswordInput
          label={t('profile.confirmPassword')}
          value={confirmation}
          onChange={(e) => setConfirmation(e.currentTarget.value)}
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
        />
        <ModalActions>
          <SaveProblemNotice problem={save.problem} onRetry={() => formRef.current?.requestSubmit()} />
          <Button variant="default" onClick={cancel}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" disabled={save.sending}>
            {save.sending ? t('profile.saving') : t('profile.save')}
          </Button>
        </ModalActions>
      </Stack>
    </form>
  );
}
