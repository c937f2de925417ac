import { KARNATAKA_STATE_ID } from '@portal/contract/constants';
import {
  type TypedCell,
  type TypedSheet,
  type UploadReport,
  type UploadSource,
  VILLAGE_HEADINGS,
  VillageUploadRowSchema,
} from '@portal/contract/org-upload';
import { REASONS as R, type Reason } from '@portal/contract/upload-reasons';
import { sql } from 'drizzle-orm';
import { arrayParam, type Database, queryRows } from '../../db/client.ts';
import { nameKey as villageNameKey } from '../../db/schema/geography.ts';
import { compareText, nameKey } from '../../lib/name-key.ts';
import { findDistrict, findTaluk, loadPlaces, nearDistricts, nearTaluks, type Places } from '../geography/place-lookup.ts';
import { ambiguousReason } from '../geography/place-resolve.ts';
import { rejectedRow } from './upload-cells.ts';
import { inTransaction, unstorableCells } from './upload-support.ts';
import { newUploadId, recordUpload, sentValues, setAsideRows } from './uploads-history.service.ts';

export interface VillageUploadOptions {
  /** Who uploads: with it, an upload (not a dry run) is recorded in the history of uploads. */
  uploadedBy?: number;
  source?: UploadSource;
  /** Rows the browser set aside before sending: recorded with the upload's rejected rows. */
  setAside?: readonly { row: number; reasons: Reason[]; typed?: TypedCell[] }[];
  /** The sheet's heading row as typed, and each row's cells as typed, in the rows' order (checked by checkTypedRows). */
  typed?: TypedSheet;
  typedRows?: TypedCell[][];
}

/** A village row's columns, each named by its heading. */
const VILLAGE_COLUMNS = Object.fromEntries(VILLAGE_HEADINGS.map((heading) => [heading, heading]));

const cellText = (row: unknown, heading: string) => {
  const value = typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[heading] : undefined;
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * Why a row's district or taluk is empty while the names below it are given: a merged cell, whose
 * value only its first row holds.
 */
function emptyParents(raw: unknown): Reason[] {
  const [village, taluk, district] = VILLAGE_HEADINGS.map((heading) => cellText(raw, heading));
  if (!village) return [];
  return [...(district ? [] : [R.emptyPlace('district')]), ...(taluk ? [] : [R.emptyPlace('taluk')])];
}

/** The district and taluk of a row, by current or former name; else why not (the candidates, if two fit). */
function resolveParents(places: Places, district: string, taluk: string): { talukaId: number; districtId: number } | Reason {
  const d = findDistrict(places, district);
  if (d && 'ambiguous' in d) return ambiguousReason('district', district, undefined, d);
  if (!d) return R.unknownDistrict(district, nearDistricts(places, district));
  const t = findTaluk(places, d.place, taluk);
  if (t && 'ambiguous' in t) return ambiguousReason('taluk', taluk, d.place, t);
  return t
    ? { districtId: d.place.id, talukaId: t.place.id }
    : R.talukNotInDistrict(taluk, district, nearTaluks(places, d.place, taluk), d.place.name);
}

/**
 * Spec §7 upload-villages: every row checked, names resolved within their parents (no silent
 * creation of misspelt places; former names of districts and taluks understood), one set-based
 * insert; a village already in its taluk is skipped.
 */
export async function uploadVillages(
  db: Database,
  rows: unknown[],
  dryRun: boolean,
  options: VillageUploadOptions = {},
): Promise<UploadReport> {
  const places = await loadPlaces(db);
  const rejected: UploadReport['rejected'] = [];
  // each rejected row's cells as typed, else its values as sent, by sheet row, for the upload's record
  const typedRows = new Map<number, TypedCell[]>();
  const values = new Map<number, Record<string, string | number>>();
  const keep = (row: number, raw: unknown, index: number) => {
    const typed = options.typedRows?.[index];
    if (typed) {
      typedRows.set(row, typed);
      return;
    }
    const sent = sentValues(raw, VILLAGE_HEADINGS);
    if (sent) values.set(row, sent);
  };
  const valid = new Map<string, { districtId: number; talukaId: number; name: string; key: string }>();
  let duplicatesInFile = 0;
  rows.forEach((raw, index) => {
    const row = Number((raw as { rowNumber?: unknown } | null)?.rowNumber) || index + 2;
    const unstorable = typeof raw === 'object' && raw !== null ? unstorableCells(raw, VILLAGE_COLUMNS) : [];
    if (unstorable.length) {
      const typed = options.typedRows?.[index];
      if (typed) typedRows.set(row, typed);
      rejected.push(rejectedRow(row, unstorable));
      return;
    }
    const parsed = VillageUploadRowSchema.safeParse(raw);
    if (!parsed.success) {
      keep(row, raw, index);
      const empty = emptyParents(raw);
      rejected.push(rejectedRow(row, empty.length ? empty : [R.villageAllRequired()]));
      return;
    }
    const { Village, Taluk, District } = parsed.data;
    const parents = resolveParents(places, District, Taluk);
    if ('reasonId' in parents) {
      keep(row, raw, index);
      rejected.push(rejectedRow(row, [parents]));
      return;
    }
    const { districtId, talukaId } = parents;
    const key = `${talukaId}|${nameKey(Village)}`;
    if (valid.has(key)) duplicatesInFile += 1;
    else valid.set(key, { districtId, talukaId, name: Village.trim().replace(/\s+/g, ' '), key: nameKey(Village) });
  });
  // in the order of the unique key (taluk, name), whatever the sheet's order: two uploads of the same
  // villages at once take their key locks in one order, and the second waits for the first instead of
  // deadlocking with it
  const list = [...valid.values()].sort((a, b) => a.talukaId - b.talukaId || compareText(a.key, b.key));
  const write = async (tx: Database) => {
    // a village already in a related taluk is there too (decision 013): one that moved from the taluk
    // named to a newer taluk carved from it, or, for a taluk with no villages of its own, one still in
    // a taluk it was carved from
    const created = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO villages (state_id, district_id, taluka_id, village_name)
          SELECT ${KARNATAKA_STATE_ID}, r.district_id, r.taluka_id, r.name
          FROM unnest(${arrayParam(list.map((v) => v.districtId))}::int[],
            ${arrayParam(list.map((v) => v.talukaId))}::int[], ${arrayParam(list.map((v) => v.name))}::text[]) AS r(district_id, taluka_id, name)
          WHERE NOT EXISTS (
            SELECT 1 FROM villages o
            WHERE ${villageNameKey(sql`o.village_name`)} = ${villageNameKey(sql`r.name`)}
              AND (o.taluka_id IN (SELECT p.taluka_id FROM taluk_parents p WHERE p.parent_taluka_id = r.taluka_id)
                OR (o.taluka_id IN (SELECT p.parent_taluka_id FROM taluk_parents p WHERE p.taluka_id = r.taluka_id)
                  AND NOT EXISTS (SELECT 1 FROM villages own WHERE own.taluka_id = r.taluka_id))))
          ON CONFLICT DO NOTHING RETURNING village_id AS id`,
    );
    const report = { created: created.length, skipped: list.length - created.length + duplicatesInFile, rejected };
    if (!dryRun && options.uploadedBy !== undefined)
      await recordUpload(tx, {
        uploadId: await newUploadId(tx),
        kind: 'villages',
        uploadedBy: options.uploadedBy,
        source: options.source,
        report,
        values,
        typedRows,
        typed: options.typed,
        setAside: setAsideRows(options.setAside),
      });
    return report;
  };
  return inTransaction(db, dryRun, write);
}
