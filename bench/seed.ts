import { availableParallelism } from 'node:os';
import { sql } from 'drizzle-orm';
import { createSession } from '../apps/server/src/accounts/sessions.ts';
import { createUser } from '../apps/server/src/accounts/users.ts';
import { type Database, type DatabaseHandle, queryRows } from '../apps/server/src/db/client.ts';
import { insertSyntheticBeneficiaries } from '../apps/server/src/db/seed/synthetic-beneficiaries.ts';

export const BENCH_ADMIN = { email: 'bench-admin@example.org', password: 'bench-admin-secret' };
/**
 * Administrators who have registered their share of the people too: the clients of a run at more
 * than one client are as many people (the portal runs at most LIST_CALLS_PER_USER list calls of one
 * person at once), and each one's own list is like the administrator's.
 */
export const BENCH_READERS = 32;
export const benchReaderEmail = (i: number) => `bench-reader${i}@example.org`;
const BATCH = 250_000;
const DEADLOCK = '40P01';

/** The days the bench's registrations are spread over: the dashboard's weeks and months hold them. */
const SPREAD_DAYS = 700;

/**
 * `rows` beneficiaries over the real villages, created by 20 field facilitators, the administrator
 * and the readers, ~1.5 enrolments each, registered over SPREAD_DAYS days. The indexes other than the
 * keys are built after the rows, as a bulk load would; the dashboard's counts, whose triggers the load
 * leaves out, are counted after them.
 */
export async function seedBenchData(handle: DatabaseHandle, rows: number): Promise<void> {
  const { db } = handle;
  // seeded before (a database kept with --reuse): a few of the rows drew a person already there, so
  // the count is a little under `rows`
  const seeded = await queryRows(db, sql`SELECT 1 FROM users WHERE work_email = ${BENCH_ADMIN.email}`);
  if (seeded.length > 0) return;
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
  for (let i = 1; i <= BENCH_READERS; i++) {
    const reader = await createUser(db, {
      email: benchReaderEmail(i),
      name: `Bench Reader ${i}`,
      roleName: 'Administrator',
      password: 'bench-reader-secret',
    });
    creators.push(reader.userId);
  }
  // every index the load does not need (not a key: the rows are checked against those) is built after it
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
        FROM pg_index i WHERE i.indrelid IN ('beneficiaries'::regclass, 'beneficiary_programs'::regclass)
          AND NOT i.indisunique AND NOT i.indisprimary`,
  );
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX ${index.name}`));
  const batches = Array.from({ length: Math.ceil(rows / BATCH) }, (_, batch) => ({
    count: Math.min(BATCH, rows - batch * BATCH),
    creatorIds: creators,
    seed: batch * 7_777_777,
    spreadDays: SPREAD_DAYS,
  }));
  type Batch = (typeof batches)[number];
  // the generated rows point at existing places, look-ups and users by construction: the foreign
  // keys' row-by-row checks (a third of the load's time) are left out, as a restore does
  const withoutChecks = await isSuperuser(db);
  const load = (options: Batch) =>
    db.transaction(async (tx) => {
      if (withoutChecks) await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await insertSyntheticBeneficiaries(tx, options);
    });
  // one batch per core at a time: an INSERT … SELECT runs on one core. Each batch is one transaction,
  // so another sees its people and their enrolments together or not at all (its enrolments go to the
  // people it does not see enrolled). Two batches that drew the same people (name, birth date,
  // Aadhaar; a few per pair) wait for each other's rows; when that is a deadlock the database ends
  // one of them, which goes again once the others are in, alone.
  const deadlocked: Batch[] = [];
  const loaders = Array.from({ length: Math.min(availableParallelism(), batches.length) }, async () => {
    for (let options = batches.shift(); options; options = batches.shift()) {
      await load(options).catch((error: unknown) => {
        if (sqlState(error) !== DEADLOCK) throw error;
        deadlocked.push(options);
      });
    }
  });
  await Promise.all(loaders);
  for (const options of deadlocked) await load(options);
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  // the triggers were off with the checks: what they keep is made from the rows
  if (withoutChecks) await db.execute(sql`SELECT dashboard_rebuild(), enrolment_author_rebuild(), person_names_rebuild()`);
  // as autovacuum would after a bulk load: statistics, and the visibility map for index-only scans
  await db.execute(sql`VACUUM (ANALYZE)`);
}

/** Only a superuser may turn the foreign keys' checks off for a session (the bench's own cluster is one). */
async function isSuperuser(db: Database): Promise<boolean> {
  const [{ on }] = await queryRows<{ on: string }>(db, sql`SELECT current_setting('is_superuser') AS on`);
  return on === 'on';
}

const sqlState = (error: unknown): string | undefined => {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code ?? cause.cause?.code;
};

/** The bench's team: the administrator manages the twenty facilitators, who registered everyone. Answers the manager's id. */
export async function benchTeamManager(db: Database): Promise<number> {
  const [{ user_id }] = await queryRows<{ user_id: number }>(
    db,
    sql`UPDATE users SET manager_id = (SELECT user_id FROM users WHERE work_email = ${BENCH_ADMIN.email})
        WHERE work_email LIKE 'bench-ff%' RETURNING manager_id AS user_id`,
  );
  return user_id;
}

/** A session for each reader (seed.ts): the clients of a run at more than one client. */
export async function benchReaders(db: Database, count: number, lifetime: { ttlHours: number; idleMinutes: number }) {
  const tokens: string[] = [];
  for (let i = 1; i <= count; i++) {
    const [{ user_id: userId }] = await queryRows<{ user_id: number }>(
      db,
      sql`SELECT user_id FROM users WHERE work_email = ${benchReaderEmail(i)}`,
    );
    tokens.push((await createSession(db, userId, lifetime)).token);
  }
  return tokens;
}
