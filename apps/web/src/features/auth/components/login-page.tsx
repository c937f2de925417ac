import { Alert, Flex, Group, Image, Paper, Title } from '@mantine/core';
import { LOGO_WIDTH } from '@portal/contract/constants';
import type { MessageId } from '@portal/contract/i18n/en-IN';
import { useEffect, useState } from 'react';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { LanguageChoice } from '../../../lib/i18n/language-choice.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { SIGN_OUT_REASON_KEY } from '../../../lib/sign-out.ts';
import { IdentitySignInButton } from './identity-sign-in-button.tsx';
import { LoginForm } from './login-form.tsx';

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
    <Flex mih="100vh" direction={{ base: 'column', md: 'row' }} bg="gray.0">
      {/* on a phone the illustration shrinks so that the form starts within the first screen */}
      <Flex
        flex={{ base: 'none', md: 1 }}
        direction="column"
        align="center"
        justify="center"
        gap={{ base: 'md', md: 'xl' }}
        p={{ base: 'md', md: 'xl' }}
        pt="xl"
        bg="green.0"
      >
        {/* each image's size is known before it arrives, so the form below does not move when it does */}
        <Image src="/logo.svg" alt={t('layout.logo')} w={LOGO_WIDTH} h="auto" width={200} height={56} />
        <Image src="/login-illustration.svg" alt="" maw={{ base: 220, md: 420 }} w="100%" h="auto" width={420} height={320} />
      </Flex>
      <Flex flex={1} align={{ base: 'flex-start', md: 'center' }} justify="center" p={{ base: 'md', md: 'xl' }}>
        <Paper withBorder shadow="sm" p={{ base: 'lg', md: 'xl' }} radius="md" w="100%" maw={420}>
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
      </Flex>
    </Flex>
  );
}
