import {
  type DashboardFilters,
  type DashboardHeadline,
  type DashboardPlaces,
  type DashboardProgrammes,
  type DashboardStaff,
  type DashboardTrend,
  type PlaceLevel,
  TOP_STAFF,
  TREND_WEEKLY_MAX_DAYS,
  type TrendPeriod,
} from '@portal/contract/dashboard';
import { addDays, daysBetween, indiaToday, monthStart, nextMonth, weekStart, withinDays } from '@portal/contract/india-days';
import { ENROLLMENT_COMPLETED } from '@portal/contract/lookups';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, selectRows } from '../../db/client.ts';
import { type Cell, type CellRequest, type Group, readCellsAll, readCells as readFrom, type Source } from './dashboard-cells.ts';

/** The trend shows at most this many weeks or months, the last of the range. */
const MAX_BUCKETS = 120;

/** Where a call reads its figures: the kept counts, or (the bench's baseline) the people themselves. */
export interface ReadOptions {
  source?: Source;
}
type Read = (db: Database, request: CellRequest) => Promise<Cell[]>;
type ReadAll = (db: Database, requests: CellRequest[]) => Promise<Cell[][]>;
const reader =
  ({ source = 'counts' }: ReadOptions): Read =>
  (db, request) =>
    readFrom(db, request, source);
const allReader =
  ({ source = 'counts' }: ReadOptions): ReadAll =>
  (db, requests) =>
    readCellsAll(db, requests, source);

const total = (cells: Cell[]) => ({
  people: cells.reduce((sum, c) => sum + c.people, 0),
  enrolments: cells.reduce((sum, c) => sum + c.enrolments, 0),
});

const FundSchema = z.object({ program_id: z.number(), sub_program_id: z.number() });

/**
 * The sub-programmes marked as the mutual fund (decision 033) among the enrolments the programme
 * filters ask for (all of them without one).
 */
function fundsAskedFor(db: Database, f: DashboardFilters) {
  return selectRows(
    db,
    FundSchema,
    sql`SELECT program_id, sub_program_id FROM sub_programs WHERE is_mutual_fund
      ${f.program_id === undefined ? sql`` : sql`AND program_id = ${f.program_id}`}
      ${f.sub_program_id === undefined ? sql`` : sql`AND sub_program_id = ${f.sub_program_id}`}
      ORDER BY sub_program_id`,
  );
}

export async function dashboardHeadline(
  db: Database,
  filters: DashboardFilters,
  { today = indiaToday(), ...options }: ReadOptions & { today?: string } = {},
): Promise<DashboardHeadline> {
  const thisWeek = weekStart(today);
  const lastWeek = addDays(thisWeek, -7);
  const recent = { ...filters, ...withinDays(lastWeek, today, filters) };
  const funds = await fundsAskedFor(db, filters);
  // the terms and types are counted over all the fund's enrolments: not under a status filter
  const split = filters.enrollment_status === undefined;
  const fundRequests = funds.flatMap((f): CellRequest[] => {
    const fund = { ...filters, program_id: f.program_id, sub_program_id: f.sub_program_id };
    return [
      { filters: fund, group: 'none', keys: 'filter' },
      ...(split
        ? ([
            { filters: fund, group: 'none', keys: 'fundType' },
            { filters: fund, group: 'none', keys: 'duration' },
          ] as const)
        : []),
    ];
  });
  const [all, weeks, statuses, ...fundCells] = await allReader(options)(db, [
    { filters, group: 'none', keys: 'filter' },
    { filters: recent, group: 'week', keys: 'filter' },
    { filters, group: 'none', keys: 'status' },
    ...fundRequests,
  ]);
  const inWeek = (start: string) => weeks.find((c) => c.bucket === start)?.people ?? 0;
  const perFund = split ? 3 : 1;
  return {
    ...total(all),
    week_start: thisWeek,
    new_this_week: inWeek(thisWeek),
    new_last_week: inWeek(lastWeek),
    by_status: statuses.map((c) => ({ enrollment_status: c.enrollment_status, people: c.people, enrolments: c.enrolments })),
    mutual_funds: funds.map((f, i) => {
      const [totals = [], types = [], durations = []] = fundCells.slice(i * perFund, (i + 1) * perFund);
      return { ...f, ...mutualFund(totals, types, durations) };
    }),
  };
}

type FundFigures = Omit<DashboardHeadline['mutual_funds'][number], 'program_id' | 'sub_program_id'>;

function mutualFund(totals: Cell[], types: Cell[], durations: Cell[]): FundFigures {
  const sum = (pick: (c: Cell) => number) => totals.reduce((s, c) => s + pick(c), 0);
  return {
    people: sum((c) => c.people),
    enrolments: sum((c) => c.enrolments),
    amount: sum((c) => c.amount),
    by_type: types
      .map((c) => ({ mutual_fund_type_id: c.fund_type, people: c.people, enrolments: c.enrolments, amount: c.amount }))
      .sort((a, b) => a.mutual_fund_type_id - b.mutual_fund_type_id),
    by_duration: durations
      .map((c) => ({ duration: c.duration, people: c.people, amount: c.amount }))
      .sort((a, b) => a.duration - b.duration),
  };
}

/**
 * Registrations by week over the range (the last 26 weeks without one), by month over a longer one
 * (or by the `period` asked for).
 */
