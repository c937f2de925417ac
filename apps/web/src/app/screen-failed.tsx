import { Button, Center, Stack, Text } from '@mantine/core';
import { NETWORK_TEXT } from '@portal/contract/network-text';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/**
 * A screen's code that could not be fetched (first opened while offline, or the link dropped) says so
 * with a Retry instead of a blank error page, and loads again by itself once the browser is back online.
 */
export function ScreenFailed() {
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
          {NETWORK_TEXT.screenFailed}
        </Text>
        <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
          {NETWORK_TEXT.retry}
        </Button>
      </Stack>
    </Center>
  );
}
