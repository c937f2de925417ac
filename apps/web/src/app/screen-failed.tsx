import { Button, Center, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Component, type ReactNode, useEffect } from 'react';
import { useText } from '../lib/i18n/i18n-provider.tsx';

/**
 * A screen's code that could not be fetched (first opened while offline, or the link dropped) says so
 * with a Retry instead of a blank error page, and loads again by itself once the browser is back online.
 */
export function ScreenFailed({ error }: { error: unknown }) {
  const t = useText();
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

interface ScreenBoundaryProps {
  /** the page's path: going to another page draws it afresh */
  path: string;
  children: ReactNode;
}

/**
 * What a screen throws while it is drawn, its code failing to load included, shows ScreenFailed in its
 * place, until another page is opened.
 */
export class ScreenBoundary extends Component<ScreenBoundaryProps, { error?: unknown; failed: boolean }> {
  state = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  componentDidUpdate(previous: ScreenBoundaryProps) {
    if (this.state.failed && previous.path !== this.props.path) this.setState({ error: undefined, failed: false });
  }

  render() {
    return this.state.failed ? <ScreenFailed error={this.state.error} /> : this.props.children;
  }
}
