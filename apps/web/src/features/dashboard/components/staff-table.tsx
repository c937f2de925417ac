import { Table } from '@mantine/core';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import type { ListFilters } from '../../beneficiaries/lib/list-filters.ts';
import { useDashboardPart } from '../api/dashboard.ts';
import { listLink } from '../lib/dashboard-links.ts';
import { FigureCard } from './figure-card.tsx';
import { FigureLink } from './figure-link.tsx';
import { PartState } from './part-state.tsx';

/** The staff who registered most of these people, each opening the list of their registrations. */
export function StaffTable({ filters }: { filters: ListFilters }) {
  const t = useText();
  const query = useDashboardPart('staff', filters);
  const staff = query.data;
  if (!staff) return <PartState query={query} />;
  return (
    <FigureCard title={t('dashboard.byStaff')} empty={staff.rows.length === 0}>
      <Table fz="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dashboard.registrant')}</Table.Th>
            <Table.Th ta="right">{t('dashboard.people')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {staff.rows.map((row) => (
            <Table.Tr key={row.user_id}>
              <Table.Td>{row.emp_name}</Table.Td>
              <Table.Td ta="right">
                <FigureLink count={row.people} to={listLink(filters, { created_by: String(row.user_id) })} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </FigureCard>
  );
}
