import { Alert, Button, Group, Text } from '@mantine/core';
import { IconClockExclamation, IconWifiOff } from '@tabler/icons-react';
import { useText } from '../i18n/i18n-provider.tsx';
import type { SaveProblem } from './use-guarded-save.ts';

/** Above a form's Save: why the entry is not saved yet, and a Retry after a time-out. */
export function SaveProblemNotice({ problem, onRetry }: { problem: SaveProblem; onRetry: () => void }) {
  const t = useText();
  if (!problem) return null;
  const offline = problem === 'offline';
  return (
    <Alert
      role="status"
      color={offline ? 'gray' : 'yellow'}
      icon={offline ? <IconWifiOff size={18} /> : <IconClockExclamation size={18} />}
      data-testid="save-problem"
      w="100%"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 14rem' }}>
          {offline ? t('network.saveOffline') : t('network.saveTimedOut')}
        </Text>
        {!offline && (
          <Button size="xs" variant="light" color="yellow" onClick={onRetry}>
            {t('network.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
