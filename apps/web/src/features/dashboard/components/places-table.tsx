import { Anchor, Table } from '@mantine/core';
import { districtNameKn, talukNameKn } from '@portal/contract/i18n/place-names-kn';
import { Link, useLocation } from 'react-router';
import { useFormat } from '../../../lib/i18n/format.ts';
import type { ListFilters } from '../../beneficiaries/lib/list-filters.ts';
import { useBeneficiaryText } from '../../beneficiaries/lib/use-beneficiary-text.ts';
import { useDashboardPart } from '../api/dashboard.ts';
import { dashboardLink, listLink } from '../lib/dashboard-links.ts';
import { FigureCard } from './figure-card.tsx';
import { FigureLink } from './figure-link.tsx';
import { PartState } from './part-state.tsx';

const FILTER_OF = { district: 'district_id', taluk: 'taluka_id', village: 'village_id' } as const;

/** The places one level down: each name opens the dashboard there, each number the list of those people. */
export function PlacesTable({ filters }: { filters: ListFilters }) {
  const { pathname } = useLocation();
  const { t, locale } = useBeneficiaryText();
  const format = useFormat();
  const query = useDashboardPart('places', filters);
  const places = query.data;
  if (!places) return <PartState query={query} />;
  const { level } = places;
  if (!level) return null;
  const key = FILTER_OF[level];
  const nameOf = (row: (typeof places.rows)[number]) => {
    if (locale !== 'kn-IN') return row.name;
    if (level === 'district') return districtNameKn(row.name) ?? row.name;
    if (level === 'taluk') return talukNameKn(row.district_name ?? '', row.name) ?? row.name;
    return row.name;
  };
  return (
    <FigureCard title={t('dashboard.byPlace')} empty={places.rows.length === 0}>
      <Table.ScrollContainer minWidth={420}>
        <Table fz="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(`dashboard.levels.${level}`)}</Table.Th>
              <Table.Th ta="right">{t('dashboard.people')}</Table.Th>
              <Table.Th ta="right">{t('dashboard.enrolments')}</Table.Th>
              <Table.Th ta="right">{t('dashboard.completion')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {places.rows.map((row) => {
              const here = { ...filters, [key]: String(row.id) };
              return (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    {level === 'village' ? (
                      nameOf(row)
                    ) : (
                      <Anchor component={Link} to={dashboardLink(here, pathname)}>
                        {nameOf(row)}
                      </Anchor>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    <FigureLink count={row.people} to={listLink(here)} />
                  </Table.Td>
                  <Table.Td ta="right">{format.count(row.enrolments)}</Table.Td>
                  <Table.Td ta="right">
                    {row.enrolments ? `${Math.round((100 * row.completed) / row.enrolments)}%` : '—'}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </FigureCard>
  );
}
