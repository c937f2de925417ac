import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AuditAction } from '@portal/contract/audit-actions';
import { sql } from 'drizzle-orm';
import { SERVER_ROOT } from '../../lib/server-root.ts';
import { ADVISORY_LOCKS } from '../advisory-locks.ts';
import { arrayParam, type Database, queryRows } from '../client.ts';

const DATA_DIR = path.join(SERVER_ROOT, 'src/db/seed/data/karnataka');

function readCsv(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(path.join(DATA_DIR, file), 'utf8').trim().split(/\r?\n/);
  const columns = header.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(columns.map((c, i) => [c, cells[i]?.trim() ?? '']));
  });
}

/** As the unique key on a taluk's village names compares them (`nameKey` of schema/geography.ts). */
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Names are the key of uploads, so a name repeated inside one taluk is loaded as
 * `Name (village_code)` (see data/karnataka/README.md). `talukOf` says which taluk a row is in.
 */
function namesInTaluks(rows: readonly Record<string, string>[], talukOf: (row: Record<string, string>) => string): string[] {
  const counts = new Map<string, number>();
  const keys = rows.map((r) => `${talukOf(r)}|${nameKey(r.village)}`);
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return rows.map((r, i) => ((counts.get(keys[i]) ?? 0) > 1 ? `${r.village} (${r.village_code})` : r.village));
}

/** A village of the reference list: where it is today, and where (and as what) the census list of 2011 files it. */
export interface ReferenceVillage {
  villageCode: number;
  /** Its current taluk (villages-current-taluk.csv); its 2011 taluk where that list knows no other. */
  talukCode: number;
  /** Its name in that taluk, `Name (village_code)` where the taluk holds the name twice. */
  name: string;
  /** Its taluk in villages.csv (2011), where a database seeded before decision 013 has it. */
  talukCode2011: number;
  /** The name the seed gave it there. */
  name2011: string;
  /** Its name as the census list spells it. */
  listName: string;
}

let referenceCache: ReferenceVillage[] | undefined;

/**
 * Every village of villages.csv, in its order, with its current taluk from villages-current-taluk.csv
 * (joined on code and name: one code is listed twice). 216 villages the current list places nowhere
 * stay in their 2011 taluk.
 */
export function referenceVillages(): ReferenceVillage[] {
  if (referenceCache) return referenceCache;
  const census = readCsv('villages.csv');
  const current = new Map(readCsv('villages-current-taluk.csv').map((r) => [`${r.village_code}|${r.village}`, r.taluk_code]));
  const talukNow = (r: Record<string, string>) => current.get(`${r.village_code}|${r.village}`) || r.taluk_code;
  const namesNow = namesInTaluks(census, talukNow);
  const names2011 = namesInTaluks(census, (r) => r.taluk_code);
  referenceCache = census.map((r, i) => ({
    villageCode: Number(r.village_code),
    talukCode: Number(talukNow(r)),
    name: namesNow[i],
    talukCode2011: Number(r.taluk_code),
    name2011: names2011[i],
    listName: r.village,
  }));
  return referenceCache;
}

/** The villages as the seed loads them: in their current taluks. */
export function villageRows() {
  return referenceVillages().map((v) => ({ talukCode: v.talukCode, villageCode: v.villageCode, name: v.name }));
}

/**
 * Each taluk created after 2011 and the taluks it was carved from, by code: the 2011 taluks its
 * villages come from (villages-current-taluk.csv), and for the four the list gives no villages yet,
 * taluk-parents.csv.
 */
export function talukParentCodes(): { talukCode: number; parentCode: number }[] {
  const pairs = new Map<string, { talukCode: number; parentCode: number }>();
  const add = (talukCode: number, parentCode: number) => {
    if (talukCode !== parentCode) pairs.set(`${talukCode}|${parentCode}`, { talukCode, parentCode });
  };
  for (const v of referenceVillages()) add(v.talukCode, v.talukCode2011);
  for (const r of readCsv('taluk-parents.csv')) add(Number(r.taluk_code), Number(r.parent_taluk_code));
  return [...pairs.values()].sort((a, b) => a.talukCode - b.talukCode || a.parentCode - b.parentCode);
}

/** What the start's move of villages to their current taluks did. */
export interface TalukMoves {
  villages: number;
  people: number;
  /** Villages left in their 2011 taluk: no name of theirs was free in the new one. */
  kept: number[];
}

