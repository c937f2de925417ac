import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { type Database, queryRows } from '../client.ts';
import { MIGRATIONS_FOLDER } from '../migrate.ts';
import { referenceVillages } from './geography-seed.ts';

/** The names the census list had with the digit 0 for the letter O, by village code. */
const RENAMED = [
  { code: 600022, old: 'K0Rekal', now: 'Korekal' },
  { code: 624537, old: 'M0Shilahalli', now: 'Moshilahalli' },
  { code: 617696, old: 'G0Lithattu', now: 'Golithattu' },
  { code: 602169, old: 'Mustik0Ppa', now: 'Mustikoppa' },
  { code: 616816, old: 'Kadavinah0Sahalli Hantha', now: 'Kadavinahosahalli Hantha' },
  { code: 604369, old: 'Yattinahalli-M-K0D', now: 'Yattinahalli-M-Kod' },
  { code: 620350, old: 'Shikarm0Takpalli', now: 'Shikarmotakpalli' },
  { code: 618050, old: 'Aruvath0Klu', now: 'Aruvathoklu' },
  { code: 614246, old: 'G0Bbaragala', now: 'Gobbaragala' },
  { code: 607690, old: 'Kanas0Gi', now: 'Kanasogi' },
  { code: 607496, old: 'Kanak0Ppa', now: 'Kanakoppa' },
  { code: 611671, old: 'D0Ddahedegehalli', now: 'Doddahedegehalli' },
  { code: 602808, old: 'Ajga0N', now: 'Ajgaon' },
  { code: 603500, old: 'Mur00R', now: 'Muroor' },
  { code: 602917, old: 'K0Madi', now: 'Komadi' },
];

const MIGRATION_TAG = '0009_village_names_letter_o';

/** A digit with a letter on both sides, or a zero touching a letter: a misread letter, not a number. */
const misreadLetter = (name: string) => /\p{L}\p{Nd}+\p{L}/u.test(name) || /\p{L}0|0\p{L}/u.test(name);

async function misreadNames(db: Database): Promise<string[]> {
  const rows = await queryRows<{ village_name: string }>(db, sql`SELECT village_name FROM villages WHERE village_name ~ '[0-9]'`);
  return rows.map((r) => r.village_name).filter(misreadLetter);
}

async function namesByCode(db: Database): Promise<Map<number, string>> {
  const rows = await queryRows<{ village_code: number; village_name: string }>(
    db,
    sql`SELECT village_code, village_name FROM villages WHERE village_code = ANY(${sql.param(RENAMED.map((r) => r.code))}::int[])`,
  );
  return new Map(rows.map((r) => [r.village_code, r.village_name]));
}

/** The migration as the migrator reads it: its journal entry and its statements. */
function migration() {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const entry = journal.entries.find((e) => e.tag === MIGRATION_TAG);
  if (!entry) throw new Error(`${MIGRATION_TAG} is not in the journal`);
  const meta = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).find((m) => m.folderMillis === entry.when);
  if (!meta) throw new Error(`${MIGRATION_TAG} is not read by the migrator`);
  return { journal, entry, meta };
}

async function runMigration(db: Database): Promise<void> {
  for (const statement of migration().meta.sql) {
    if (statement.trim()) await db.execute(sql.raw(statement));
  }
}

/**
 * Gives the villages their names from before the correction, as a database seeded earlier has them,
 * in the taluks it had them in: those of villages.csv, before decision 013 moved some to newer taluks.
 */
async function restoreOldNames(db: Database): Promise<void> {
  const taluk2011 = new Map(referenceVillages().map((v) => [v.villageCode, v.talukCode2011]));
  for (const r of RENAMED) {
    await db.execute(sql`
      UPDATE villages v SET village_name = ${r.old}, taluka_id = t.taluka_id, district_id = t.district_id
      FROM talukas t WHERE v.village_code = ${r.code} AND t.taluk_code = ${taluk2011.get(r.code) ?? null}`);
  }
}

async function withFreshDatabase(run: (db: Database) => Promise<void>): Promise<void> {
  const fresh = await createTestContext();
  try {
    await run(fresh.handle.db);
  } finally {
    await fresh.close();
  }
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('village names', () => {
  it('the seeded database has no village name with a digit inside a word', async () => {
    expect(await misreadNames(ctx.handle.db)).toEqual([]);
    const names = await namesByCode(ctx.handle.db);
    expect(RENAMED.map((r) => names.get(r.code))).toEqual(RENAMED.map((r) => r.now));
  });

  it('keeps real numbers in names, which the check does not take for misread letters', () => {
    expect(['Ulloor [11]', 'Ulloor 74', 'Hosahalli (600123)', '1St Rudraguppe'].filter(misreadLetter)).toEqual([]);
    expect(RENAMED.map((r) => r.old).filter(misreadLetter)).toEqual(RENAMED.map((r) => r.old));
  });

  it('the migration is registered after the ones before it and applied by the migrator', async () => {
    const { journal, entry, meta } = migration();
    const position = journal.entries.indexOf(entry);
    expect(position).toBeGreaterThan(0);
    expect(Math.max(...journal.entries.slice(0, position).map((e) => e.when))).toBeLessThan(entry.when);
    const applied = await queryRows<{ hash: string }>(ctx.handle.db, sql`SELECT hash FROM drizzle.__drizzle_migrations`);
    expect(applied.map((a) => a.hash)).toContain(meta.hash);
  });

  it('the migration renames the misread names of an older database and leaves none; a second run changes nothing', async () => {
    await withFreshDatabase(async (db) => {
      await restoreOldNames(db);
      expect(await misreadNames(db)).toHaveLength(RENAMED.length);
      await runMigration(db);
      expect(await misreadNames(db)).toEqual([]);
      const names = await namesByCode(db);
      expect(RENAMED.map((r) => names.get(r.code))).toEqual(RENAMED.map((r) => r.now));
      await runMigration(db);
      expect(await namesByCode(db)).toEqual(names);
    });
  });

  it('the migration skips a rename that would collide with a village of the same taluk', async () => {
    await withFreshDatabase(async (db) => {
      await restoreOldNames(db);
      // another village of Aurad already bears the new name, spelt as the unique key still matches it
      await db.execute(sql`
        UPDATE villages SET village_name = '  KOREKAL '
        WHERE village_id = (
          SELECT min(o.village_id) FROM villages o JOIN villages k ON k.taluka_id = o.taluka_id
          WHERE k.village_code = 600022 AND o.village_code <> 600022
        )`);
      await runMigration(db);
      const names = await namesByCode(db);
      expect(names.get(600022)).toBe('K0Rekal');
      expect(RENAMED.filter((r) => r.code !== 600022).map((r) => names.get(r.code))).toEqual(
        RENAMED.filter((r) => r.code !== 600022).map((r) => r.now),
      );
    });
  });
});
