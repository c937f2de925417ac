import { Button, Loader, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { LOGIN_TEXT } from '@portal/contract/messages';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { saveSession } from '../../../lib/session.ts';
import { loginWithPassword } from '../api/login.ts';

/** Spec §2 login form: SIGN IN, inline red error above it, the Please Wait... modal while submitting. */
export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(LOGIN_TEXT.required);
      return;
    }
    setError('');
    setSubmitting(true);
    try {
      const response = await loginWithPassword({ email: email.trim(), password });
      if (response.Status === true) {
        saveSession(response);
        window.location.reload();
        return;
      }
      setError(LOGIN_TEXT.genericError);
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : LOGIN_TEXT.genericError);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={LOGIN_TEXT.heading}>
      <Stack gap="md">
        <TextInput
          label={LOGIN_TEXT.emailLabel}
          placeholder={LOGIN_TEXT.emailPlaceholder}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          withAsterisk
        />
        <PasswordInput
          label={LOGIN_TEXT.passwordLabel}
          placeholder={LOGIN_TEXT.passwordPlaceholder}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
          withAsterisk
        />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Button type="submit" fullWidth size="md">
          {LOGIN_TEXT.submit}
        </Button>
      </Stack>
      <Modal
        opened={submitting}
        onClose={() => {}}
        title={LOGIN_TEXT.pleaseWait}
        closeOnClickOutside={false}
        closeOnEscape={false}
        withCloseButton={false}
        centered
        size="xs"
      >
        <Stack align="center" py="md">
          <Loader />
        </Stack>
      </Modal>
    </form>
  );
}