export async function dashboardTrend(
  db: Database,
  filters: DashboardFilters,
  { today = indiaToday(), ...options }: ReadOptions & { today?: string; period?: TrendPeriod } = {},
): Promise<DashboardTrend> {
  const readCells = reader(options);
  const to = filters.created_to ?? today;
  let from = filters.created_from ?? addDays(weekStart(to), -7 * 25);
  const period: TrendPeriod = options.period ?? (daysBetween(from, to) <= TREND_WEEKLY_MAX_DAYS ? 'week' : 'month');
  const starts: string[] = [];
  for (let start = period === 'week' ? weekStart(from) : monthStart(from); start <= to; ) {
    starts.push(start);
    start = period === 'week' ? addDays(start, 7) : nextMonth(start);
  }
  if (starts.length > MAX_BUCKETS) {
    starts.splice(0, starts.length - MAX_BUCKETS);
    from = starts[0];
  }
  const cells =
    from > to
      ? []
      : await readCells(db, { filters: { ...filters, created_from: from, created_to: to }, group: period, keys: 'filter' });
  const byStart = new Map(cells.map((c) => [c.bucket, c]));
  return {
    period,
    from,
    to,
    buckets: starts.map((start) => ({
      start,
      people: byStart.get(start)?.people ?? 0,
      enrolments: byStart.get(start)?.enrolments ?? 0,
    })),
  };
}

const CHILD_LEVEL: Record<'state' | 'district' | 'taluk', PlaceLevel> = {
  state: 'district',
  district: 'taluk',
  taluk: 'village',
};
const PlaceNameSchema = z.object({
  id: z.number(),
  name: z.string(),
  district_name: z.string().nullable(),
  code: z.number().nullable(),
});

/** The places one level below the place filter, with their people, enrolments and completed enrolments. */
export async function dashboardPlaces(
  db: Database,
  filters: DashboardFilters,
  options: ReadOptions = {},
): Promise<DashboardPlaces> {
  if (filters.village_id !== undefined) return { level: null, rows: [] };
  const level = CHILD_LEVEL[filters.taluka_id !== undefined ? 'taluk' : filters.district_id !== undefined ? 'district' : 'state'];
  return { level, rows: await placeFigures(db, filters, level, options) };
}

/** The figures of each place of a level the filters reach, most people first. */
export async function placeFigures(
  db: Database,
  filters: DashboardFilters,
  level: PlaceLevel,
  options: ReadOptions = {},
): Promise<DashboardPlaces['rows']> {
  const group: Group = level;
  const [people, statuses] = await allReader(options)(db, [
    { filters, group, keys: 'filter' },
    { filters, group, keys: 'status' },
  ]);
  const ids = people.map((c) => Number(c.bucket));
  const names = new Map((await placeNames(db, level, ids)).map((p) => [p.id, p]));
  const rows = people.map((c) => {
    const place = names.get(Number(c.bucket));
    const completed =
      statuses.find((s) => s.bucket === c.bucket && s.enrollment_status === ENROLLMENT_COMPLETED)?.enrolments ?? 0;
    return {
      id: Number(c.bucket),
      name: place?.name ?? String(c.bucket),
      ...(place?.district_name ? { district_name: place.district_name } : {}),
      ...(place?.code ? { code: place.code } : {}),
      people: c.people,
      enrolments: c.enrolments,
      completed,
    };
  });
  return rows.sort((a, b) => b.people - a.people || a.name.localeCompare(b.name));
}

function placeNames(db: Database, level: PlaceLevel, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  const list = sql`${sql.param(ids)}::int[]`;
  const query = {
    district: sql`SELECT district_id AS id, district_name AS name, NULL AS district_name, district_code AS code
      FROM districts WHERE district_id = ANY(${list})`,
    taluk: sql`SELECT t.taluka_id AS id, t.taluka_name AS name, d.district_name, NULL::int AS code FROM talukas t
      JOIN districts d ON d.district_id = t.district_id WHERE t.taluka_id = ANY(${list})`,
    village: sql`SELECT village_id AS id, village_name AS name, NULL AS district_name, NULL::int AS code
      FROM villages WHERE village_id = ANY(${list})`,
  }[level];
  return selectRows(db, PlaceNameSchema, query);
}

/** People and enrolments by programme, sub-programme and status (0: all of them). */
export async function dashboardProgrammes(
  db: Database,
  filters: DashboardFilters,
  options: ReadOptions = {},
): Promise<DashboardProgrammes> {
  const readCells = reader(options);
  const cells = await readCells(db, { filters, group: 'none', keys: 'programme' });
  const rows = cells.map((c) => ({
    program_id: c.program_id,
    sub_program_id: c.sub_program_id,
    enrollment_status: c.enrollment_status,
    people: c.people,
    enrolments: c.enrolments,
  }));
  return {
    rows: rows.sort(
      (a, b) => a.program_id - b.program_id || a.sub_program_id - b.sub_program_id || a.enrollment_status - b.enrollment_status,
    ),
  };
}

const StaffNameSchema = z.object({ user_id: z.number(), emp_name: z.string() });

/** The registrants with the most people under the filters (the first `limit` of them). */
export async function dashboardStaff(
  db: Database,
  filters: DashboardFilters,
  { limit = TOP_STAFF, ...options }: ReadOptions & { limit?: number } = {},
): Promise<DashboardStaff> {
  const readCells = reader(options);
  const cells = (await readCells(db, { filters, group: 'creator', keys: 'filter' }))
    .sort((a, b) => b.people - a.people || Number(a.bucket) - Number(b.bucket))
    .slice(0, limit);
  const ids = cells.map((c) => Number(c.bucket));
  const names =
    ids.length === 0
      ? []
      : await selectRows(
          db,
          StaffNameSchema,
          sql`SELECT user_id, emp_name FROM users WHERE user_id = ANY(${sql.param(ids)}::int[])`,
        );
  const nameOf = new Map(names.map((n) => [n.user_id, n.emp_name]));
  return {
    rows: cells.map((c) => ({ user_id: Number(c.bucket), emp_name: nameOf.get(Number(c.bucket)) ?? '', people: c.people })),
  };
}
