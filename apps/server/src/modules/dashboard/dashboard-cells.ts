import type { DashboardFilters } from '@portal/contract/dashboard';
import { ENROLLMENT_STATUSES, ids } from '@portal/contract/lookups';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, selectRows } from '../../db/client.ts';
import { filterCondition } from '../beneficiary/beneficiary-filters.ts';

/**
 * Which enrolment keys a figure reads: the filters' own (`filter`); each enrolment status under them
 * (`status`); every programme, sub-programme and status (`programme`); the terms and the fund types
 * of the filters' sub-programme (`duration`, `fundType`).
 */
export type KeySet = 'filter' | 'status' | 'programme' | 'duration' | 'fundType';
/** What the figures are counted by: nothing, the registration's week or month, a place, the registrant. */
export type Group = 'none' | 'week' | 'month' | 'district' | 'taluk' | 'village' | 'creator';
export interface CellRequest {
  filters: DashboardFilters;
  group: Group;
  keys: KeySet;
}
/** Where figures are read from: the counts the writes keep, or the people and enrolments themselves. */
export type Source = 'counts' | 'base';

const CellSchema = z.object({
  bucket: z.union([z.number(), z.string(), z.null()]),
  program_id: z.number(),
  sub_program_id: z.number(),
  enrollment_status: z.number(),
  duration: z.number(),
  fund_type: z.number(),
  people: z.number(),
  enrolments: z.number(),
  amount: z.number(),
});
export type Cell = z.infer<typeof CellSchema>;

type Dimension = 'creator_id' | 'district_id' | 'taluka_id' | 'village_id' | 'day';
/** The dimensions each grain holds (migration 0021); the others are 0 ('infinity' for the day). */
const GRAIN_DIMENSIONS: Record<number, readonly Dimension[]> = {
  1: ['day'],
  2: ['district_id', 'day'],
  3: ['district_id', 'taluka_id', 'day'],
  4: ['creator_id', 'day'],
  5: ['district_id', 'taluka_id', 'village_id'],
  6: ['creator_id', 'district_id', 'taluka_id'],
  7: [],
  8: ['district_id'],
  9: ['district_id', 'taluka_id'],
  10: ['creator_id'],
};
const DIMENSIONS: readonly Dimension[] = ['creator_id', 'district_id', 'taluka_id', 'village_id', 'day'];

const PLACE_LEVEL: Record<Group, number> = { none: 0, week: 0, month: 0, creator: 0, district: 1, taluk: 2, village: 3 };

/**
 * The grain of `dashboard_counts` that answers the request exactly (decision 030), or none: then the
 * figures are counted from the people themselves. A grain holds the dimensions it names, and the
 * request may not filter or count by any other.
 */
export function grainFor({ filters, group }: Pick<CellRequest, 'filters' | 'group'>): number | undefined {
  const filtered =
    filters.village_id !== undefined ? 3 : filters.taluka_id !== undefined ? 2 : filters.district_id !== undefined ? 1 : 0;
  const place = Math.max(filtered, PLACE_LEVEL[group]);
  const creator = filters.created_by !== undefined || group === 'creator';
  const dated = filters.created_from !== undefined || filters.created_to !== undefined || group === 'week' || group === 'month';
  if (place === 3) return creator || dated ? undefined : 5;
  if (creator) return place > 0 ? (dated ? undefined : 6) : dated ? 4 : 10;
  return (dated ? [1, 2, 3] : [7, 8, 9])[place];
}

/** The figures of the request, from `source`; `counts` falls back to `base` where no grain answers. */
export async function readCells(db: Database, request: CellRequest, source: Source = 'counts'): Promise<Cell[]> {
  const grain = source === 'counts' ? grainFor(request) : undefined;
  const query = grain === undefined ? baseQuery(request) : countsQuery(request, grain);
  const cells = await selectRows(db, CellSchema, query);
  return keptCells(request, cells);
}

const BatchCellSchema = CellSchema.extend({ request: z.number() });
const NUMBERED: readonly Group[] = ['district', 'taluk', 'village', 'creator'];

/**
 * The figures of several requests, each as `readCells` answers it. The kept counts of all of them are
 * read by one statement (one round trip and one connection a call, which 32 callers at once feel);
 * a request no grain holds, and every request of the `base` source, by its own.
 */
