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
 * What the audit record costs a registration: the registration as the portal runs it (the person and
 * their audit record in one statement) against the same registration without the audit record (the
 * statement before the audit existed), one at a time, alternating in rounds so that both see the
 * same machine. Target: the audit adds at most 1 ms at p50.
 */
const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    engines: { type: 'string', default: 'postgres,pglite' },
    registrations: { type: 'string', default: '2000' },
  },
});
const ROUNDS = 10;

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

async function measure(engine: Engine): Promise<string> {
  const bench = await openBenchDatabase(
    engine,
    'portal_bench_register',
    { email: 'first@example.org', password: 'first-admin' },
    4,
  );
  try {
    const { db } = bench.handle;
    await seedBenchData(bench.handle, Number(args.rows));
    const [place] = await queryRows<{ district_id: number; taluka_id: number; village_id: number }>(
      db,
      sql`SELECT district_id, taluka_id, village_id FROM villages ORDER BY village_id LIMIT 1`,
    );
    const [{ user_id: userId }] = await queryRows<{ user_id: number }>(db, sql`SELECT min(user_id) AS user_id FROM users`);
    const timings = { audited: [] as number[], plain: [] as number[] };
    const perRound = Math.ceil(Number(args.registrations) / ROUNDS);
    // a warm-up of each, not counted
    for (let i = 0; i < 50; i++) {
      await registerBeneficiary(db, person(place), userId);
      await registerWithoutAudit(db, person(place), userId);
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of round % 2 === 0 ? (['audited', 'plain'] as const) : (['plain', 'audited'] as const)) {
        for (let i = 0; i < perRound; i++) {
          const input = person(place);
          const start = performance.now();
          if (kind === 'audited') await registerBeneficiary(db, input, userId);
          else await registerWithoutAudit(db, input, userId);
          timings[kind].push(performance.now() - start);
        }
      }
    }
    const line = (kind: 'audited' | 'plain') => {
      const sorted = [...timings[kind]].sort((a, b) => a - b);
      return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
    };
    const audited = line('audited');
    const plain = line('plain');
    return `| ${engine} | ${plain.p50.toFixed(3)} | ${audited.p50.toFixed(3)} | ${(audited.p50 - plain.p50).toFixed(3)} | ${plain.p99.toFixed(3)} | ${audited.p99.toFixed(3)} |`;
  } finally {
    await bench.handle.close();
    bench.remove();
  }
}

const lines = [
  `Registration with and without its audit record, ${args.registrations} each, one at a time, at ${args.rows} beneficiaries.`,
  '',
  '| engine | p50 ms, no audit | p50 ms, with audit | audit adds at p50 (target ≤ 1 ms) | p99 ms, no audit | p99 ms, with audit |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
];
for (const engine of args.engines.split(',') as Engine[]) lines.push(await measure(engine));
const report = lines.join('\n');
console.log(report);
mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(path.join(import.meta.dirname, 'results', 'register.md'), `${report}\n`);
