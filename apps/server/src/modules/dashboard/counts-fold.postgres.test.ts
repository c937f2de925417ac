import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmptyDatabase, openEmptyDatabase } from '../../../test/empty-database.ts';
import { queryRows } from '../../db/client.ts';
import { applyMigrations } from '../../db/migrate.ts';
import { foldCounts } from './counts-fold.ts';

// The fold among other connections (decision 047): it never waits for a writer's row, and of several
// processes folding at once one does the work.

let database: EmptyDatabase;
beforeAll(async () => {
  database = await openEmptyDatabase();
  await applyMigrations(database.handle, database.connectionString);
});
afterAll(() => database?.close());

/** A state-wide cell (grain 7) of each of `days` days from `first`, a row of `people` in each of `shards` writers' shards. */
const written = (first: string, days: number, shards: number, people: number) =>
  database.handle.db.execute(
    sql`INSERT INTO dashboard_counts AS c (grain, program_id, sub_program_id, enrollment_status, mutual_fund_duration,
          mutual_fund_type_id, creator_id, district_id, taluka_id, village_id, day, status_id, shard, people, enrolments, amount)
        SELECT 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, ${first}::date + d, 1, s, ${people}, 0, 0
        FROM generate_series(0, ${days - 1}) d, generate_series(1, ${shards}) s
        ON CONFLICT ON CONSTRAINT dashboard_counts_pkey DO UPDATE SET people = c.people + excluded.people`,
  );
const cell = async (day: string) => {
  const rows = await queryRows<{ shard: number; people: number }>(
    database.handle.db,
    sql`SELECT shard, people FROM dashboard_counts WHERE grain = 7 AND day = ${day}::date ORDER BY shard`,
  );
  return rows.map((r) => [r.shard, r.people]);
};

describe('the fold on PostgreSQL', () => {
  it('passes over a row a writer holds without waiting, and takes it at the next fold', async () => {
    await written('2026-01-01', 1, 2, 1);
    const writer = new pg.Client({ connectionString: database.connectionString });
    await writer.connect();
    try {
      await writer.query('BEGIN');
      await writer.query(`UPDATE dashboard_counts SET people = people + 10 WHERE day = '2026-01-01' AND shard = 1`);
      const fold = foldCounts(database.handle.db);
      const waited = new Promise((resolve) => setTimeout(() => resolve('waited'), 10_000));
      expect(await Promise.race([fold, waited])).toBe(1);
      expect(await cell('2026-01-01')).toEqual([
        [0, 1],
        [1, 1],
      ]);
      await writer.query('COMMIT');
    } finally {
      await writer.end();
    }
    expect(await foldCounts(database.handle.db)).toBe(1);
    expect(await cell('2026-01-01')).toEqual([[0, 12]]);
  });

  it('of two processes folding at once, one folds: every row once', async () => {
    // more rows than a batch: 100 days of a cell, each in all 63 shards
    await written('2025-01-01', 100, 63, 2);
    const [a, b] = await Promise.all([foldCounts(database.handle.db), foldCounts(database.handle.db)]);
    expect(a + b).toBe(100 * 63);
    const [folded] = await queryRows<{ rows: number; people: number; least: number }>(
      database.handle.db,
      sql`SELECT count(*)::int AS rows, sum(people)::int AS people, min(people)::int AS least FROM dashboard_counts
          WHERE day BETWEEN '2025-01-01' AND '2025-04-10'`,
    );
    expect(folded).toEqual({ rows: 100, people: 100 * 126, least: 126 });
  });
});
