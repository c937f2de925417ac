import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createSession, findSession } from '../apps/server/src/accounts/sessions.ts';
import { listDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { type Engine, openBenchDatabase } from './bench-database.ts';
import { bundleSizeTable } from './bundle-size.ts';
import { listScenarios } from './list-scenarios.ts';
import { type LoadResult, loadDirect, loadTest } from './load.ts';
import { BENCH_ADMIN, BENCH_READERS, benchReaders, seedBenchData } from './seed.ts';
import { peakRssMb, signInBenchAdmin, startServer } from './server-process.ts';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    engines: { type: 'string', default: 'postgres,pglite' },
    seconds: { type: 'string', default: '8' },
    // only the calls whose name matches this regular expression (e.g. 'yashod|spelling|mobile written')
    only: { type: 'string' },
    // PostgreSQL: the database of this name, kept from an earlier run when it holds the rows already
    database: { type: 'string', default: 'portal_bench' },
    reuse: { type: 'boolean', default: false },
  },
});
const ROWS = Number(args.rows);
const SECONDS = Number(args.seconds);
const CLIENTS = [1, 32];

interface Row {
  engine: string;
  scenario: string;
  clients: number;
  api: LoadResult;
  sql: LoadResult;
  /** the session check every call makes first, run directly at the same concurrency */
  session: LoadResult | undefined;
}
const results: Row[] = [];
const notes: string[] = [];

const ms = (v: number) => v.toFixed(v < 10 ? 2 : 1);

async function measureEngine(engine: Engine) {
  const database = await openBenchDatabase(engine, args.database, { email: 'first@example.org', password: 'first-admin' }, 40, {
    reuse: args.reuse,
  });
  const { handle } = database;
  const seedStart = performance.now();
  await seedBenchData(handle, ROWS);
  const [{ n, e }] = await queryRows<{ n: number; e: number }>(
    handle.db,
    sql`SELECT (SELECT count(*)::int FROM beneficiaries) AS n, (SELECT count(*)::int FROM beneficiary_programs) AS e`,
  );
  notes.push(
    `${engine}: ${n.toLocaleString('en')} beneficiaries, ${e.toLocaleString('en')} enrolments, seeded in ${((performance.now() - seedStart) / 1000).toFixed(0)} s`,
  );
  const [{ user_id: adminId }] = await queryRows<{ user_id: number }>(
    handle.db,
    sql`SELECT user_id FROM users WHERE work_email = ${BENCH_ADMIN.email}`,
  );
  const only = args.only === undefined ? undefined : new RegExp(args.only);
  const scenarios = (await listScenarios(handle.db, adminId)).filter((s) => !only || only.test(s.name));
  const lifetime = { ttlHours: 12, idleMinutes: 120 };
  const { token: directToken } = await createSession(handle.db, adminId, lifetime);
  // one person per client: the portal runs at most LIST_CALLS_PER_USER list calls of one person at once
  const readers = await benchReaders(handle.db, BENCH_READERS, lifetime);

  // direct SQL first: PGlite is single-process, so the server may open the folder only afterwards
  const direct = new Map<string, LoadResult>();
  const sessionCheck = await loadDirect(() => findSession(handle.db, directToken, lifetime), 1, SECONDS);
  notes.push(`${engine}: the session check alone, directly at 1 client: ${ms(1000 / sessionCheck.rps)} ms a call`);
  for (const s of scenarios) {
    for (const clients of CLIENTS) {
      if (engine === 'pglite' && clients > 1) continue;
      // on the list's own database, as the API runs them: a statement past the list's time limit stops there
      direct.set(`${s.name}|${clients}`, await loadDirect(() => s.direct(listDatabase(handle.db)), clients, SECONDS));
    }
  }
  await handle.close();

  const server = await startServer(database.serverEnv);
  try {
    const token = await signInBenchAdmin(server.baseUrl);
    for (const s of scenarios) {
      for (const clients of CLIENTS) {
        const api = await loadTest(`${server.baseUrl}${s.path}`, clients === 1 ? token : readers, clients, SECONDS);
        const sqlResult = direct.get(`${s.name}|${clients}`) ?? { p50: Number.NaN, p99: Number.NaN, rps: Number.NaN, errors: 0 };
        results.push({
          engine,
          scenario: s.name,
          clients,
          api,
          sql: sqlResult,
          session: clients === 1 ? sessionCheck : undefined,
        });
        console.log(
          `${engine} ${s.name} x${clients}: p50 ${ms(api.p50)} ms, p99 ${ms(api.p99)} ms, ${api.rps.toFixed(0)} req/s, errors ${api.errors}; SQL p50 ${ms(sqlResult.p50)} ms, errors ${sqlResult.errors}`,
        );
      }
    }
    notes.push(`${engine}: server peak RSS ${await peakRssMb(server.child.pid as number)} MB`);
  } finally {
    await server.stop();
    database.remove();
  }
}

function report(): string {
  const lines = [
    `# Bench: beneficiary list, search and details (${ROWS.toLocaleString('en')} rows, ${SECONDS} s per run)`,
    '',
    '| engine | call | clients | API p50 ms | API p99 ms | API req/s | SQL p50 ms | SQL p99 ms | SQL req/s | API/SQL | API/(SQL + session check) | failed API / SQL |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map((r) => {
      const none = Number.isNaN(r.sql.rps) || r.scenario.startsWith('health');
      // each client runs calls back to back, so the ratio of throughputs is the ratio of mean times
      const ratio = none ? '—' : (r.sql.rps / r.api.rps).toFixed(2);
      const withSession = none || !r.session ? '—' : (1 / r.api.rps / (1 / r.sql.rps + 1 / r.session.rps)).toFixed(2);
      const sqlCell = (v: number) => (Number.isNaN(v) ? '—' : ms(v));
      return `| ${r.engine} | ${r.scenario} | ${r.clients} | ${ms(r.api.p50)} | ${ms(r.api.p99)} | ${r.api.rps.toFixed(0)} | ${sqlCell(r.sql.p50)} | ${sqlCell(r.sql.p99)} | ${Number.isNaN(r.sql.rps) ? '—' : r.sql.rps.toFixed(0)} | ${ratio} | ${withSession} | ${r.api.errors} / ${none ? '—' : r.sql.errors} |`;
    }),
    '',
    ...notes.map((n) => `- ${n}`),
    "- SQL: the same service function the route calls, on the list's own pool in the bench process (no HTTP, no session check), whose statements stop at the list's time limit as the API's do.",
    '- Failed: calls answered with an error (the API: 503 past the time limit, 429 beyond the per-person limit) or, directly, stopped at the time limit; their latencies are in the percentiles.',
    '- API/SQL: mean time of a call through the API over the same service call run directly (ratio of throughputs). API/(SQL + session check): the same with the per-call session check (read fresh from the database on every call, SECURITY.md) added to the direct side, at 1 client.',
    '- API latencies come from autocannon in whole milliseconds; at 1 client the req/s column is the precise figure (mean ms = 1000 / req/s).',
    '- PGlite runs every query on one connection, so its direct SQL is measured at 1 client only.',
    '',
    '## First load of the web app',
    '',
    bundleSizeTable(),
    '',
  ];
  return lines.join('\n');
}

for (const engine of args.engines.split(',') as Engine[]) await measureEngine(engine);
const text = report();
console.log(`\n${text}`);
const dir = path.join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'list-search.md'), text);
process.exit(0);
