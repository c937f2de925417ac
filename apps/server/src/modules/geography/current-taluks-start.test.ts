import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseDigest, tableColumns } from '../../../test/database-digest.ts';
import { type EmptyDatabase, migrateUpTo, openEmptyDatabase } from '../../../test/empty-database.ts';
import { createUser } from '../../accounts/users.ts';
import { arrayParam, type Database, queryRows } from '../../db/client.ts';
import { seedLookups } from '../../db/seed/lookups-seed.ts';
import { prepareDatabase } from '../../db/seed/prepare-database.ts';
import { getBeneficiaryHistory } from '../records/history.service.ts';

/**
 * Decision 013 on a database of before: migrations up to 0015 and the seed of then, which put the
 * villages of the 64 taluks created after 2011 in their 2011 taluks, with people registered in them.
 * The next start moves the villages and their people, one History entry each, and nothing else.
 */

const DATA = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/seed/data/karnataka');
const readCsv = (file: string) => {
  const [header, ...lines] = readFileSync(path.join(DATA, file), 'utf8').trim().split(/\r?\n/);
  const columns = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [columns[i], cell])));
};
const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
/** The seed's rule, worked out here on its own: a name a taluk holds twice is `Name (code)`. */
const namesIn = (rows: Record<string, string>[], talukOf: (r: Record<string, string>) => string) => {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(`${talukOf(r)}|${key(r.village)}`, (counts.get(`${talukOf(r)}|${key(r.village)}`) ?? 0) + 1);
  return rows.map((r) =>
    (counts.get(`${talukOf(r)}|${key(r.village)}`) ?? 0) > 1 ? `${r.village} (${r.village_code})` : r.village,
  );
};
const TALUKS = readCsv('taluks.csv');
const CENSUS = readCsv('villages.csv');
const CURRENT = new Map(readCsv('villages-current-taluk.csv').map((r) => [`${r.village_code}|${r.village}`, r.taluk_code]));
const talukNow = (r: Record<string, string>) => CURRENT.get(`${r.village_code}|${r.village}`) || r.taluk_code;
const NAMES_2011 = namesIn(CENSUS, (r) => r.taluk_code);
const NAMES_NOW = namesIn(CENSUS, talukNow);
interface Listed {
  villageCode: number;
  listName: string;
  talukCode2011: number;
  name2011: string;
  talukCode: number;
  name: string;
}
const LISTED: Listed[] = CENSUS.map((r, i) => ({
  villageCode: Number(r.village_code),
  listName: r.village,
  talukCode2011: Number(r.taluk_code),
  name2011: NAMES_2011[i],
  talukCode: Number(talukNow(r)),
  name: NAMES_NOW[i],
}));

/** The villages the reference list moves (a code given to one village only), by code. */
const moving = new Map(
  LISTED.filter((v) => v.talukCode !== v.talukCode2011 && LISTED.filter((o) => o.villageCode === v.villageCode).length === 1).map(
    (v) => [v.villageCode, v],
  ),
);
const byName = (taluk2011: number, name: string) => {
  const found = [...moving.values()].find((v) => v.talukCode2011 === taluk2011 && v.listName === name);
  if (!found) throw new Error(`${name} does not move`);
  return found;
};
/** How the records of a move name their actor: no user. */
const REFERENCE_LIST = 'reference list';
const DHARWAD = 5473;
const HOSAPETE = 5498;
// villages of Dharwad that are Alnavar's now, one of them also the name of a village an office uploaded
// into Alnavar; one of Hosapete that is Kampli's now (Ballari district); one the census list repeats in
// its 2011 taluk (`Name (code)` there), alone in its new taluk
const ARAVATAGI = byName(DHARWAD, 'Aravatagi');
const AMBOLI = byName(DHARWAD, 'Amboli');
const ARLIHALLI = byName(HOSAPETE, 'Arlihalli');
const REPEATED = [...moving.values()].find((v) => v.name2011 !== v.name) as Listed;

let database: EmptyDatabase;
let db: Database;
let people: { id: number; code: number | null }[];

