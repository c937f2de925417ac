/**
 * What leaving the lists (decision 039) costs the list: the list's pages and totals with the
 * condition that keeps out withdrawn and erased people, against the same without it (`counted`), in
 * the same run on the same database, with 0.1% of the people withdrawn or erased.
 * `tsx bench/leaving-filter.ts [--rows N]` under scripts/with-postgres.sh.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.ts';
import { filterCondition } from '../apps/server/src/modules/beneficiary/beneficiary-filters.ts';
import { openBenchDatabase } from './bench-database.ts';
import { seedBenchData } from './seed.ts';

const { values: args } = parseArgs({
  options: { rows: { type: 'string', default: '1000000' }, calls: { type: 'string', default: '200' } },
});
const rows = Number(args.rows);
const calls = Number(args.calls);
// the list bench's database when it ran before (npm run bench), else one seeded here
const database = await openBenchDatabase('postgres', 'portal_bench', { email: 'first@example.org', password: 'first-admin' }, 4, {
  reuse: true,
});
const { db } = database.handle;
const [{ n }] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM beneficiaries`);
if (n < rows) await seedBenchData(database.handle, rows);
await db.execute(sql`TRUNCATE withdrawals, erasures`);
await db.execute(sql`INSERT INTO withdrawals (beneficiary_id, withdrawn_on, channel, recorded_by)
  SELECT beneficiary_id, current_date, 'phone', created_by FROM beneficiaries WHERE beneficiary_id % 2000 = 0`);
await db.execute(sql`INSERT INTO erasures (beneficiary_id, reason)
  SELECT beneficiary_id, 'request' FROM beneficiaries WHERE beneficiary_id % 2000 = 1000`);
await db.execute(sql`ANALYZE withdrawals; ANALYZE erasures`);
const [{ creator }] = await queryRows<{ creator: number }>(
  db,
  sql`SELECT created_by AS creator FROM beneficiaries GROUP BY created_by ORDER BY count(*) DESC LIMIT 1`,
);

const filters = (mine: boolean) => ({ isChecked: mine ? 'false' : 'true', sort: 'newest' }) as never;
const scenarios = {
  'all, first page': (w: ReturnType<typeof sql>) =>
    sql`SELECT beneficiary_id FROM beneficiaries WHERE ${w} ORDER BY beneficiary_id DESC LIMIT 20`,
  'all, offset 3000': (w: ReturnType<typeof sql>) =>
    sql`SELECT beneficiary_id FROM beneficiaries WHERE ${w} ORDER BY beneficiary_id DESC LIMIT 20 OFFSET 3000`,
  'mine, offset 3000': (w: ReturnType<typeof sql>) =>
    sql`SELECT beneficiary_id FROM beneficiaries WHERE ${w} ORDER BY beneficiary_id DESC LIMIT 20 OFFSET 3000`,
  'mine, total (to 5,001)': (w: ReturnType<typeof sql>) =>
    sql`SELECT count(*) FROM (SELECT 1 FROM beneficiaries WHERE ${w} LIMIT 5001) s`,
};
const lines = ['| call | without ms (p50) | with ms (p50) | ratio |', '| --- | ---: | ---: | ---: |'];
for (const [name, query] of Object.entries(scenarios)) {
  const mine = name.startsWith('mine');
  const condition = (counted: boolean) => filterCondition(filters(mine), creator, sql.raw('beneficiaries'), { counted });
  const p50 = async (counted: boolean) => {
    const times: number[] = [];
    for (let i = 0; i < calls; i++) {
      const start = performance.now();
      await db.execute(query(condition(counted)));
      times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
  };
  // alternating rounds, so a slower moment of the machine falls on both sides
  let without = 0;
  let withIt = 0;
  for (let round = 0; round < 3; round++) {
    without += await p50(true);
    withIt += await p50(false);
  }
  lines.push(`| ${name} | ${(without / 3).toFixed(2)} | ${(withIt / 3).toFixed(2)} | ${(withIt / without).toFixed(2)} |`);
}
console.log(`${rows.toLocaleString('en-IN')} people, 0.1% withdrawn or erased\n\n${lines.join('\n')}`);
await db.execute(sql`TRUNCATE withdrawals, erasures`);
await database.handle.close();
