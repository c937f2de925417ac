import { Button, Group, Loader, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { formatMoment } from '../../../lib/i18n/format.ts';
import { LoadFailed } from '../../../lib/network/load-failed.tsx';
import { useBeneficiaryHistory } from '../api/beneficiary-records.ts';
import { historyLines } from '../lib/history-lines.ts';
import { useBeneficiaryText } from '../lib/use-beneficiary-text.ts';

/**
 * The History section of the detail page: every recorded change of the person and their enrolments,
 * newest first, a page at a time (a button for the older page while there is one).
 */
export function BeneficiaryHistory({ beneficiaryId }: { beneficiaryId: number }) {
  const query = useBeneficiaryHistory(beneficiaryId);
  const text = useBeneficiaryText();
  const { t, locale } = text;
  const entries = query.data?.pages.flatMap((page) => page.history) ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="history-heading">
      <Title order={2} size="h4" mb="md" id="history-heading">
        {t('records.history')}
      </Title>
      {query.isError && !query.data ? (
        <LoadFailed message={t('records.historyFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !query.data ? (
        <Loader size="sm" />
      ) : entries.length === 0 ? (
        <Text c="dimmed">{t('records.historyEmpty')}</Text>
      ) : (
        <Timeline bulletSize={20} lineWidth={2} data-testid="history">
          {entries.map((entry) => {
            const when = formatMoment(entry.occurred_at, locale);
            return (
              <Timeline.Item key={`${entry.audit_id}-${entry.action}`} bullet={<IconHistory size={12} />}>
                <Stack gap={2}>
                  {historyLines(entry, text, when).map((line, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one entry never move
                    <Text key={i} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {line}
                    </Text>
                  ))}
                </Stack>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
      {query.hasNextPage && (
        <Group mt="sm">
          <Button variant="subtle" size="xs" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t('records.showOlder')}
          </Button>
        </Group>
      )}
      {query.isFetchNextPageError && (
        <Text c="red.8" size="sm" mt="xs" role="alert">
          {t('records.olderFailed')}
        </Text>
      )}
    </Paper>
  );
}
