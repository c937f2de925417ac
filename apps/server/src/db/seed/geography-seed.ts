import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { arrayParam, type Database } from '../client.ts';

const DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'karnataka');

function readCsv(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(path.join(DATA_DIR, file), 'utf8').trim().split(/\r?\n/);
  const columns = header.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(columns.map((c, i) => [c, cells[i]?.trim() ?? '']));
  });
}

const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Names are the key of uploads, so a name repeated inside one taluk is loaded as
 * `Name (village_code)` (see data/karnataka/README.md).
 */
export function villageRows() {
  const rows = readCsv('villages.csv');
  const counts = new Map<string, number>();
  for (const r of rows) {
    const key = `${r.taluk_code}|${nameKey(r.village)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return rows.map((r) => ({
    talukCode: Number(r.taluk_code),
    villageCode: Number(r.village_code),
    name: (counts.get(`${r.taluk_code}|${nameKey(r.village)}`) ?? 0) > 1 ? `${r.village} (${r.village_code})` : r.village,
  }));
}

/** Idempotent: codes are the stable identity, so a second run inserts nothing. */
export async function seedGeography(db: Database): Promise<void> {
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
  const villages = villageRows();
  await db.execute(sql`
    INSERT INTO villages (state_id, district_id, taluka_id, village_name, village_code)
    SELECT d.state_id, tk.district_id, tk.taluka_id, v.name, v.code
    FROM unnest(${arrayParam(villages.map((v) => v.name))}::text[], ${arrayParam(villages.map((v) => v.villageCode))}::int[], ${arrayParam(villages.map((v) => v.talukCode))}::int[]) AS v(name, code, taluk_code)
    JOIN talukas tk ON tk.taluk_code = v.taluk_code
    JOIN districts d ON d.district_id = tk.district_id
    ON CONFLICT DO NOTHING`);
}
