import { KARNATAKA_STATE_ID } from '@portal/contract/constants';
import { type UploadReport, VILLAGE_HEADINGS, VillageUploadRowSchema } from '@portal/contract/org-upload';
import { sql } from 'drizzle-orm';
import { arrayParam, type Database, queryRows } from '../../db/client.ts';
import { compareText, inTransaction, nameKey, unstorableCells } from './upload-support.ts';

/** A village row's columns, each named by its heading. */
const VILLAGE_COLUMNS = Object.fromEntries(VILLAGE_HEADINGS.map((heading) => [heading, heading]));

interface PlaceMaps {
  districts: Map<string, number>;
  taluks: Map<string, number>;
}

async function loadPlaces(db: Database): Promise<PlaceMaps> {
  const districts = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT district_id AS id, district_name AS name FROM districts WHERE state_id = ${KARNATAKA_STATE_ID}`,
  );
  const taluks = await queryRows<{ id: number; district_id: number; name: string }>(
    db,
    sql`SELECT taluka_id AS id, district_id, taluka_name AS name FROM talukas`,
  );
  return {
    districts: new Map(districts.map((d) => [nameKey(d.name), d.id])),
    taluks: new Map(taluks.map((t) => [`${t.district_id}|${nameKey(t.name)}`, t.id])),
  };
}

/**
 * Spec §7 upload-villages: every row checked, names resolved within their parents (no silent
 * creation of misspelt places), one set-based insert; a village already in its taluk is skipped.
 */
export async function uploadVillages(db: Database, rows: unknown[], dryRun: boolean): Promise<UploadReport> {
  const places = await loadPlaces(db);
  const rejected: UploadReport['rejected'] = [];
  const valid = new Map<string, { districtId: number; talukaId: number; name: string; key: string }>();
  let duplicatesInFile = 0;
  rows.forEach((raw, index) => {
    const row = Number((raw as { rowNumber?: unknown } | null)?.rowNumber) || index + 2;
    const unstorable = typeof raw === 'object' && raw !== null ? unstorableCells(raw, VILLAGE_COLUMNS) : [];
    if (unstorable.length) {
      rejected.push({ row, reason: unstorable.join('; ') });
      return;
    }
    const parsed = VillageUploadRowSchema.safeParse(raw);
    if (!parsed.success) {
      rejected.push({ row, reason: 'Village, Taluk and District are all required (text of at most 200 characters).' });
      return;
    }
    const { Village, Taluk, District } = parsed.data;
    const districtId = places.districts.get(nameKey(District));
    if (!districtId) {
      rejected.push({ row, reason: `Unknown district "${District}".` });
      return;
    }
    const talukaId = places.taluks.get(`${districtId}|${nameKey(Taluk)}`);
    if (!talukaId) {
      rejected.push({ row, reason: `Taluk "${Taluk}" is not in district "${District}".` });
      return;
    }
    const key = `${talukaId}|${nameKey(Village)}`;
    if (valid.has(key)) duplicatesInFile += 1;
    else valid.set(key, { districtId, talukaId, name: Village.trim().replace(/\s+/g, ' '), key: nameKey(Village) });
  });
  // in the order of the unique key (taluk, name), whatever the sheet's order: two uploads of the same
  // villages at once take their key locks in one order, and the second waits for the first instead of
  // deadlocking with it
  const list = [...valid.values()].sort((a, b) => a.talukaId - b.talukaId || compareText(a.key, b.key));
  const write = async (tx: Database) => {
    const created = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO villages (state_id, district_id, taluka_id, village_name)
          SELECT ${KARNATAKA_STATE_ID}, * FROM unnest(${arrayParam(list.map((v) => v.districtId))}::int[],
            ${arrayParam(list.map((v) => v.talukaId))}::int[], ${arrayParam(list.map((v) => v.name))}::text[])
          ON CONFLICT DO NOTHING RETURNING village_id AS id`,
    );
    return { created: created.length, skipped: list.length - created.length + duplicatesInFile, rejected };
  };
  return inTransaction(db, dryRun, write);
}
