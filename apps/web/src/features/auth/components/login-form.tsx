import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { errorText } from '../../../lib/i18n/server-text.ts';
import { saveSession } from '../../../lib/session.ts';
import { loginWithPassword } from '../api/login.ts';

// the dialog's code (focus trap, scroll lock, placing) is not on the login page's first load: it is
// fetched and run once a field of the form is entered, long before a password can have been typed
// (decision 018)
const PleaseWaitDialog = lazy(() => import('./please-wait-dialog.tsx').then((m) => ({ default: m.PleaseWaitDialog })));

/** Spec §2 login form: SIGN IN, inline red error above it, the Please Wait... modal while submitting. */
export function LoginForm() {
  const t = useText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [entered, setEntered] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setEntered(true);
    if (!email.trim() || !password) {
      setError(t('login.required'));
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
      setError(t('login.genericError'));
    } catch (err) {
      setError(errorText(err, 'login.genericError'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} onFocus={() => setEntered(true)} noValidate aria-label={t('login.heading')}>
      <Stack gap="md">
        <TextInput
          label={t('login.emailLabel')}
          placeholder={t('login.emailPlaceholder')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          withAsterisk
        />
        <PasswordInput
          label={t('login.passwordLabel')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
          withAsterisk
        />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Button type="submit" fullWidth size="md">
          {t('login.submit')}
        </Button>
      </Stack>
      {entered && (
        <Suspense>
          <PleaseWaitDialog opened={submitting} />
        </Suspense>
      )}
    </form>
  );
}
