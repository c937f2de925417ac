import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DASHBOARD_PATHS, type DashboardFilters } from '@portal/contract/dashboard';
import { SUMMARY_PATH } from '@portal/contract/summary';
import { TEAM_PATH } from '@portal/contract/team';
import { sql } from 'drizzle-orm';
import { type Database, listDatabase, queryRows } from '../apps/server/src/db/client.ts';
import {
  dashboardHeadline,
  dashboardPlaces,
  dashboardProgrammes,
  dashboardStaff,
  dashboardTrend,
  type ReadOptions,
} from '../apps/server/src/modules/dashboard/dashboard.service.ts';
import { indiaTime } from '../apps/server/src/modules/export/export.service.ts';
import { filterPlaces } from '../apps/server/src/modules/export/export-file-name.ts';
import { ExportNames, readListNames } from '../apps/server/src/modules/export/export-names.ts';
import { summaryTables } from '../apps/server/src/modules/summary/summary-sheets.ts';
import { getTeam } from '../apps/server/src/modules/team/team.service.ts';
import { type Engine, openBenchDatabase } from './bench-database.ts';
import { type LoadResult, loadDirect, loadTest } from './load.ts';
import { BENCH_READERS, benchReaders, benchTeamManager, seedBenchData } from './seed.ts';
import { peakRssMb, signInBenchAdmin, startServer } from './server-process.ts';

/**
 * Every dashboard call under each filter combination: through the API at 1 and 32 clients, and the
 * same figures counted by a plain GROUP BY over the people and their enrolments (the baseline, at
 * 1 client, directly). Target: p99 < 100 ms at 32 clients on PostgreSQL, at 1,000,000 and 10,000,000.
 */
const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    engines: { type: 'string', default: 'postgres,pglite' },
    seconds: { type: 'string', default: '3' },
    // the baseline's calls per figure at most (a plain GROUP BY over 10,000,000 people takes seconds)
    'baseline-calls': { type: 'string', default: '3' },
    only: { type: 'string' },
    database: { type: 'string', default: 'portal_bench_dashboard' },
    reuse: { type: 'boolean', default: false },
    // through the API only: the direct calls and the baseline left out (a run at 10,000,000 again)
    'api-only': { type: 'boolean', default: false },
  },
});
const ROWS = Number(args.rows);
const SECONDS = Number(args.seconds);

type Filters = Partial<DashboardFilters>;
const PARTS = {
  headline: (db: Database, f: DashboardFilters, o: ReadOptions) => dashboardHeadline(db, f, o),
  trend: (db: Database, f: DashboardFilters, o: ReadOptions) => dashboardTrend(db, f, o),
  places: dashboardPlaces,
  programmes: dashboardProgrammes,
  staff: dashboardStaff,
  // the summary's tables, as its download reads them (the file's writing is the export's)
  summary: async (db: Database, f: DashboardFilters, o: ReadOptions) => {
    const at = indiaTime(new Date());
    const names = new ExportNames('en-IN', await readListNames(db));
    return summaryTables(db, f, { names, places: await filterPlaces(db, f), at, today: at.slice(0, 10), ...o });
  },
} as const;
type Part = keyof typeof PARTS;
/** Each part's address: the dashboard's calls, and the summary's download as an .xlsx. */
const partUrl = (part: Part, filters: DashboardFilters) =>
  part === 'summary' ? `${SUMMARY_PATH}?format=xlsx&${query(filters)}` : `${DASHBOARD_PATHS[part]}?${query(filters)}`;

/** The filter combinations: each place level, a programme, a registrant, a quarter, and mixes of them. */
async function combinations(db: Database): Promise<[string, Filters][]> {
  const [place] = await queryRows<{ district_id: number; taluka_id: number; village_id: number }>(
    db,
    sql`SELECT district_id, taluka_id, village_id FROM beneficiaries ORDER BY beneficiary_id LIMIT 1`,
  );
  const [{ user_id: creator }] = await queryRows<{ user_id: number }>(
    db,
    sql`SELECT user_id FROM users WHERE work_email = 'bench-ff1@example.org'`,
  );
  const quarter = { created_from: '2024-04-01', created_to: '2024-06-30' };
  return [
    ['all of Karnataka', {}],
    ['a district', { district_id: place.district_id }],
    ['a taluk', { district_id: place.district_id, taluka_id: place.taluka_id }],
    ['a village', { district_id: place.district_id, taluka_id: place.taluka_id, village_id: place.village_id }],
    ['programme 1, Completed', { program_id: 1, enrollment_status: 5 }],
    ['the mutual fund', { program_id: 1, sub_program_id: 1 }],
    ['a registrant', { created_by: creator }],
    ['a quarter', quarter],
    ['a district, programme 2, a quarter', { district_id: place.district_id, program_id: 2, ...quarter }],
    ['a registrant in a district', { created_by: creator, district_id: place.district_id }],
    [
      'a registrant in a taluk, a quarter',
      { created_by: creator, district_id: place.district_id, taluka_id: place.taluka_id, ...quarter },
    ],
  ];
}