/** Two app nodes starting together move the villages once. */
const MOVE_LOCK_KEY = ADVISORY_LOCKS.placesMove;

/** The name the record of a move gives as its actor: no user acted (decision 013). */
export const REFERENCE_LIST_ACTOR = 'reference list';

/**
 * Decision 013: a database seeded before the current taluks has the villages of the 64 newer taluks in
 * their 2011 taluks. Each such village still in its 2011 taluk moves to its current one (a Hosapete
 * village to Kampli also changes district), with every person registered in it, and each person gets
 * one audit record (`talukFromReferenceList`, no user). One transaction: all of it or nothing. A village
 * keeps the name the seed would give it now, unless it was renamed since or the new taluk already
 * holds the name (an uploaded village): then `Name (village_code)`. Idempotent: a moved village is no
 * longer in its 2011 taluk, so a second run finds nothing.
 */
export async function moveVillagesToCurrentTaluks(db: Database): Promise<TalukMoves> {
  const candidates = new Map<number, ReferenceVillage>();
  const seen = new Set<number>();
  for (const v of referenceVillages()) {
    // a code the list gives two villages is no one's identity
    if (seen.has(v.villageCode)) candidates.delete(v.villageCode);
    else if (v.talukCode !== v.talukCode2011) candidates.set(v.villageCode, v);
    seen.add(v.villageCode);
  }
  const codes = [...candidates.keys()];
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MOVE_LOCK_KEY})`);
    const found = await queryRows<{ village_id: number; village_code: number; village_name: string; taluk_code: number }>(
      tx,
      sql`SELECT v.village_id, v.village_code, v.village_name, t.taluk_code
          FROM villages v JOIN talukas t ON t.taluka_id = v.taluka_id
          WHERE v.village_code = ANY(${arrayParam(codes)}::int[])
          ORDER BY v.village_id FOR UPDATE OF v`,
    );
    const moving = found.filter((v) => candidates.get(v.village_code)?.talukCode2011 === v.taluk_code);
    if (moving.length === 0) return { villages: 0, people: 0, kept: [] };
    const targets = await queryRows<{ taluka_id: number; district_id: number; taluk_code: number }>(
      tx,
      sql`SELECT taluka_id, district_id, taluk_code FROM talukas
          WHERE taluk_code = ANY(${arrayParam([...new Set(moving.map((v) => candidates.get(v.village_code)?.talukCode))])}::int[])`,
    );
    const talukByCode = new Map(targets.map((t) => [t.taluk_code, t]));
    // the names already taken in the taluks villages move into, as the unique key compares them
    const taken = new Set(
      (
        await queryRows<{ taluka_id: number; village_name: string }>(
          tx,
          sql`SELECT taluka_id, village_name FROM villages WHERE taluka_id = ANY(${arrayParam(targets.map((t) => t.taluka_id))}::int[])`,
        )
      ).map((v) => `${v.taluka_id}|${nameKey(v.village_name)}`),
    );
    const moves: { villageId: number; talukaId: number; districtId: number; name: string }[] = [];
    const kept: number[] = [];
    for (const v of moving) {
      const ref = candidates.get(v.village_code) as ReferenceVillage;
      const taluk = talukByCode.get(ref.talukCode);
      const wanted = v.village_name === ref.name2011 ? ref.name : v.village_name;
      const name =
        taluk && [wanted, `${ref.listName} (${ref.villageCode})`].find((n) => !taken.has(`${taluk.taluka_id}|${nameKey(n)}`));
      if (!taluk || !name) {
        kept.push(v.village_code);
        continue;
      }
      taken.add(`${taluk.taluka_id}|${nameKey(name)}`);
      moves.push({ villageId: v.village_id, talukaId: taluk.taluka_id, districtId: taluk.district_id, name });
    }
    // the people's place key is checked once both they and their village have moved
    await tx.execute(sql`SET CONSTRAINTS beneficiaries_place_fk DEFERRED`);
    const [{ people }] = await queryRows<{ people: number }>(
      tx,
      sql`WITH moves AS (
            SELECT * FROM unnest(${arrayParam(moves.map((m) => m.villageId))}::int[], ${arrayParam(moves.map((m) => m.talukaId))}::int[],
              ${arrayParam(moves.map((m) => m.districtId))}::int[], ${arrayParam(moves.map((m) => m.name))}::text[])
              AS m(village_id, taluka_id, district_id, village_name)
          ),
          villages_moved AS (
            UPDATE villages v SET taluka_id = m.taluka_id, district_id = m.district_id, village_name = m.village_name
            FROM moves m WHERE v.village_id = m.village_id
          ),
          people AS (
            SELECT b.beneficiary_id, b.taluka_id AS old_taluka, b.district_id AS old_district, m.taluka_id, m.district_id
            FROM beneficiaries b JOIN moves m ON m.village_id = b.village_id
            ORDER BY b.beneficiary_id
            FOR UPDATE OF b
          ),
          people_moved AS (
            UPDATE beneficiaries b SET taluka_id = p.taluka_id, district_id = p.district_id
            FROM people p WHERE b.beneficiary_id = p.beneficiary_id
          ),
          recorded AS (
            INSERT INTO audit_events (beneficiary_id, action, changes, user_id, user_name)
            SELECT p.beneficiary_id, ${'talukFromReferenceList' satisfies AuditAction},
              jsonb_build_array(
                jsonb_build_object('field', 'district_id', 'from', p.old_district::text, 'to', p.district_id::text),
                jsonb_build_object('field', 'taluka_id', 'from', p.old_taluka::text, 'to', p.taluka_id::text)
              ),
              NULL, ${REFERENCE_LIST_ACTOR}
            FROM people p ORDER BY p.beneficiary_id
            RETURNING 1
          )
          SELECT (SELECT count(*) FROM recorded)::int AS people`,
    );
    return { villages: moves.length, people, kept };
  });
}

/** The state, its districts and their taluks (taluks.csv); idempotent by their codes. */
export async function seedDistrictsAndTaluks(db: Database): Promise<void> {
  const taluks = readCsv('taluks.csv');
  const districtByCode = new Map(taluks.map((t) => [t.district_code, t.district]));
  await db.execute(sql`INSERT INTO states (state_id, state_name) VALUES (1, 'Karnataka') ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO districts (state_id, district_name, district_code)
    SELECT 1, name, code FROM unnest(${arrayParam([...districtByCode.values()])}::text[], ${arrayParam([...districtByCode.keys()].map(Number))}::int[]) AS d(name, code)
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO talukas (district_id, taluka_name, taluk_code)
    SELECT d.district_id, t.name, t.code
    FROM unnest(${arrayParam(taluks.map((t) => t.taluk))}::text[], ${arrayParam(taluks.map((t) => Number(t.taluk_code)))}::int[], ${arrayParam(taluks.map((t) => Number(t.district_code)))}::int[]) AS t(name, code, district_code)
    JOIN districts d ON d.district_code = t.district_code
    ON CONFLICT DO NOTHING`);
}

/**
 * Idempotent: codes are the stable identity, so a second run inserts nothing. Villages load straight
 * into their current taluks; a database seeded before that has them moved first (decision 013).
 */
export async function seedGeography(db: Database): Promise<TalukMoves> {
  await seedDistrictsAndTaluks(db);
  const parents = talukParentCodes();
  await db.execute(sql`
    INSERT INTO taluk_parents (taluka_id, parent_taluka_id)
    SELECT t.taluka_id, p.taluka_id
    FROM unnest(${arrayParam(parents.map((p) => p.talukCode))}::int[], ${arrayParam(parents.map((p) => p.parentCode))}::int[]) AS r(taluk_code, parent_code)
    JOIN talukas t ON t.taluk_code = r.taluk_code
    JOIN talukas p ON p.taluk_code = r.parent_code
    ON CONFLICT DO NOTHING`);
  const moved = await moveVillagesToCurrentTaluks(db);
  const villages = villageRows();
  await db.execute(sql`
    INSERT INTO villages (state_id, district_id, taluka_id, village_name, village_code)
    SELECT d.state_id, tk.district_id, tk.taluka_id, v.name, v.code
    FROM unnest(${arrayParam(villages.map((v) => v.name))}::text[], ${arrayParam(villages.map((v) => v.villageCode))}::int[], ${arrayParam(villages.map((v) => v.talukCode))}::int[]) AS v(name, code, taluk_code)
    JOIN talukas tk ON tk.taluk_code = v.taluk_code
    JOIN districts d ON d.district_id = tk.district_id
    ON CONFLICT DO NOTHING`);
  return moved;
}
