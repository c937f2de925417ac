import { Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { DashboardHeadline } from '@portal/contract/dashboard';
import { addDays, withinDays } from '@portal/contract/india-days';
import { useFormat } from '../../../lib/i18n/format.ts';
import type { ListFilters } from '../../beneficiaries/lib/list-filters.ts';
import { useBeneficiaryText } from '../../beneficiaries/lib/use-beneficiary-text.ts';
import { useDashboardPart } from '../api/dashboard.ts';
import { listLink } from '../lib/dashboard-links.ts';
import { FigureLink } from './figure-link.tsx';
import { PartState } from './part-state.tsx';

/** People, this week's new registrations, enrolments by status and the mutual fund's investments. */
export function HeadlineCards({ filters, today }: { filters: ListFilters; today: string }) {
  const { t, lookup } = useBeneficiaryText();
  const query = useDashboardPart('headline', filters);
  const h = query.data;
  if (!h) return <PartState query={query} />;
  const lastWeekStart = addDays(h.week_start, -7);
  const within = (from: string, to: string) => withinDays(from, to, filters);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" data-testid="dashboard-headline">
      <Card withBorder>
        <Text size="sm" c="dimmed">
          {t('dashboard.people')}
        </Text>
        <FigureLink count={h.people} to={listLink(filters)} size="xl" />
        <Text size="sm" c="dimmed">
          {t('dashboard.enrolmentCount', { count: h.enrolments })}
        </Text>
      </Card>
      <Card withBorder>
        <Text size="sm" c="dimmed">
          {t('dashboard.newThisWeek')}
        </Text>
        <FigureLink count={h.new_this_week} to={listLink(filters, within(h.week_start, today))} size="xl" />
        <Text size="sm">
          <FigureLink count={h.new_last_week} to={listLink(filters, within(lastWeekStart, addDays(h.week_start, -1)))} />{' '}
          <Text span c="dimmed" size="sm">
            ({t('dashboard.lastWeek', { count: h.new_last_week })})
          </Text>
        </Text>
      </Card>
      <Card withBorder>
        <Text size="sm" c="dimmed">
          {t('dashboard.byStatus')}
        </Text>
        <Stack gap={4} mt={4}>
          {h.by_status.map((s) => (
            <Group key={s.enrollment_status} justify="space-between" wrap="nowrap">
              <Text size="sm">{lookup('enrollmentStatus', s.enrollment_status)}</Text>
              <Text size="sm">
                <FigureLink count={s.people} to={listLink(filters, { enrollment_status: String(s.enrollment_status) })} />{' '}
                <Text span c="dimmed" size="xs">
                  {t('dashboard.enrolmentCount', { count: s.enrolments })}
                </Text>
              </Text>
            </Group>
          ))}
        </Stack>
      </Card>
      {h.mutual_funds.map((fund) => (
        <FundCard key={fund.sub_program_id} fund={fund} filters={filters} named={h.mutual_funds.length > 1} />
      ))}
    </SimpleGrid>
  );
}

/**
 * A sub-programme marked as the mutual fund: its people, the amount invested by fund type (the
 * office's list) and by term. Named when the office marks more than one.
 */
function FundCard({
  fund,
  filters,
  named,
}: {
  fund: DashboardHeadline['mutual_funds'][number];
  filters: ListFilters;
  named: boolean;
}) {
  const { t, lookup, subProgram } = useBeneficiaryText();
  const format = useFormat();
  const fundFilters = { program_id: String(fund.program_id), sub_program_id: String(fund.sub_program_id) };
  return (
    <Card withBorder data-testid="dashboard-fund">
      <Text size="sm" c="dimmed">
        {t('dashboard.mutualFund')}
        {named && ` · ${subProgram(fund.sub_program_id, String(fund.sub_program_id))}`}
      </Text>
      <FigureLink count={fund.people} to={listLink(filters, fundFilters)} size="xl" />
      <Text size="sm">
        {t('dashboard.invested')}: {format.rupees(fund.amount)}
      </Text>
      {fund.by_type.length > 0 && (
        <Text size="xs" c="dimmed">
          {fund.by_type
            .map(
              (type) =>
                `${lookup('mutualFundType', type.mutual_fund_type_id) ?? type.mutual_fund_type_id} ${format.rupees(type.amount)}`,
            )
            .join(' · ')}
        </Text>
      )}
      {fund.by_duration.length > 0 && (
        <Table mt="xs" fz="xs" verticalSpacing={2}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dashboard.term')}</Table.Th>
              <Table.Th ta="right">{t('dashboard.people')}</Table.Th>
              <Table.Th ta="right">{t('dashboard.invested')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fund.by_duration.map((d) => (
              <Table.Tr key={d.duration}>
                <Table.Td>{t('dashboard.months', { count: d.duration })}</Table.Td>
                <Table.Td ta="right">{format.count(d.people)}</Table.Td>
                <Table.Td ta="right">{format.rupees(d.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