/**
 * The team's figures by a plain GROUP BY over the people and enrolments each member made, with their
 * uploads and last sign-in: the baseline of the team's call, which reads the kept counts.
 */
const teamByGroupBy = (db: Database, managerId: number) =>
  db.execute(sql`
    WITH team AS (SELECT user_id, emp_name FROM users WHERE manager_id = ${managerId}),
      week AS (SELECT (date_trunc('week', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata') AS since),
      month AS (SELECT (date_trunc('month', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata') AS since),
      registered AS (
        SELECT created_by, count(*) FILTER (WHERE created_at >= (SELECT since FROM week)) AS week,
          count(*) FILTER (WHERE created_at >= (SELECT since FROM month)) AS month, count(*) AS all_time
        FROM beneficiaries WHERE created_by IN (SELECT user_id FROM team) GROUP BY created_by),
      enrolled AS (
        SELECT created_by, count(*) FILTER (WHERE created_at >= (SELECT since FROM week)) AS week,
          count(*) FILTER (WHERE created_at >= (SELECT since FROM month)) AS month, count(*) AS all_time
        FROM beneficiary_programs WHERE created_by IN (SELECT user_id FROM team) AND deleted_at IS NULL
        GROUP BY created_by)
    SELECT t.*, r.*, e.*, (SELECT count(*) FROM uploads u WHERE u.uploaded_by = t.user_id) AS uploads
    FROM team t LEFT JOIN registered r ON r.created_by = t.user_id LEFT JOIN enrolled e ON e.created_by = t.user_id
    ORDER BY lower(t.emp_name), t.user_id`);

/** A measure not taken (`--api-only`): reported as —. */
const NOT_RUN: LoadResult = { p50: Number.NaN, p99: Number.NaN, rps: 0, errors: 0 };

/**
 * Waits until the server and its database answer a readiness check at once: the requests a load run
 * left behind (a slow call abandoned by its client is still served) must not be timed as the next run's.
 */