/** The seed as it was before decision 013: every village in the taluk villages.csv gives it. */
async function seedAsBefore(): Promise<void> {
  await seedLookups(db);
  const districts = new Map(TALUKS.map((t) => [Number(t.district_code), t.district]));
  await db.execute(sql`INSERT INTO states (state_id, state_name) VALUES (1, 'Karnataka')`);
  await db.execute(sql`
    INSERT INTO districts (state_id, district_name, district_code)
    SELECT 1, * FROM unnest(${arrayParam([...districts.values()])}::text[], ${arrayParam([...districts.keys()])}::int[])`);
  await db.execute(sql`
    INSERT INTO talukas (district_id, taluka_name, taluk_code)
    SELECT d.district_id, t.name, t.code
    FROM unnest(${arrayParam(TALUKS.map((t) => t.taluk))}::text[], ${arrayParam(TALUKS.map((t) => Number(t.taluk_code)))}::int[],
      ${arrayParam(TALUKS.map((t) => Number(t.district_code)))}::int[]) AS t(name, code, district_code)
    JOIN districts d ON d.district_code = t.district_code`);
  await db.execute(sql`
    INSERT INTO villages (state_id, district_id, taluka_id, village_name, village_code)
    SELECT d.state_id, tk.district_id, tk.taluka_id, v.name, v.code
    FROM unnest(${arrayParam(LISTED.map((v) => v.name2011))}::text[], ${arrayParam(LISTED.map((v) => v.villageCode))}::int[],
      ${arrayParam(LISTED.map((v) => v.talukCode2011))}::int[]) AS v(name, code, taluk_code)
    JOIN talukas tk ON tk.taluk_code = v.taluk_code
    JOIN districts d ON d.district_id = tk.district_id
    ON CONFLICT DO NOTHING`);
}

/** A person registered in the village with that code, with the record registration writes. */
async function registerIn(code: number, userId: number, extra: { status?: number } = {}): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`WITH created AS (
          INSERT INTO beneficiaries (first_name, gender_id, dob, state_id, district_id, taluka_id, village_id,
            total_family_members, beneficiary_annual_source_id, created_by, status_id)
          SELECT 'Person' || ${code}::text || ${Math.random().toString(36).slice(2, 8)}, 2, '1990-01-01', v.state_id, v.district_id,
            v.taluka_id, v.village_id, 4, 2, ${userId}, ${extra.status ?? 1}
          FROM villages v WHERE v.village_code = ${code}
          RETURNING beneficiary_id)
        INSERT INTO audit_events (beneficiary_id, action, user_id, user_name)
        SELECT beneficiary_id, 'beneficiaryCreated', ${userId}, 'Field Worker' FROM created
        RETURNING beneficiary_id AS id`,
  );
  return row.id;
}

const placeOfVillage = (code: number) =>
  queryRows<{ taluk_code: number; district_name: string; taluka_name: string; village_name: string }>(
    db,
    sql`SELECT t.taluk_code, d.district_name, t.taluka_name, v.village_name
        FROM villages v JOIN talukas t ON t.taluka_id = v.taluka_id JOIN districts d ON d.district_id = v.district_id
        WHERE v.village_code = ${code}`,
  ).then((rows) => rows[0]);

/** Each person as stored, without the two columns a move changes; and those two. */
const peopleRows = () =>
  queryRows<{ id: number; rest: string; taluka_id: number; district_id: number; village_id: number }>(
    db,
    // name_latin: a column a later migration (0017) adds and fills for everyone at the same start
    sql`SELECT beneficiary_id AS id, (to_jsonb(b) - 'taluka_id' - 'district_id' - 'name_latin')::text AS rest, taluka_id, district_id, village_id
        FROM beneficiaries b ORDER BY beneficiary_id`,
  );
const villageRowsOf = (where: ReturnType<typeof sql>) =>
  queryRows<{ row: string }>(db, sql`SELECT to_jsonb(v)::text AS row FROM villages v WHERE ${where} ORDER BY village_id`);
const movedCodes = () => arrayParam([...moving.keys()]);

const start = (announced: string[] = []) =>
  prepareDatabase(database.handle, {
    connectionString: database.connectionString,
    demoData: false,
    announce: (lines) => announced.push(...lines),
  });