export async function readCellsAll(db: Database, requests: readonly CellRequest[], source: Source = 'counts'): Promise<Cell[][]> {
  const grains = requests.map((r) => (source === 'counts' ? grainFor(r) : undefined));
  const counted = requests.flatMap((request, i) => {
    const grain = grains[i];
    return grain === undefined
      ? []
      : [
          sql`SELECT ${i}::int AS request, q.bucket::text AS bucket, q.program_id, q.sub_program_id,
        q.enrollment_status, q.duration, q.fund_type, q.people, q.enrolments, q.amount
      FROM (${countsQuery(request, grain)}) q`,
        ];
  });
  const [rows, ...uncounted] = await Promise.all([
    counted.length ? selectRows(db, BatchCellSchema, sql.join(counted, sql` UNION ALL `)) : Promise.resolve([]),
    ...requests.map((request, i) => (grains[i] === undefined ? readCells(db, request, 'base') : Promise.resolve(null))),
  ]);
  return requests.map((request, i) => {
    const alone = uncounted[i];
    if (alone) return alone;
    const numbered = NUMBERED.includes(request.group);
    const cells = rows
      .filter((row) => row.request === i)
      .map(({ request: _request, bucket, ...cell }) => ({
        ...cell,
        bucket: numbered && bucket !== null ? Number(bucket) : bucket,
      }));
    return keptCells(request, cells);
  });
}

/**
 * A programme breakdown under a sub-programme or a status filter keeps only the rows that carry it
 * (a key column 0 is "all of them").
 */
function keptCells({ filters, keys }: CellRequest, cells: Cell[]): Cell[] {
  if (keys !== 'programme') return cells;
  const carries = (value: number, filter: number | undefined) => filter === undefined || value !== ALL;
  return cells.filter(
    (c) => carries(c.sub_program_id, filters.sub_program_id) && carries(c.enrollment_status, filters.enrollment_status),
  );
}
const ALL = 0;

/**
 * The enrolment key of the filters. A sub-programme is in one programme, and its keys carry both: a
 * sub-programme asked for alone is asked for with its programme, as the database has it.
 */
const key = (filters: DashboardFilters) => ({
  program:
    filters.program_id !== undefined
      ? sql`${filters.program_id}::int`
      : filters.sub_program_id !== undefined
        ? sql`coalesce((SELECT sp.program_id FROM sub_programs sp WHERE sp.sub_program_id = ${filters.sub_program_id}), -1)`
        : sql`0`,
  byProgram: filters.program_id !== undefined || filters.sub_program_id !== undefined,
  subProgram: filters.sub_program_id ?? 0,
  status: filters.enrollment_status ?? 0,
});

function countsQuery({ filters, group, keys }: CellRequest, grain: number): SQL {
  const k = key(filters);
  const keyCondition: Record<KeySet, SQL> = {
    filter: sql`program_id = ${k.program} AND sub_program_id = ${k.subProgram} AND enrollment_status = ${k.status}
      AND mutual_fund_duration = 0 AND mutual_fund_type_id = 0`,
    status: sql`program_id = ${k.program} AND sub_program_id = ${k.subProgram} AND mutual_fund_duration = 0
      AND mutual_fund_type_id = 0
      AND ${k.status ? sql`enrollment_status = ${k.status}` : sql`enrollment_status IN (${sql.raw(ids(ENROLLMENT_STATUSES).join(', '))})`}`,
    programme: sql`program_id <> 0 AND mutual_fund_duration = 0 AND mutual_fund_type_id = 0
      ${k.byProgram ? sql`AND program_id = ${k.program}` : sql``} ${k.subProgram ? sql`AND sub_program_id = ${k.subProgram}` : sql``}
      ${k.status ? sql`AND enrollment_status = ${k.status}` : sql``}`,
    duration: sql`program_id = 0 AND sub_program_id = ${k.subProgram} AND enrollment_status = 0
      AND mutual_fund_duration <> 0 AND mutual_fund_type_id = 0`,
    fundType: sql`program_id = 0 AND sub_program_id = ${k.subProgram} AND enrollment_status = 0
      AND mutual_fund_duration = 0 AND mutual_fund_type_id <> 0`,
  };
  const parts: SQL[] = [sql`grain = ${grain}`, keyCondition[keys]];
  // a dimension the grain leaves out is named too, so the key's index is read only over the request's cells
  for (const dimension of DIMENSIONS) {
    if (GRAIN_DIMENSIONS[grain].includes(dimension)) continue;
    parts.push(dimension === 'day' ? sql`day = 'infinity'::date` : sql`${sql.raw(dimension)} = 0`);
  }
  if (filters.district_id !== undefined) parts.push(sql`district_id = ${filters.district_id}`);
  if (filters.taluka_id !== undefined) parts.push(sql`taluka_id = ${filters.taluka_id}`);
  if (filters.village_id !== undefined) parts.push(sql`village_id = ${filters.village_id}`);
  if (filters.created_by !== undefined) parts.push(sql`creator_id = ${filters.created_by}`);
  if (filters.created_from !== undefined) parts.push(sql`day >= ${filters.created_from}::date`);
  if (filters.created_to !== undefined) parts.push(sql`day <= ${filters.created_to}::date`);
  if (filters.status === 'active') parts.push(sql`status_id = 1`);
  if (filters.status === 'deactivated') parts.push(sql`status_id <> 1`);
  const bucket: Record<Group, SQL> = {
    none: sql`NULL::int`,
    week: sql`date_trunc('week', day)::date::text`,
    month: sql`date_trunc('month', day)::date::text`,
    district: sql`district_id`,
    taluk: sql`taluka_id`,
    village: sql`village_id`,
    creator: sql`creator_id`,
  };
  return sql`SELECT ${bucket[group]} AS bucket, program_id, sub_program_id, enrollment_status::int AS enrollment_status,
      mutual_fund_duration AS duration, mutual_fund_type_id AS fund_type, sum(people)::int AS people,
      sum(enrolments)::int AS enrolments, sum(amount)::float8 AS amount
    FROM dashboard_counts WHERE ${sql.join(parts, sql` AND `)}
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(people) <> 0 OR sum(enrolments) <> 0`;
}

