import { Table } from '@mantine/core';
import { ENROLLMENT_STATUSES } from '@portal/contract/lookups';
import type { ListFilters } from '../../beneficiaries/lib/list-filters.ts';
import { useProgrammeLists } from '../../beneficiaries/lib/programme-lists.ts';
import { useBeneficiaryText } from '../../beneficiaries/lib/use-beneficiary-text.ts';
import { useDashboardPart } from '../api/dashboard.ts';
import { listLink } from '../lib/dashboard-links.ts';
import { FigureCard } from './figure-card.tsx';
import { FigureLink } from './figure-link.tsx';
import { PartState } from './part-state.tsx';

/** People by programme and sub-programme (rows) and enrolment status (columns), each opening the list. */
export function ProgrammesTable({ filters }: { filters: ListFilters }) {
  const { t, lookup, program, subProgram } = useBeneficiaryText();
  const { programs, subPrograms } = useProgrammeLists();
  const query = useDashboardPart('programmes', filters);
  const data = query.data;
  if (!data) return <PartState query={query} />;
  const statuses = [0, ...ENROLLMENT_STATUSES.map((s) => s.id)].filter(
    (s) => !filters.enrollment_status || s === Number(filters.enrollment_status) || s === 0,
  );
  const cell = (programId: number, subProgramId: number, status: number) =>
    data.rows.find((r) => r.program_id === programId && r.sub_program_id === subProgramId && r.enrollment_status === status);
  const lines = programs
    .flatMap((p) => [
      { programId: p.id, subProgramId: 0, name: program(p.id, p.name), strong: true },
      ...subPrograms
        .filter((s) => s.programId === p.id)
        .map((s) => ({
          programId: p.id,
          subProgramId: s.id,
          name: subProgram(s.id, s.name),
          strong: false,
        })),
    ])
    .filter((line) => statuses.some((s) => cell(line.programId, line.subProgramId, s)));
  return (
    <FigureCard title={t('dashboard.byProgramme')} empty={lines.length === 0}>
      <Table.ScrollContainer minWidth={420}>
        <Table fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dashboard.programme')}</Table.Th>
              {statuses.map((s) => (
                <Table.Th key={s} ta="right">
                  {s ? lookup('enrollmentStatus', s) : t('dashboard.allOf')}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={`${line.programId}-${line.subProgramId}`}>
                <Table.Td fw={line.strong ? 700 : undefined} pl={line.strong ? undefined : 'lg'}>
                  {line.name}
                </Table.Td>
                {statuses.map((s) => {
                  const figure = cell(line.programId, line.subProgramId, s);
                  const narrowed = {
                    program_id: String(line.programId),
                    sub_program_id: line.subProgramId ? String(line.subProgramId) : undefined,
                    enrollment_status: s ? String(s) : filters.enrollment_status,
                  };
                  return (
                    <Table.Td key={s} ta="right">
                      {figure ? <FigureLink count={figure.people} to={listLink(filters, narrowed)} /> : '—'}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </FigureCard>
  );
}