beforeAll(async () => {
  database = await openEmptyDatabase();
  db = database.handle.db;
  await migrateUpTo(database, '0015_enrolment_person_fields_and_actor_names');
  await seedAsBefore();
  const user = await createUser(db, {
    email: 'field@example.org',
    name: 'Field Worker',
    roleName: 'Field Facilitator',
    password: 'correct-horse-1',
  });
  // an office had uploaded a village of Alnavar bearing the name of one still filed under Dharwad
  await db.execute(sql`
    INSERT INTO villages (state_id, district_id, taluka_id, village_name)
    SELECT 1, district_id, taluka_id, 'Amboli' FROM talukas WHERE taluk_code = ${AMBOLI.talukCode}`);
  const unmoved = (
    await queryRows<{ code: number }>(
      db,
      sql`SELECT village_code AS code FROM villages v JOIN talukas t USING (taluka_id)
        WHERE t.taluka_name IN ('Hunsur', 'Bagepalli', 'Dharwad') AND village_code <> ALL(${movedCodes()}::int[])
        ORDER BY village_code LIMIT 3`,
    )
  ).map((r) => r.code);
  people = [];
  for (const code of [
    ARAVATAGI.villageCode,
    ARAVATAGI.villageCode,
    AMBOLI.villageCode,
    ARLIHALLI.villageCode,
    REPEATED.villageCode,
    ...unmoved,
  ])
    people.push({ id: await registerIn(code, user.userId), code });
  // a deactivated person moves too, and stays deactivated
  people.push({ id: await registerIn(ARLIHALLI.villageCode, user.userId, { status: 2 }), code: ARLIHALLI.villageCode });
}, 120_000);
afterAll(() => database?.close());

