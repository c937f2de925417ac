import { Box, Text } from '@mantine/core';
import type { MessageId } from '@portal/contract/i18n/en-IN';
import { useEffect, useRef, useState } from 'react';
import { useLocale, useText } from '../../../lib/i18n/i18n-provider.tsx';
import type { IdentityApi } from '../../../lib/identity-api.ts';
import { saveSession } from '../../../lib/session.ts';
import { AUTO_SELECT_OFF_KEY } from '../../../lib/sign-out.ts';
import { emailOfCredential, getIdentityConfig, loginWithIdentity } from '../api/identity.ts';

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('identity script failed to load'));
    document.head.appendChild(script);
  });
}

/**
 * The identity provider's button (outline, large), shown only when the server has a client id. Its
 * signed credential goes to the server with the e-mail it carries; only the server's check signs in.
 */
export function IdentitySignInButton() {
  const container = useRef<HTMLDivElement>(null);
  const t = useText();
  const { locale } = useLocale();
  const [error, setError] = useState<MessageId | null>(null);
  // the provider's button speaks the portal's language, drawn again when the language is switched
  const api = useRef<IdentityApi | null>(null);
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const drawButton = () => {
    if (!api.current || !container.current) return;
    container.current.replaceChildren();
    api.current.renderButton(container.current, { theme: 'outline', size: 'large', locale: localeRef.current });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded and initialised once; drawButton reads the language from a ref
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const config = await getIdentityConfig();
      if (!config.clientId || cancelled) return;
      await loadScript(config.scriptUrl);
      const loaded = window.google?.accounts?.id;
      if (!loaded || !container.current || cancelled) return;
      api.current = loaded;
      loaded.initialize({
        client_id: config.clientId,
        nonce: config.nonce ?? undefined,
        callback: async ({ credential }) => {
          setError(null);
          try {
            const response = await loginWithIdentity(emailOfCredential(credential), credential);
            if (response.Status !== true) return setError('login.genericError');
            saveSession(response);
            window.location.reload();
          } catch {
            setError('login.genericError');
          }
        },
      });
      drawButton();
      // after a logout (or a forced sign-out) the provider must not sign the user straight back in
      if (localStorage.getItem(AUTO_SELECT_OFF_KEY)) {
        loaded.disableAutoSelect();
        localStorage.removeItem(AUTO_SELECT_OFF_KEY);
      }
    })().catch((err) => console.error('Identity sign-in unavailable', err));
    return () => {
      cancelled = true;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a switch of language draws the button again
  useEffect(drawButton, [locale]);

  return (
    <Box mt="lg">
      <div ref={container} data-testid="identity-sign-in" />
      {error && (
        <Text c="red" size="sm" role="alert" mt="xs">
          {t(error)}
        </Text>
      )}
    </Box>
  );
}
