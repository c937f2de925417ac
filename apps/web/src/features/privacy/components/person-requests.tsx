import { Badge, Button, Group, Loader, Paper, Table, Text, Title } from '@mantine/core';
import type { PrivacyRequest } from '@portal/contract/privacy-requests';
import { useState } from 'react';
import { useReturnFocus } from '../../../components/use-return-focus.ts';
import { formatDay } from '../../../lib/i18n/format.ts';
import { useLocale, useText } from '../../../lib/i18n/i18n-provider.tsx';
import { LoadFailed } from '../../../lib/network/load-failed.tsx';
import { usePersonRequests } from '../api/privacy-requests.ts';
import { LogRequestModal } from './log-request-modal.tsx';

/** The state of a request as a badge: overdue, open until its day, or closed with its outcome. */
export function RequestState({ request }: { request: PrivacyRequest }) {
  const t = useText();
  const { locale } = useLocale();
  if (request.outcome && request.closed_on)
    return (
      <Text size="sm">
        {t(`privacy.outcomes.${request.outcome}`)} · {formatDay(request.closed_on, locale)}
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{formatDay(request.due_on, locale)}</Text>
      {request.overdue && (
        <Badge color="red" variant="light">
          {t('privacy.overdue')}
        </Badge>
      )}
    </Group>
  );
}

/** The next page of a list of requests, when there is one; a failure to load it says so. */
export function MoreRequests({ query }: { query: ReturnType<typeof usePersonRequests> }) {
  const t = useText();
  if (!query.hasNextPage) return null;
  return (
    <Group gap="xs" mt="xs">
      <Button variant="subtle" size="compact-sm" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {t('privacy.showMore')}
      </Button>
      {query.isFetchNextPageError && (
        <Text size="sm" c="red.8" role="alert">
          {t('privacy.moreFailed')}
        </Text>
      )}
    </Group>
  );
}

/** A person's requests under the law, on their page, and the way to log a new one. */
export function PersonRequests({ beneficiaryId, name }: { beneficiaryId: number; name: string }) {
  const t = useText();
  const { locale } = useLocale();
  const query = usePersonRequests(beneficiaryId);
  const [logging, setLogging] = useState(false);
  const focus = useReturnFocus();
  const requests = query.data?.pages.flatMap((page) => page.requests) ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="person-requests-heading">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="person-requests-heading">
          {t('privacy.requests')}
        </Title>
        <Button
          variant="default"
          onClick={() => {
            focus.remember();
            setLogging(true);
          }}
        >
          {t('privacy.logRequest')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('privacy.requestsHint')}
      </Text>
      {query.isError && !query.data ? (
        <LoadFailed message={t('privacy.requestsFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !query.data ? (
        <Loader size="sm" />
      ) : requests.length === 0 ? (
        <Text c="dimmed">{t('privacy.noRequests')}</Text>
      ) : (
        <Table fz="sm" data-testid="person-requests">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('privacy.kind')}</Table.Th>
              <Table.Th>{t('privacy.receivedOn')}</Table.Th>
              <Table.Th>{t('privacy.dueOn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {requests.map((r) => (
              <Table.Tr key={r.request_id}>
                <Table.Td>{t(`privacy.kinds.${r.kind}`)}</Table.Td>
                <Table.Td>
                  {formatDay(r.received_on, locale)}
                  <Text span c="dimmed" size="xs">
                    {' '}
                    ({t(`privacy.channels.${r.channel}`)})
                  </Text>
                </Table.Td>
                <Table.Td>
                  <RequestState request={r} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <MoreRequests query={query} />
      {logging && (
        <LogRequestModal
          beneficiaryId={beneficiaryId}
          name={name}
          onClose={() => {
            setLogging(false);
            focus.restore();
          }}
        />
      )}
    </Paper>
  );
}
