import { Button, Group, Loader, Stack, Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useLocale, useText } from '../../../lib/i18n/i18n-provider.tsx';
import { LoadFailed } from '../../../lib/network/load-failed.tsx';
import { useAdminHistory } from '../api/staff-admin.ts';
import { adminHistoryLines } from '../lib/admin-history-lines.ts';

/** Who changed which user or role, newest first, a page at a time, in the sentences of a person's History. */
export function AdminHistory({ path }: { path?: string }) {
  const t = useText();
  // the sentences are in the language shown: drawn again when it changes
  useLocale();
  const query = useAdminHistory(path);
  const entries = query.data?.pages.flatMap((page) => page.history) ?? [];
  if (query.isError && !query.data)
    return (
      <LoadFailed message={t('staffAdmin.historyFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  if (!query.data) return <Loader size="sm" />;
  if (entries.length === 0) return <Text c="dimmed">{t('staffAdmin.historyEmpty')}</Text>;
  return (
    <Stack gap="sm">
      <Timeline bulletSize={20} lineWidth={2} data-testid="admin-history">
        {entries.map((entry) => (
          <Timeline.Item key={entry.admin_event_id} bullet={<IconHistory size={12} />}>
            <Stack gap={2}>
              {adminHistoryLines(entry).map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one entry never move
                <Text key={i} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {line}
                </Text>
              ))}
            </Stack>
          </Timeline.Item>
        ))}
      </Timeline>
      {query.hasNextPage && (
        <Group>
          <Button variant="subtle" size="xs" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t('staffAdmin.showOlder')}
          </Button>
        </Group>
      )}
      {query.isFetchNextPageError && (
        <Text c="red.8" size="sm" role="alert">
          {t('staffAdmin.olderFailed')}
        </Text>
      )}
    </Stack>
  );
}
