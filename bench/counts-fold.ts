import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { DashboardFilters } from '@portal/contract/dashboard';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, queryRows } from '../apps/server/src/db/client.ts';
import { foldCounts } from '../apps/server/src/modules/dashboard/counts-fold.ts';
import {
  dashboardHeadline,
  dashboardPlaces,
  dashboardStaff,
  dashboardTrend,
} from '../apps/server/src/modules/dashboard/dashboard.service.ts';
import { getTeam } from '../apps/server/src/modules/team/team.service.ts';
import { openBenchDatabase } from './bench-database.ts';
import { type LoadResult, loadDirect } from './load.ts';
import { BENCH_ADMIN, benchTeamManager } from './seed.ts';

/**
 * What the writers' shards cost the dashboard's reads, and what the hourly fold gives back (decision
 * 047), on PostgreSQL: on a copy of a seeded bench database (`--database`, e.g. one `bench/dashboard.ts
 * --reuse` left), whose counts a rebuild left in one row a cell, the calls are timed; then `--writes`
 * single-row writes, each its own transaction as staff make them (a person deactivated or reactivated,
 * an enrolment's status changed), spread the cells they touch over the writers' shards, and the calls
 * are timed again; then once more after a fold.
 */
const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'portal_bench_dashboard' },
    writes: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '3' },
  },
});
const SECONDS = Number(args.seconds);
const COPY = `${args.database}_fold`;

const base = process.env.DATABASE_URL;
if (!base) throw new Error('DATABASE_URL is needed: the cluster that holds --database');

async function cluster(statement: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const CALLS: [string, (db: Database, managerId: number) => Promise<unknown>][] = [
  ['headline, all of Karnataka', (db) => dashboardHeadline(db, { status: 'active' } as DashboardFilters, {})],
  ['trend, all of Karnataka', (db) => dashboardTrend(db, { status: 'active' } as DashboardFilters, {})],
  ['places, all of Karnataka', (db) => dashboardPlaces(db, { status: 'active' } as DashboardFilters, {})],
  ['staff, all of Karnataka', (db) => dashboardStaff(db, { status: 'active' } as DashboardFilters, {})],
  ['team of twenty', (db, managerId) => getTeam(db, managerId)],
];

const ms = (v: number) => v.toFixed(v < 10 ? 2 : 1);

async function main() {
  await cluster(`DROP DATABASE IF EXISTS ${COPY} WITH (FORCE)`);
  await cluster(`CREATE DATABASE ${COPY} TEMPLATE ${args.database}`);
  const { handle } = await openBenchDatabase('postgres', COPY, BENCH_ADMIN, 4, { reuse: true });
  const db = handle.db;
  try {
    const managerId = await benchTeamManager(db);
    // the copy's own fold, at its start by openBenchDatabase, may leave nothing to fold: from here on only ours
    await foldCounts(db);
    const rows = async () => {
      const [r] = await queryRows<{ rows: number; unfolded: number }>(
        db,
        sql`SELECT count(*)::int AS rows, count(*) FILTER (WHERE shard <> 0)::int AS unfolded FROM dashboard_counts`,
      );
      return r;
    };
    const timings = async () => {
      const out: LoadResult[] = [];
      for (const [, call] of CALLS) out.push(await loadDirect(() => call(db, managerId), 1, SECONDS));
      return out;
    };
    const states: { name: string; rows: { rows: number; unfolded: number }; timings: LoadResult[]; seconds?: number }[] = [];
    states.push({ name: 'as rebuilt (one row a cell)', rows: await rows(), timings: await timings() });

    await db.execute(sql`CREATE OR REPLACE PROCEDURE bench_scattered_writes(n integer) LANGUAGE plpgsql AS $$
      DECLARE
        last_person integer := (SELECT max(beneficiary_id) FROM beneficiaries);
        last_enrolment integer := (SELECT max(beneficiary_program_id) FROM beneficiary_programs);
        -- drawn before the statement: random() in its WHERE would be drawn again for every row read
        chosen integer;
      BEGIN
        FOR i IN 1..n LOOP
          IF i % 2 = 0 THEN
            chosen := 1 + floor(random() * last_person)::integer;
            UPDATE beneficiaries SET status_id = 3 - status_id WHERE beneficiary_id = chosen;
          ELSE
            chosen := 1 + floor(random() * last_enrolment)::integer;
            UPDATE beneficiary_programs SET enrollment_status = 9 - enrollment_status WHERE beneficiary_program_id = chosen;
          END IF;
          COMMIT;
        END LOOP;
      END $$`);
    const writeStart = performance.now();
    await db.execute(sql`CALL bench_scattered_writes(${Number(args.writes)})`);
    const writeSeconds = (performance.now() - writeStart) / 1000;
    states.push({
      name: `after ${Number(args.writes).toLocaleString('en')} writes`,
      rows: await rows(),
      timings: await timings(),
      seconds: writeSeconds,
    });

    const foldStart = performance.now();
    while ((await foldCounts(db)) > 0);
    const foldSeconds = (performance.now() - foldStart) / 1000;
    // the rows the fold deleted, as autovacuum would clear them
    const vacuumStart = performance.now();
    await db.execute(sql`VACUUM (ANALYZE) dashboard_counts`);
    const vacuumSeconds = (performance.now() - vacuumStart) / 1000;
    states.push({ name: 'folded', rows: await rows(), timings: await timings(), seconds: foldSeconds });

    const [{ people }] = await queryRows<{ people: number }>(db, sql`SELECT count(*)::int AS people FROM beneficiaries`);
    const lines = [
      `# Bench: the counts' fold (${people.toLocaleString('en')} people, PostgreSQL, ${SECONDS} s per call)`,
      '',
      `| call | ${states.map((s) => `${s.name}, p50 ms`).join(' | ')} |`,
      `| --- | ${states.map(() => '---:').join(' | ')} |`,
      ...CALLS.map(([name], i) => `| ${name} | ${states.map((s) => ms(s.timings[i].p50)).join(' | ')} |`),
      `| rows of dashboard_counts (of them in writers' shards) | ${states.map((s) => `${s.rows.rows.toLocaleString('en')} (${s.rows.unfolded.toLocaleString('en')})`).join(' | ')} |`,
      '',
      `- The writes took ${states[1].seconds?.toFixed(1)} s; the fold ${states[2].seconds?.toFixed(1)} s, then \`VACUUM (ANALYZE) dashboard_counts\` ${vacuumSeconds.toFixed(1)} s.`,
      '- Each call directly (no HTTP), at 1 client, the service function the route calls.',
    ];
    const report = lines.join('\n');
    console.log(report);
    const dir = path.join(import.meta.dirname, 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'counts-fold.md'), `${report}\n`);
  } finally {
    await handle.close();
    await cluster(`DROP DATABASE IF EXISTS ${COPY} WITH (FORCE)`);
  }
}

await main();
