import { sql } from 'drizzle-orm';
import { createUser } from '../apps/server/src/accounts/users.ts';
import { type DatabaseHandle, queryRows } from '../apps/server/src/db/client.ts';
import { insertSyntheticBeneficiaries } from '../apps/server/src/db/seed/synthetic-beneficiaries.ts';

export const BENCH_ADMIN = { email: 'bench-admin@example.org', password: 'bench-admin-secret' };
const BATCH = 250_000;

/**
 * 1,000,000 beneficiaries over the real villages, created by 20 field facilitators and the
 * administrator, ~1.5 enrolments each. The search indexes are built after the rows, as a bulk
 * load would.
 */
export async function seedBenchData(handle: DatabaseHandle, rows: number): Promise<void> {
  const { db } = handle;
  const [{ n }] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM beneficiaries`);
  if (n >= rows) return;
  const admin = await createUser(db, {
    email: BENCH_ADMIN.email,
    name: 'Bench Administrator',
    roleName: 'Administrator',
    password: BENCH_ADMIN.password,
  });
  const creators = [admin.userId];
  for (let i = 1; i <= 20; i++) {
    const ff = await createUser(db, {
      email: `bench-ff${i}@example.org`,
      name: `Bench Facilitator ${i}`,
      roleName: 'Field Facilitator',
      password: 'bench-ff-secret',
    });
    creators.push(ff.userId);
  }
  await db.execute(sql`DROP INDEX IF EXISTS beneficiaries_name_latin_trgm_idx`);
  await db.execute(sql`DROP INDEX IF EXISTS beneficiaries_digit_grams_idx`);
  for (let done = 0, batch = 0; done < rows; done += BATCH, batch++) {
    await insertSyntheticBeneficiaries(db, {
      count: Math.min(BATCH, rows - done),
      creatorIds: creators,
      seed: batch * 7_777_777,
    });
  }
  await db.execute(sql`CREATE INDEX beneficiaries_name_latin_trgm_idx ON beneficiaries USING gin (name_latin gin_trgm_ops)`);
  await db.execute(
    sql`CREATE INDEX beneficiaries_digit_grams_idx ON beneficiaries USING gin (beneficiary_digit_grams(mobile_no, aadhaar_no, pincode))`,
  );
  // as autovacuum would after a bulk load: statistics, and the visibility map for index-only scans
  await db.execute(sql`VACUUM (ANALYZE)`);
}
