import { Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useText } from '../i18n/i18n-provider.tsx';

interface LoadFailedProps {
  message: string;
  onRetry: () => void;
  /** A retry is under way: the button waits. */
  retrying?: boolean;
  /** A slim row (under a list) rather than a block in place of the page. */
  compact?: boolean;
}

/**
 * Loading failed, said plainly and never mistaken for "nothing there", with a Retry. Pages also
 * load again by themselves when the browser comes back online.
 */
export function LoadFailed({ message, onRetry, retrying = false, compact = false }: LoadFailedProps) {
  const t = useText();
  const button = (
    <Button
      variant="light"
      size={compact ? 'xs' : 'sm'}
      leftSection={<IconRefresh size={16} />}
      onClick={onRetry}
      loading={retrying}
    >
      {t('network.retry')}
    </Button>
  );
  // a slim row under a list, or a block in place of the page
  const Layout = compact ? Group : Stack;
  return (
    <Layout justify="center" align="center" gap="sm" py={compact ? 'md' : 'xl'} role="alert" data-testid="load-failed">
      <Text size={compact ? 'sm' : undefined} c="red.8" ta="center">
        {message}
      </Text>
      {button}
    </Layout>
  );
}
