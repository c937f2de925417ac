import { Button, Center, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useText } from '../lib/i18n/i18n-provider.tsx';

/**
 * A screen's code that could not be fetched (first opened while offline, or the link dropped) says so
 * with a Retry instead of a blank error page, and loads again by itself once the browser is back online.
 */
export function ScreenFailed() {
  const t = useText();
  const error = useRouteError();
  useEffect(() => {
    console.error('A screen failed to load', error);
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [error]);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" role="alert">
        <Text c="red.8" ta="center">
          {t('network.screenFailed')}
        </Text>
        <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
          {t('network.retry')}
        </Button>
      </Stack>
    </Center>
  );
}
