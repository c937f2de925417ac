import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BeneficiaryCreate } from '@portal/contract/beneficiary';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../apps/server/src/db/client.ts';
import { placeOf, registerBeneficiary } from '../apps/server/src/modules/beneficiary/beneficiary-register.service.ts';
import { type Engine, openBenchDatabase } from './bench-database.ts';
import { seedBenchData } from './seed.ts';

/**
 * What the audit record and the dashboard's counts cost a registration: the registration as the
 * portal runs it (the person, their audit record, and the counts' trigger) against the same without
 * the counts (the trigger off) and without the audit record either (the statement before the audit
 * existed), one at a time, alternating in rounds so that all see the same machine. Targets: the audit
 * adds at most 1 ms at p50, and so do the counts. Then, on PostgreSQL, 32 registrations at once in one
 * village, with the counts and without: the counts' hot cells must not queue them (p99).
 */
const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    engines: { type: 'string', default: 'postgres,pglite' },
    registrations: { type: 'string', default: '2000' },
  },
});
const ROUNDS = 10;
const CONCURRENT = 32;
const COUNTS_TRIGGER = sql`dashboard_people_added`;
const counting = (db: Database, on: boolean) =>
  db.execute(sql`ALTER TABLE beneficiaries ${on ? sql`ENABLE` : sql`DISABLE`} TRIGGER ${COUNTS_TRIGGER}`);

/** The registration before the audit: the same checks, the person alone. */
async function registerWithoutAudit(db: Database, sent: BeneficiaryCreate, userId: number): Promise<void> {
  const input = await placeOf(db, sent);
  await db.execute(sql`INSERT INTO beneficiaries (first_name, last_name, gender_id, aadhaar_no, dob, mobile_no, email_id,
      permanent_address, pincode, state_id, district_id, taluka_id, village_id, total_family_members,
      beneficiary_annual_source_id, created_by)
    VALUES (${input.first_name}, ${input.last_name ?? null}, ${input.gender_id}, ${input.aadhaar_no ?? null}, ${input.dob},
      ${input.mobile_no}, ${input.email_id ?? null}, ${input.permanent_address ?? null}, ${input.pincode ?? null},
      ${input.state_id}, ${input.district_id}, ${input.taluka_id}, ${input.village_id}, ${input.total_family_members},
      ${input.beneficiary_annual_source_id}, ${userId})
    ON CONFLICT DO NOTHING RETURNING beneficiary_id`);
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
let counter = 0;
/** A new person each time: letters-only names never used before. */
function person(place: { district_id: number; taluka_id: number; village_id: number }): BeneficiaryCreate {
  counter += 1;
  let n = counter;
  let suffix = '';
  while (n > 0) {
    suffix += LETTERS[n % 26];
    n = Math.floor(n / 26);
  }
  return {
    first_name: `Benchreg${suffix}`,
    last_name: 'Gowda',
    gender_id: 2,
    aadhaar_no: String(1000 + (counter % 9000)),
    dob: '1990-05-17',
    mobile_no: String(9_000_000_000 + counter),
    email_id: undefined,
    permanent_address: 'House 4, Temple Street',
    pincode: '560001',
    state_id: 1,
    ...place,
    total_family_members: 4,
    beneficiary_annual_source_id: 2,
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function measure(engine: Engine): Promise<{ single: string; concurrent?: string }> {
  const bench = await openBenchDatabase(
    engine,
    'portal_bench_register',
    { email: 'first@example.org', password: 'first-admin' },
    CONCURRENT + 4,
  );
  try {
    const { db } = bench.handle;
    await seedBenchData(bench.handle, Number(args.rows));
    const [place] = await queryRows<{ district_id: number; taluka_id: number; village_id: number }>(
      db,
      sql`SELECT district_id, taluka_id, village_id FROM villages ORDER BY village_id LIMIT 1`,
    );
    const [{ user_id: userId }] = await queryRows<{ user_id: number }>(db, sql`SELECT min(user_id) AS user_id FROM users`);
    const kinds = ['portal', 'audited', 'plain'] as const;
    type Kind = (typeof kinds)[number];
    const timings: Record<Kind, number[]> = { portal: [], audited: [], plain: [] };
    const register = (kind: Kind) =>
      kind === 'plain' ? registerWithoutAudit(db, person(place), userId) : registerBeneficiary(db, person(place), userId);
    const perRound = Math.ceil(Number(args.registrations) / ROUNDS);
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of round % 2 === 0 ? kinds : [...kinds].reverse()) {
        await counting(db, kind === 'portal');
        // a warm-up of each kind after its switch, not counted
        for (let i = 0; i < 10; i++) await register(kind);
        for (let i = 0; i < perRound; i++) {
          const start = performance.now();
          await register(kind);
          timings[kind].push(performance.now() - start);
        }
      }
    }
    await counting(db, true);
    const line = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
    };
    const [portal, audited, plain] = kinds.map((kind) => line(timings[kind]));
    const single = `| ${engine} | ${plain.p50.toFixed(3)} | ${audited.p50.toFixed(3)} | ${portal.p50.toFixed(3)} | ${(audited.p50 - plain.p50).toFixed(3)} | ${(portal.p50 - audited.p50).toFixed(3)} | ${plain.p99.toFixed(3)} | ${audited.p99.toFixed(3)} | ${portal.p99.toFixed(3)} |`;
    if (engine !== 'postgres') return { single };
    // 32 registrations at once in one village, each loop one after another, with the counts and without
    const together: Record<'with' | 'without', number[]> = { with: [], without: [] };
    for (let round = 0; round < 4; round++) {
      const kind = round % 2 === 0 ? 'with' : 'without';
      await counting(db, kind === 'with');
      await Promise.all(
        Array.from({ length: CONCURRENT }, async () => {
          for (let i = 0; i < 25; i++) {
            const start = performance.now();
            await registerBeneficiary(db, person(place), userId);
            together[kind].push(performance.now() - start);
          }
        }),
      );
    }
    await counting(db, true);
    const withCounts = line(together.with);
    const withoutCounts = line(together.without);
    return {
      single,
      concurrent: `| ${engine} | ${withoutCounts.p50.toFixed(2)} | ${withCounts.p50.toFixed(2)} | ${withoutCounts.p99.toFixed(2)} | ${withCounts.p99.toFixed(2)} |`,
    };
  } finally {
    await bench.handle.close();
    bench.remove();
  }
}

const results: { single: string; concurrent?: string }[] = [];
for (const engine of args.engines.split(',') as Engine[]) results.push(await measure(engine));
const report = [
  `Registration without its audit record, with it, and with the dashboard's counts too (as the portal registers), ${args.registrations} each, one at a time, at ${args.rows} beneficiaries.`,
  '',
  '| engine | p50 ms, no audit | p50 ms, audit | p50 ms, audit and counts | audit adds at p50 (≤ 1 ms) | counts add at p50 (≤ 1 ms) | p99 ms, no audit | p99 ms, audit | p99 ms, audit and counts |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.map((r) => r.single),
  '',
  `${CONCURRENT} registrations at once in one village (${CONCURRENT} loops of 25, two rounds each), with the counts and without:`,
  '',
  '| engine | p50 ms, no counts | p50 ms, counts | p99 ms, no counts | p99 ms, counts |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...results.flatMap((r) => (r.concurrent ? [r.concurrent] : [])),
].join('\n');
console.log(report);
mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(path.join(import.meta.dirname, 'results', 'register.md'), `${report}\n`);
