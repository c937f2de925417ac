import type { BeneficiaryFilters } from '@portal/contract/beneficiary';
import { ACTIVE_STATUS_ID } from '@portal/contract/constants';
import { type BeneficiaryCountResponse, type ListStaff, ListStaffSchema } from '@portal/contract/responses/beneficiary';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, queryRows, selectRows } from '../../db/client.ts';
import { sqlState } from '../../db/transaction-retry.ts';
import { filterCondition } from './beneficiary-filters.ts';
import { searchPlan } from './beneficiary-search.ts';

/**
 * Up to this many matches are counted exactly (an index-only count of a few thousand rows is a few
 * milliseconds); past it the total is an estimate.
 */
export const EXACT_COUNT_LIMIT = 5_000;
/**
 * How long counting them may take. A name spelt near matches 2 % of the table, more than a bitmap of
 * `work_mem` holds at 10,000,000 people: such a count with a filter took 2 to 3 s there (decision 050).
 */
export const EXACT_COUNT_BUDGET_MS = 500;
/** Pages of the table a sample reads: about 5,000 people. */
const SAMPLE_PAGES = 128;
/**
 * A count the planner costs at less (in its units: a village's people cost about 130) runs without
 * the budget, which takes a transaction of its own (0.4 ms).
 */
const BUDGET_FROM_COST = 1_000;
const QUERY_CANCELED = '57014';

type CountAnswer = Omit<BeneficiaryCountResponse, 'Status'>;
interface CountLimits {
  exactLimit?: number;
  budgetMs?: number;
  budgetFromCost?: number;
}

/**
 * How many people the list shows for these filters and search, over all its pages. Exact when the
 * planner expects a few thousand at most and a count capped just past that confirms it within its
 * budget; otherwise an estimate, marked `estimated`: the planner's when it expected many, else a
 * sample of the table's (never below what was counted).
 */
export async function countBeneficiaries(
  db: Database,
  filters: BeneficiaryFilters,
  userId: number,
  { exactLimit = EXACT_COUNT_LIMIT, budgetMs = EXACT_COUNT_BUDGET_MS, budgetFromCost = BUDGET_FROM_COST }: CountLimits = {},
): Promise<CountAnswer> {
  const plan = searchPlan(filters.search);
  const scope = filterCondition(filters, userId);
  const where = plan.kind === 'none' ? scope : sql`${scope} AND ${plan.any}`;
  const { rows: planned, cost } = await plannerEstimate(db, where);
  // the planner takes the near spellings of a name for a fixed share of the table (0.1 %) whatever the
  // name: where they make most of its figure, a sample says how many there are
  const guessed =
    plan.kind !== 'none' &&
    plan.near !== undefined &&
    planned > exactLimit &&
    planned > 2 * (await plannerEstimate(db, sql`${scope} AND ${plan.filter}`)).rows;
  const sampled = guessed ? await sampledCount(db, where) : undefined;
  const estimate = sampled ?? planned;
  if (estimate > exactLimit) return { count: roundEstimate(estimate), estimated: true };
  const n = await cappedCount(db, where, exactLimit + 1, cost < budgetFromCost ? undefined : budgetMs);
  if (n !== undefined && n <= exactLimit) return { count: n, estimated: false };
  // more than expected (near spellings fool the planner most), or counting them took too long: a sample
  return { count: roundEstimate(Math.max(sampled ?? (await sampledCount(db, where)), n ?? 0)), estimated: true };
}

/** The matches counted up to `cap`; none when that takes longer than `budgetMs` (PostgreSQL only). */
async function cappedCount(db: Database, where: SQL, cap: number, budgetMs?: number): Promise<number | undefined> {
  const count = async (on: Database) => {
    const [{ n }] = await queryRows<{ n: number }>(
      on,
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM beneficiaries WHERE ${where} LIMIT ${cap}) s`,
    );
    return n;
  };
  if (budgetMs === undefined) return count(db);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('statement_timeout', ${String(budgetMs)}, true), set_config('jit', 'off', true)`);
      return count(tx);
    });
  } catch (error) {
    if (sqlState(error) === QUERY_CANCELED) return undefined;
    throw error;
  }
}

/** The planner's rows and cost for the list's condition (EXPLAIN plans it, runs nothing). */
async function plannerEstimate(db: Database, where: SQL): Promise<{ rows: number; cost: number }> {
  const rows = await queryRows<{ 'QUERY PLAN': unknown }>(
    db,
    sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM beneficiaries WHERE ${where}`,
  );
  const raw = rows[0]?.['QUERY PLAN'];
  const plans = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number; 'Total Cost': number } }[];
  const plan = plans[0]?.Plan;
  return { rows: Math.round(plan?.['Plan Rows'] ?? 0), cost: plan?.['Total Cost'] ?? 0 };
}

const SampleRow = z.object({ hits: z.number(), seen: z.number(), percent: z.number(), rows: z.number() });

/**
 * How many people match, from the matches among SAMPLE_PAGES pages of the table chosen at random
 * (always the same ones: the total does not change between two looks), scaled to the table's rows.
 * A small table is read whole, and the count is exact.
 */
export async function sampledCount(db: Database, where: SQL): Promise<number> {
  const [row] = await db.transaction(async (tx) => {
    // the planner cannot know the sample's size and costs it as a tenth of the table: a programme
    // filter then looks costly enough to compile, which took 460 of its 560 ms at 1,000,000 people
    await tx.execute(sql`SELECT set_config('jit', 'off', true)`);
    return selectRows(
      tx,
      SampleRow,
      sql`WITH size AS (
          SELECT least(100, 100.0 * ${SAMPLE_PAGES} / greatest(1, pg_relation_size('beneficiaries') / current_setting('block_size')::int))::float8 AS percent,
                 (SELECT reltuples FROM pg_class WHERE oid = 'beneficiaries'::regclass)::float8 AS rows)
        SELECT count(*) FILTER (WHERE ${where})::int AS hits, count(*)::int AS seen, size.percent, size.rows
        FROM beneficiaries TABLESAMPLE SYSTEM ((SELECT percent FROM size)) REPEATABLE (0), size
        GROUP BY size.percent, size.rows`,
    );
  });
  if (!row) return 0;
  const { hits, seen, percent, rows } = row;
  if (percent >= 100) return hits;
  // the share of people that match, times the people there are (the planner's count, kept by ANALYZE);
  // before the first ANALYZE, the pages' share instead
  return Math.round(rows > 0 && seen > 0 ? (hits / seen) * rows : (hits * 100) / percent);
}

/** An estimate is shown to two significant digits (1,23,456 → 1,20,000): it claims no more. */
function roundEstimate(n: number): number {
  if (n < 100) return n;
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/** The staff the "created by" filter offers, by name: the active ones, or everyone when `all`. */
export async function listStaff(db: Database, all: boolean): Promise<ListStaff[]> {
  return selectRows(
    db,
    ListStaffSchema,
    sql`SELECT user_id, emp_name FROM users ${all ? sql`` : sql`WHERE status_id = ${ACTIVE_STATUS_ID}`}
        ORDER BY lower(emp_name), user_id`,
  );
}