describe('a database seeded before the current taluks, at its next start (decision 013)', () => {
  it('moves each village to its current taluk, its people with it, one History entry each, nothing else, and once', async () => {
    expect(REPEATED).toBeDefined();
    const before = {
      digest: await databaseDigest(db),
      columns: await tableColumns(db),
      people: await peopleRows(),
      staying: await villageRowsOf(sql`village_code IS NULL OR village_code <> ALL(${movedCodes()}::int[])`),
      audit: await queryRows<{ row: string }>(db, sql`SELECT to_jsonb(a)::text AS row FROM audit_events a ORDER BY audit_id`),
    };
    expect((await placeOfVillage(ARAVATAGI.villageCode)).taluka_name).toBe('Dharwad');

    const announced: string[] = [];
    await start(announced);

    // every village the list moves is in its current taluk now, under the name the seed now gives it
    const now = await queryRows<{ code: number; taluk_code: number; name: string }>(
      db,
      sql`SELECT v.village_code AS code, t.taluk_code, v.village_name AS name FROM villages v JOIN talukas t USING (taluka_id)
          WHERE v.village_code = ANY(${movedCodes()}::int[])`,
    );
    expect(now).toHaveLength(moving.size);
    expect(now.filter((v) => v.taluk_code !== moving.get(v.code)?.talukCode)).toEqual([]);
    const names = new Map(now.map((v) => [v.code, v.name]));
    expect(
      [...moving.values()].filter((v) => v.villageCode !== AMBOLI.villageCode && names.get(v.villageCode) !== v.name),
    ).toEqual([]);
    // a name the new taluk already holds takes the village code; a name repeated only in the old taluk loses it
    expect(names.get(AMBOLI.villageCode)).toBe(`Amboli (${AMBOLI.villageCode})`);
    expect(names.get(REPEATED.villageCode)).toBe(REPEATED.name);
    expect(REPEATED.name2011).toBe(`${REPEATED.listName} (${REPEATED.villageCode})`);
    expect(await placeOfVillage(ARAVATAGI.villageCode)).toMatchObject({ taluka_name: 'Alnavar', district_name: 'Dharwad' });
    expect(await placeOfVillage(ARLIHALLI.villageCode)).toMatchObject({ taluka_name: 'Kampli', district_name: 'Ballari' });
    expect(moving.size).toBe(2986);
    const movedPeople = people.filter((p) => p.code !== null && moving.has(p.code));
    expect(movedPeople).toHaveLength(6);
    expect(announced).toEqual([
      `Moved ${moving.size} villages to their current taluks from the reference list, with 6 beneficiaries (one History entry each).`,
    ]);

    // people: moved with their village, nothing else of theirs changed; the others untouched
    const after = await peopleRows();
    expect(after.map((p) => p.rest)).toEqual(before.people.map((p) => p.rest));
    const villagesNow = new Map(
      (
        await queryRows<{ village_id: number; taluka_id: number; district_id: number }>(
          db,
          sql`SELECT village_id, taluka_id, district_id FROM villages`,
        )
      ).map((v) => [v.village_id, v]),
    );
    for (const p of after)
      expect(villagesNow.get(p.village_id)).toMatchObject({ taluka_id: p.taluka_id, district_id: p.district_id });
    const movedIds = new Set(movedPeople.map((p) => p.id));
    const changed = after.filter((p, i) => p.taluka_id !== before.people[i].taluka_id).map((p) => p.id);
    expect(changed.sort()).toEqual([...movedIds].sort());

    // one record each, by no user, with the old and new district and taluk
    const records = await queryRows<{ beneficiary_id: number; user_id: number | null; user_name: string; changes: unknown }>(
      db,
      sql`SELECT beneficiary_id, user_id, user_name, changes FROM audit_events WHERE action = 'talukFromReferenceList' ORDER BY beneficiary_id`,
    );
    expect(records.map((r) => r.beneficiary_id)).toEqual([...movedIds].sort((a, b) => a - b));
    for (const r of records) {
      const i = before.people.findIndex((p) => p.id === r.beneficiary_id);
      const moved = after[i];
      expect(r).toMatchObject({ user_id: null, user_name: REFERENCE_LIST });
      expect(r.changes).toEqual([
        { field: 'district_id', from: String(before.people[i].district_id), to: String(moved.district_id) },
        { field: 'taluka_id', from: String(before.people[i].taluka_id), to: String(moved.taluka_id) },
      ]);
    }
    const oldAudit = await queryRows<{ row: string }>(
      db,
      sql`SELECT to_jsonb(a)::text AS row FROM audit_events a WHERE action <> 'talukFromReferenceList' ORDER BY audit_id`,
    );
    expect(oldAudit).toEqual(before.audit);

    // the History names the taluks (and districts) the person moved between
    const aravatagi = movedPeople.find((p) => p.code === ARAVATAGI.villageCode) as { id: number };
    const history = await getBeneficiaryHistory(db, aravatagi.id, { seesUploadFiles: false });
    expect(history.history[0]).toMatchObject({
      action: 'talukFromReferenceList',
      user_name: REFERENCE_LIST,
      changes: [
        { field: 'district_id', from: { name: 'Dharwad' }, to: { name: 'Dharwad' } },
        { field: 'taluka_id', from: { name: 'Dharwad' }, to: { name: 'Alnavar' } },
      ],
    });
    expect(history.history.map((e) => e.action)).toEqual(['talukFromReferenceList', 'beneficiaryCreated']);
    const arlihalli = movedPeople.find((p) => p.code === ARLIHALLI.villageCode) as { id: number };
    expect((await getBeneficiaryHistory(db, arlihalli.id, { seesUploadFiles: false })).history[0].changes).toMatchObject([
      { from: { name: 'Vijayanagara' }, to: { name: 'Ballari' } },
      { from: { name: 'Hosapete' }, to: { name: 'Kampli' } },
    ]);

    // every other village, and every other table, as before (the later migrations' tables are new, and
    // their new columns are left out)
    expect(await villageRowsOf(sql`village_code IS NULL OR village_code <> ALL(${movedCodes()}::int[])`)).toEqual(before.staying);
    const digest = await databaseDigest(db, before.columns);
    const newTables = [
      'taluk_parents',
      'rate_limits',
      'dashboard_counts',
      'admin_events',
      'person_reads',
      'privacy_settings',
      'privacy_notices',
      'consents',
      'privacy_requests',
      'withdrawals',
      'erasures',
      'person_names',
      'enrolment_author_counts',
      'dashboard_pending',
    ];
    const others = (d: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(d).filter(([table]) => ![...newTables, 'villages', 'beneficiaries', 'audit_events'].includes(table)),
      );
    expect(others(digest)).toEqual(others(before.digest));
    expect(Object.keys(digest).sort()).toEqual([...Object.keys(before.digest), ...newTables].sort());

    // a second start changes nothing
    const again: string[] = [];
    await start(again);
    expect(again).toEqual([]);
    expect(await databaseDigest(db, before.columns)).toEqual(digest);
  });
});