/**
 * The same figures by a plain GROUP BY over the people and their live enrolments: what the counts are
 * checked against, the bench's baseline, and the answer where no grain holds the request.
 */
export function baseQuery({ filters, group, keys }: CellRequest): SQL {
  const k = key(filters);
  const people = filterCondition({ ...personFilters(filters), isChecked: 'true', sort: 'newest' }, 0, sql.raw('b'), {
    counted: true,
  });
  const enrolmentParts: SQL[] = [];
  if (keys === 'duration') {
    enrolmentParts.push(sql`bp.sub_program_id = ${k.subProgram} AND bp.mutual_fund_duration IS NOT NULL`);
  } else if (keys === 'fundType') {
    enrolmentParts.push(sql`bp.sub_program_id = ${k.subProgram} AND bp.mutual_fund_type_id IS NOT NULL`);
  } else {
    if (k.byProgram) enrolmentParts.push(sql`bp.program_id = ${k.program}`);
    if (k.subProgram) enrolmentParts.push(sql`bp.sub_program_id = ${k.subProgram}`);
    if (k.status) enrolmentParts.push(sql`bp.enrollment_status = ${k.status}`);
  }
  const joinCondition = sql.join(
    [sql`bp.beneficiary_id = b.beneficiary_id AND bp.deleted_at IS NULL`, ...enrolmentParts],
    sql` AND `,
  );
  // every figure but the people of the filters alone counts only people with such an enrolment
  const join = keys === 'filter' && enrolmentParts.length === 0 ? sql`LEFT JOIN` : sql`JOIN`;
  const bucket: Record<Group, SQL> = {
    none: sql`NULL::int`,
    week: sql`date_trunc('week', dashboard_day(b.created_at))::date::text`,
    month: sql`date_trunc('month', dashboard_day(b.created_at))::date::text`,
    district: sql`b.district_id`,
    taluk: sql`b.taluka_id`,
    village: sql`b.village_id`,
    creator: sql`b.created_by`,
  };
  const keyColumns: Record<KeySet, SQL> = {
    filter: sql`${k.program} AS program_id, ${k.subProgram}::int AS sub_program_id, ${k.status}::int AS enrollment_status,
      0 AS duration, 0 AS fund_type`,
    status: sql`${k.program} AS program_id, ${k.subProgram}::int AS sub_program_id,
      bp.enrollment_status::int AS enrollment_status, 0 AS duration, 0 AS fund_type`,
    programme: sql`bp.program_id, coalesce(bp.sub_program_id, 0) AS sub_program_id,
      coalesce(bp.enrollment_status, 0)::int AS enrollment_status, 0 AS duration, 0 AS fund_type`,
    duration: sql`0 AS program_id, ${k.subProgram}::int AS sub_program_id, 0 AS enrollment_status,
      bp.mutual_fund_duration AS duration, 0 AS fund_type`,
    fundType: sql`0 AS program_id, ${k.subProgram}::int AS sub_program_id, 0 AS enrollment_status, 0 AS duration,
      bp.mutual_fund_type_id::int AS fund_type`,
  };
  const by = bucket[group];
  const groupBy: Record<KeySet, SQL> = {
    filter: sql`GROUP BY ${by}`,
    status: sql`GROUP BY ${by}, bp.enrollment_status`,
    programme: sql`GROUP BY GROUPING SETS ((${by}, bp.program_id), (${by}, bp.program_id, bp.sub_program_id),
      (${by}, bp.program_id, bp.enrollment_status), (${by}, bp.program_id, bp.sub_program_id, bp.enrollment_status))`,
    duration: sql`GROUP BY ${by}, bp.mutual_fund_duration`,
    fundType: sql`GROUP BY ${by}, bp.mutual_fund_type_id`,
  };
  return sql`SELECT ${by} AS bucket, ${keyColumns[keys]},
      count(DISTINCT b.beneficiary_id)::int AS people, count(bp.beneficiary_program_id)::int AS enrolments,
      coalesce(sum(bp.investment_amount), 0)::float8 AS amount
    FROM beneficiaries b ${join} beneficiary_programs bp ON ${joinCondition}
    WHERE ${people}
    ${groupBy[keys]}`;
}

/** The filters on the person alone: the programme filters are the join's. */
function personFilters(filters: DashboardFilters): DashboardFilters {
  const { program_id: _program, sub_program_id: _subProgram, enrollment_status: _status, ...rest } = filters;
  return rest;
}
