import { BarChart } from '@mantine/charts';
import { Button, Card, Group, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useFormat } from '../../../lib/i18n/format.ts';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import type { ListFilters } from '../../beneficiaries/lib/list-filters.ts';
import { useDashboardPart } from '../api/dashboard.ts';
import { bucketDays, listLink } from '../lib/dashboard-links.ts';
import { FigureLink } from './figure-link.tsx';
import { PartState } from './part-state.tsx';

/**
 * Registrations per week (per month over a long range) as bars, each opening the list of that week's
 * people; the same figures as a table, for a screen reader and the keyboard.
 */
export function TrendChart({ filters }: { filters: ListFilters }) {
  const t = useText();
  const format = useFormat();
  const navigate = useNavigate();
  const [tableShown, table] = useDisclosure(false);
  const tableId = useId();
  const query = useDashboardPart('trend', filters);
  const trend = query.data;
  if (!trend) return <PartState query={query} />;
  const label = (start: string) => (trend.period === 'week' ? format.day(start) : format.day(start).replace(/^\d+\s/, ''));
  const link = (start: string) => listLink(filters, bucketDays(start, trend.period, trend.from, trend.to));
  const data = trend.buckets.map((b) => ({ period: label(b.start), start: b.start, people: b.people }));
  const registered = t('dashboard.registered');
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          {t(trend.period === 'week' ? 'dashboard.trendWeekly' : 'dashboard.trendMonthly')}
        </Title>
        <Button variant="subtle" size="xs" onClick={table.toggle} aria-expanded={tableShown} aria-controls={tableId}>
          {t(tableShown ? 'dashboard.hideTable' : 'dashboard.showTable')}
        </Button>
      </Group>
      <div aria-hidden>
        <BarChart
          h={220}
          data={data}
          dataKey="period"
          series={[{ name: 'people', label: registered, color: 'teal.7' }]}
          valueFormatter={format.count}
          tickLine="y"
          barProps={{
            cursor: 'pointer',
            onClick: (bar: { payload?: { start?: string } }) => bar.payload?.start && navigate(link(bar.payload.start)),
          }}
        />
      </div>
      <div id={tableId} hidden={!tableShown}>
        {tableShown && (
          <Table mt="sm" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dashboard.period')}</Table.Th>
                <Table.Th ta="right">{registered}</Table.Th>
                <Table.Th ta="right">{t('dashboard.enrolmentsHeld')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {trend.buckets.map((b) => (
                <Table.Tr key={b.start}>
                  <Table.Td>
                    {trend.period === 'week' ? t('dashboard.weekOf', { date: format.day(b.start) }) : label(b.start)}
                  </Table.Td>
                  <Table.Td ta="right">
                    <FigureLink count={b.people} to={link(b.start)} />
                  </Table.Td>
                  <Table.Td ta="right">{format.count(b.enrolments)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </div>
      {trend.buckets.every((b) => b.people === 0) && (
        <Text size="sm" c="dimmed">
          {t('dashboard.nobody')}
        </Text>
      )}
    </Card>
  );
}
