import { Button, Group, Loader, Paper, Table, Text, Title } from '@mantine/core';
import { usePhone } from '../../../components/use-phone.ts';
import { formatMoment } from '../../../lib/i18n/format.ts';
import { useLocale, useText } from '../../../lib/i18n/i18n-provider.tsx';
import { LoadFailed } from '../../../lib/network/load-failed.tsx';
import { usePersonReads } from '../api/access-records.ts';

/**
 * Who looked at this person: each opening of their page, History or printed record, newest first,
 * a page at a time. Shown to those who may see the access records (decision 035).
 */
export function PersonReads({ beneficiaryId }: { beneficiaryId: number }) {
  const t = useText();
  const { locale } = useLocale();
  const phone = usePhone();
  const query = usePersonReads(beneficiaryId);
  const reads = query.data?.pages.flatMap((page) => page.reads) ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="person-reads-heading">
      <Title order={2} size="h4" id="person-reads-heading">
        {t('privacy.whoLooked')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('privacy.whoLookedHint')}
      </Text>
      {query.isError && !query.data ? (
        <LoadFailed message={t('privacy.readsFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !query.data ? (
        <Loader size="sm" />
      ) : reads.length === 0 ? (
        <Text c="dimmed">{t('privacy.readsEmpty')}</Text>
      ) : (
        <Table data-testid="person-reads" fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('privacy.who')}</Table.Th>
              <Table.Th>{t('privacy.what')}</Table.Th>
              <Table.Th>{t('privacy.when')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reads.map((read) => (
              <Table.Tr key={read.read_id}>
                <Table.Td style={{ overflowWrap: 'break-word' }}>
                  {read.emp_name}
                  {!phone && (
                    <Text span c="dimmed" size="xs">
                      {' '}
                      {read.email}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{t(`privacy.readKind.${read.kind}`)}</Table.Td>
                <Table.Td>{formatMoment(read.read_at, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {query.hasNextPage && (
        <Group mt="sm">
          <Button variant="subtle" size="xs" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t('privacy.showOlder')}
          </Button>
        </Group>
      )}
      {query.isFetchNextPageError && (
        <Text c="red.8" size="sm" mt="xs" role="alert">
          {t('privacy.olderFailed')}
        </Text>
      )}
    </Paper>
  );
}
