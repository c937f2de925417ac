import { Button, Group, Stack, Text } from '@mantine/core';
import { NETWORK_TEXT } from '@portal/contract/network-text';
import { IconRefresh } from '@tabler/icons-react';

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
  const button = (
    <Button
      variant="light"
      size={compact ? 'xs' : 'sm'}
      leftSection={<IconRefresh size={16} />}
      onClick={onRetry}
      loading={retrying}
    >
      {NETWORK_TEXT.retry}
    </Button>
  );
  if (compact) {
    return (
      <Group justify="center" gap="sm" py="md" role="alert" data-testid="load-failed">
        <Text size="sm" c="red.8">
          {message}
        </Text>
        {button}
      </Group>
    );
  }
  return (
    <Stack align="center" gap="sm" py="xl" role="alert" data-testid="load-failed">
      <Text c="red.8" ta="center">
        {message}
      </Text>
      {button}
    </Stack>
  );
}
