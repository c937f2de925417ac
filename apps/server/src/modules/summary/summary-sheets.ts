import type { DashboardFilters } from '@portal/contract/dashboard';
import type { MessageId } from '@portal/contract/i18n/en-IN';
import { SUMMARY_SHEETS, type SummarySheet, summaryHeadingId } from '@portal/contract/summary';
import type { Database } from '../../db/client.ts';
import {
  dashboardProgrammes,
  dashboardStaff,
  dashboardTrend,
  placeFigures,
  type ReadOptions,
} from '../dashboard/dashboard.service.ts';
import type { FilterPlaces } from '../export/export-file-name.ts';
import type { Cell } from '../export/export-format.ts';
import type { ExportNames } from '../export/export-names.ts';
import type { WriterColumn } from '../export/export-writers.ts';

/** A sheet of the summary as it is written: its name, its columns' headings and its rows. */
export interface SummaryTable {
  part: SummarySheet;
  sheet: string;
  columns: WriterColumn[];
  rows: Cell[][];
}

/** Completed enrolments as a share of the enrolments, in per cent to one decimal; none without enrolments. */
const completion = (completed: number, enrolments: number) =>
  enrolments === 0 ? null : Math.round((completed / enrolments) * 1000) / 10;

/**
 * The summary's tables under the filters, in the names' language: what the figures are of (the
 * filters, the moment, the totals), then by district, taluk, programme (each sub-programme and status,
 * "All" for a total), registrant (all of them) and week of registration. Every figure is the
 * dashboard's, read from the same counts.
 */
export async function summaryTables(
  db: Database,
  filters: DashboardFilters,
  context: { names: ExportNames; places: FilterPlaces; at: string; today: string } & ReadOptions,
): Promise<SummaryTable[]> {
  const { names, source } = context;
  const [districts, taluks, programmes, staff, weeks] = await Promise.all([
    placeFigures(db, filters, 'district', { source }),
    placeFigures(db, filters, 'taluk', { source }),
    dashboardProgrammes(db, filters, { source }),
    dashboardStaff(db, filters, { limit: Number.POSITIVE_INFINITY, source }),
    dashboardTrend(db, filters, { today: context.today, period: 'week', source }),
  ]);
  const all = names.text('summaryFile.all');
  const named = (list: 'program' | 'subProgram' | 'enrollmentStatus', id: number) => (id === 0 ? all : names.name(list, id));
  const people = districts.reduce((sum, d) => sum + d.people, 0);
  const enrolments = districts.reduce((sum, d) => sum + d.enrolments, 0);
  const rows: Record<SummarySheet, Cell[][]> = {
    filters: [
      ...describedFilters(filters, context),
      [names.text(summaryHeadingId('people')), String(people)],
      [names.text(summaryHeadingId('enrolments')), String(enrolments)],
    ],
    districts: [...districts]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((d) => [names.district(d.name), d.people, d.enrolments, d.completed, completion(d.completed, d.enrolments)]),
    taluks: [...taluks]
      .sort((a, b) => (a.district_name ?? '').localeCompare(b.district_name ?? '') || a.name.localeCompare(b.name))
      .map((t) => [
        names.district(t.district_name ?? ''),
        names.taluk(t.district_name ?? '', t.name),
        t.people,
        t.enrolments,
        t.completed,
        completion(t.completed, t.enrolments),
      ]),
    programmes: programmes.rows.map((p) => [
      named('program', p.program_id),
      named('subProgram', p.sub_program_id),
      named('enrollmentStatus', p.enrollment_status),
      p.people,
      p.enrolments,
    ]),
    staff: staff.rows.map((s) => [s.user_id, s.emp_name, s.people]),
    weeks: weeks.buckets.map((w) => [w.start, w.people, w.enrolments]),
  };
  return (Object.keys(SUMMARY_SHEETS) as SummarySheet[]).map((part) => ({
    part,
    sheet: names.text(`summaryFile.sheet.${part}`),
    columns: SUMMARY_SHEETS[part].map((c) => ({ heading: names.text(summaryHeadingId(c.key)), kind: c.kind, width: c.width })),
    rows: rows[part],
  }));
}

/** The first sheet's lines: when the summary was made, and each filter (All where none is set). */
function describedFilters(
  filters: DashboardFilters,
  { names, places, at }: { names: ExportNames; places: FilterPlaces; at: string },
): Cell[][] {
  const any = names.text('summaryFile.filter.any');
  const place = [
    places.district && names.district(places.district),
    places.taluk && names.taluk(places.talukDistrict ?? '', places.taluk),
    places.village,
  ]
    .filter(Boolean)
    .join(' / ');
  const status = {
    active: 'summaryFile.filter.active',
    deactivated: 'summaryFile.filter.deactivated',
    all: 'summaryFile.filter.activeAndDeactivated',
  } as const;
  const lines: [MessageId, string | null][] = [
    ['summaryFile.filter.madeAt', at],
    ['summaryFile.filter.place', place || names.text('summaryFile.filter.karnataka')],
    ['summaryFile.filter.program', filters.program_id ? names.name('program', filters.program_id) : null],
    ['summaryFile.filter.subProgram', filters.sub_program_id ? names.name('subProgram', filters.sub_program_id) : null],
    [
      'summaryFile.filter.enrollmentStatus',
      filters.enrollment_status ? names.name('enrollmentStatus', filters.enrollment_status) : null,
    ],
    ['summaryFile.filter.status', names.text(status[filters.status ?? 'active'])],
    ['summaryFile.filter.registeredBy', filters.created_by ? String(filters.created_by) : null],
    ['summaryFile.filter.registeredFrom', filters.created_from ?? null],
    ['summaryFile.filter.registeredUntil', filters.created_to ?? null],
  ];
  return lines.map(([id, value]) => [names.text(id), value ?? any]);
}