async function settled(baseUrl: string) {
  for (let i = 0; i < 600; i++) {
    const start = performance.now();
    await fetch(`${baseUrl}/readyz`).catch(() => undefined);
    if (performance.now() - start < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface Row {
  engine: string;
  combination: string;
  part: string;
  api1: LoadResult;
  api32: LoadResult | undefined;
  counts: LoadResult;
  /** none with --api-only */
  baseline: LoadResult | undefined;
}
const rows: Row[] = [];
const notes: string[] = [];
const ms = (v: number) => (Number.isNaN(v) ? '—' : v.toFixed(v < 10 ? 2 : 1));
const query = (f: Filters) => new URLSearchParams(Object.entries(f).map(([k, v]) => [k, String(v)])).toString();

/** At most `calls` calls (the first a warm-up), or `seconds`: a baseline call may take seconds. */
async function timed(run: () => Promise<unknown>, calls: number): Promise<LoadResult> {
  await run();
  const latencies: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    await run();
    latencies.push(performance.now() - start);
  }
  latencies.sort((a, b) => a - b);
  return { p50: latencies[Math.floor(latencies.length / 2)], p99: latencies.at(-1) ?? 0, rps: 0, errors: 0 };
}

async function measureEngine(engine: Engine) {
  const database = await openBenchDatabase(engine, args.database, { email: 'first@example.org', password: 'first-admin' }, 40, {
    reuse: args.reuse,
  });
  const { handle } = database;
  const seedStart = performance.now();
  await seedBenchData(handle, ROWS);
  const [{ n, cells }] = await queryRows<{ n: number; cells: number }>(
    handle.db,
    sql`SELECT (SELECT count(*)::int FROM beneficiaries) AS n, (SELECT count(*)::int FROM dashboard_counts) AS cells`,
  );
  notes.push(
    `${engine}: ${n.toLocaleString('en')} beneficiaries, ${cells.toLocaleString('en')} dashboard cells, seeded and counted in ${((performance.now() - seedStart) / 1000).toFixed(0)} s`,
  );
  const only = args.only === undefined ? undefined : new RegExp(args.only);
  const filterSets = await combinations(handle.db);
  const plan = filterSets.flatMap(([combination, filters]) =>
    (Object.keys(PARTS) as Part[]).map((part) => ({
      combination,
      filters: { status: 'active', ...filters } as DashboardFilters,
      part,
    })),
  );
  const chosen = plan.filter((p) => !only || only.test(`${p.combination} ${p.part}`));
  const direct = new Map<string, { counts: LoadResult; baseline: LoadResult | undefined }>();
  for (const p of chosen) {
    const read = PARTS[p.part];
    if (args['api-only']) {
      direct.set(`${p.combination}|${p.part}`, { counts: NOT_RUN, baseline: undefined });
      continue;
    }
    const counts = await loadDirect(() => read(listDatabase(handle.db), p.filters, {}), 1, SECONDS);
    const baseline = await timed(() => read(handle.db, p.filters, { source: 'base' }), Number(args['baseline-calls']));
    direct.set(`${p.combination}|${p.part}`, { counts, baseline });
    console.log(`${engine} ${p.combination} ${p.part}: counts p50 ${ms(counts.p50)} ms, GROUP BY p50 ${ms(baseline.p50)} ms`);
  }
  // the team: the bench administrator manages the twenty facilitators, who registered everyone
  const withTeam = !only || only.test('team');
  const managerId = await benchTeamManager(handle.db);
  const teamDirect = withTeam
    ? args['api-only']
      ? NOT_RUN
      : await loadDirect(() => getTeam(listDatabase(handle.db), managerId), 1, SECONDS)
    : undefined;
  const teamBaseline =
    withTeam && !args['api-only']
      ? await timed(() => teamByGroupBy(handle.db, managerId), Number(args['baseline-calls']))
      : undefined;
  const lifetime = { ttlHours: 12, idleMinutes: 120 };
  const readers = await benchReaders(handle.db, BENCH_READERS, lifetime);
  await handle.close();

  const server = await startServer(database.serverEnv);
  try {
    const token = await signInBenchAdmin(server.baseUrl);
    for (const p of chosen) {
      const url = `${server.baseUrl}/api/v1${partUrl(p.part, p.filters)}`;
      const api1 = await loadTest(url, token, 1, SECONDS);
      await settled(server.baseUrl);
      const api32 = engine === 'postgres' ? await loadTest(url, readers, 32, SECONDS) : undefined;
      await settled(server.baseUrl);
      const { counts, baseline } = direct.get(`${p.combination}|${p.part}`) as {
        counts: LoadResult;
        baseline: LoadResult | undefined;
      };
      rows.push({ engine, combination: p.combination, part: p.part, api1, api32, counts, baseline });
      console.log(`${engine} ${p.combination} ${p.part}: API p50 ${ms(api1.p50)} ms; x32 p99 ${ms(api32?.p99 ?? Number.NaN)} ms`);
    }
    if (teamDirect) {
      const url = `${server.baseUrl}/api/v1${TEAM_PATH}`;
      const api1 = await loadTest(url, token, 1, SECONDS);
      await settled(server.baseUrl);
      // 32 clients of one manager: the same team asked for at once
      const api32 = engine === 'postgres' ? await loadTest(url, token, 32, SECONDS) : undefined;
      await settled(server.baseUrl);
      rows.push({ engine, combination: '20 staff', part: 'team', api1, api32, counts: teamDirect, baseline: teamBaseline });
      console.log(`${engine} team: API p50 ${ms(api1.p50)} ms; x32 p99 ${ms(api32?.p99 ?? Number.NaN)} ms`);
    }
    notes.push(`${engine}: server peak RSS ${await peakRssMb(server.child.pid as number)} MB`);
  } finally {
    await server.stop();
    database.remove();
  }
}

function report(): string {
  return [
    `# Bench: dashboard (${ROWS.toLocaleString('en')} people, ${SECONDS} s per run)`,
    '',
    '| engine | filters | call | API p50 ms (1) | API p99 ms (1) | API p50 ms (32) | API p99 ms (32) | req/s (32) | counts p50 ms | GROUP BY p50 ms | GROUP BY / counts | failed (32) |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.engine} | ${r.combination} | ${r.part} | ${ms(r.api1.p50)} | ${ms(r.api1.p99)} | ${ms(r.api32?.p50 ?? Number.NaN)} | ${ms(r.api32?.p99 ?? Number.NaN)} | ${r.api32 ? r.api32.rps.toFixed(0) : '—'} | ${ms(r.counts.p50)} | ${r.baseline ? ms(r.baseline.p50) : '—'} | ${r.baseline ? (r.baseline.p50 / r.counts.p50).toFixed(1) : '—'} | ${r.api32?.errors ?? '—'} |`,
    ),
    '',
    ...notes.map((n) => `- ${n}`),
    '- counts: the service call as the route makes it, directly (no HTTP), at 1 client; GROUP BY: the same figures by a plain GROUP BY over the people and their live enrolments, directly, without the time limit.',
    '- 32 clients are 32 people (the bench readers), each call back to back; autocannon gives whole milliseconds.',
    '',
  ].join('\n');
}

for (const engine of args.engines.split(',') as Engine[]) await measureEngine(engine);
const text = report();
console.log(`\n${text}`);
const dir = path.join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, `dashboard-${ROWS}.md`), text);
process.exit(0);
