import { Alert, Group, Image, Paper, Title } from '@mantine/core';
import { LOGO_WIDTH } from '@portal/contract/constants';
import type { MessageId } from '@portal/contract/i18n/en-IN';
import { useEffect, useState } from 'react';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { LanguageChoice } from '../../../lib/i18n/language-choice.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { SIGN_OUT_REASON_KEY } from '../../../lib/sign-out.ts';
import { IdentitySignInButton } from './identity-sign-in-button.tsx';
import { LoginForm } from './login-form.tsx';
import classes from './login-page.module.css';

/** Why the user was sent here without asking (a session the server ended), said once. */
function useSignOutReason(): MessageId | null {
  const [reason] = useState(() => sessionStorage.getItem(SIGN_OUT_REASON_KEY));
  useEffect(() => sessionStorage.removeItem(SIGN_OUT_REASON_KEY), []);
  return reason === 'session-ended' ? 'network.sessionEnded' : null;
}

/** Spec §2: logo and illustration on the left, heading Login and the form on the right. */
export function LoginPage() {
  const t = useText();
  usePageTitle(t('login.heading'));
  const reason = useSignOutReason();
  return (
    <div className={classes.page}>
      <div className={classes.pictures}>
        {/* each image's size is known before it arrives, so the form below does not move when it does */}
        <Image src="/logo.svg" alt={t('layout.logo')} w={LOGO_WIDTH} h="auto" width={200} height={56} />
        <Image src="/login-illustration.svg" alt="" className={classes.illustration} w="100%" h="auto" width={420} height={320} />
      </div>
      <div className={classes.formSide}>
        <Paper withBorder shadow="sm" radius="md" className={classes.card}>
          <Group justify="space-between" align="center" mb="lg" gap="sm">
            <Title order={1} size="h2">
              {t('login.heading')}
            </Title>
            <LanguageChoice />
          </Group>
          {reason && <Alert color="yellow" role="status" mb="md" title={t(reason)} />}
          <LoginForm />
          <IdentitySignInButton />
        </Paper>
      </div>
    </div>
  );
}
