import { Anchor, Button, Loader, Menu, Paper, SegmentedControl, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { encodeBeneficiaryId } from '@portal/contract/base64-id';
import { type PrivacyRequest, REQUEST_OUTCOMES, REQUEST_STATUSES } from '@portal/contract/privacy-requests';
import { useId, useState } from 'react';
import { usePhone } from '../../../components/use-phone.ts';
import { useAdminProblem } from '../../../lib/forms/use-admin-problem.ts';
import { formatDay } from '../../../lib/i18n/format.ts';
import { useLocale, useText } from '../../../lib/i18n/i18n-provider.tsx';
import { LoadFailed } from '../../../lib/network/load-failed.tsx';
import { useWrite } from '../../../lib/network/use-write.ts';
import { closeRequest, useOfficeRequests, useRefreshRequests } from '../api/privacy-requests.ts';
import { MoreRequests, RequestState } from './person-requests.tsx';

type Status = (typeof REQUEST_STATUSES)[number];

/** The office's requests under the law: open ones oldest first, those past its days, closed ones; each closed here. */
export function OfficeRequests() {
  const t = useText();
  const { locale } = useLocale();
  const { problem } = useAdminProblem();
  const [status, setStatus] = useState<Status>('open');
  const query = useOfficeRequests(status);
  const refresh = useRefreshRequests();
  const labelId = useId();
  const phone = usePhone();
  const close = useWrite({
    send: ({ request, outcome }: { request: PrivacyRequest; outcome: (typeof REQUEST_OUTCOMES)[number] }, context) =>
      closeRequest(request.request_id, outcome, context),
    identity: ({ request }) => request.request_id,
    onSaved: async () => {
      await refresh();
      notifications.show({ color: 'green', message: t('privacy.closed') });
    },
    failed: (error) => problem(error, 'privacy.saveFailed'),
  });
  const requests = query.data?.pages.flatMap((page) => page.requests) ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="office-requests-heading">
      <Stack gap="sm">
        <Title order={3} size="h5" id="office-requests-heading">
          {t('privacy.officeRequests')}
        </Title>
        <Text size="sm" fw={500} id={labelId}>
          {t('privacy.statusFilter')}
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          value={status}
          onChange={(value) => setStatus(REQUEST_STATUSES.find((s) => s === value) ?? 'open')}
          data={REQUEST_STATUSES.map((s) => ({ value: s, label: t(`privacy.statuses.${s}`) }))}
          // four choices in Kannada are wider than a phone: one under another there
          orientation={phone ? 'vertical' : 'horizontal'}
          fullWidth={phone}
          w={phone ? undefined : 'fit-content'}
        />
        {query.isError && !query.data ? (
          <LoadFailed message={t('privacy.requestsFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : !query.data ? (
          <Loader size="sm" />
        ) : requests.length === 0 ? (
          <Text c="dimmed">{t('privacy.noRequests')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table fz="sm" data-testid="office-requests">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('privacy.person')}</Table.Th>
                  <Table.Th>{t('privacy.kind')}</Table.Th>
                  <Table.Th>{t('privacy.receivedOn')}</Table.Th>
                  <Table.Th>{t('privacy.dueOn')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('privacy.outcome')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {requests.map((r) => (
                  <Table.Tr key={r.request_id}>
                    <Table.Td>
                      <Anchor href={`/beneficiary/${encodeBeneficiaryId(r.beneficiary_id)}`} size="sm">
                        {r.person_name || t('leaving.erasedName')}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{t(`privacy.kinds.${r.kind}`)}</Table.Td>
                    <Table.Td>{formatDay(r.received_on, locale)}</Table.Td>
                    <Table.Td>
                      <RequestState request={r} />
                    </Table.Td>
                    <Table.Td>
                      {!r.closed_on && (
                        <Menu position="bottom-end" withinPortal>
                          <Menu.Target>
                            <Button variant="subtle" size="compact-sm">
                              {t('privacy.close')}
                            </Button>
                          </Menu.Target>
                          <Menu.Dropdown>
                            {REQUEST_OUTCOMES.map((outcome) => (
                              <Menu.Item key={outcome} onClick={() => void close.run({ request: r, outcome })}>
                                {t('privacy.closeAs', { outcome: t(`privacy.outcomes.${outcome}`) })}
                              </Menu.Item>
                            ))}
                          </Menu.Dropdown>
                        </Menu>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <MoreRequests query={query} />
      </Stack>
    </Paper>
  );
}
