import type { ListSort } from '@portal/contract/beneficiary';
import {
  type BeneficiaryExportKey,
  type EnrolmentExportKey,
  EXPORT_BENEFICIARY_COLUMNS,
  EXPORT_ENROLMENT_COLUMNS,
  type ExportColumn,
  type ExportPart,
  type ExportQuery,
  exportHeadingId,
} from '@portal/contract/export';
import { ageOn } from '@portal/contract/india-days';
import { type SQL, sql } from 'drizzle-orm';
import { arrayParam, type Database, queryRows } from '../../db/client.ts';
import { filterCondition } from '../beneficiary/beneficiary-filters.ts';
import { searchPlan } from '../beneficiary/beneficiary-search.ts';
import { type Cell, maskAadhaar } from './export-format.ts';
import type { ExportNames } from './export-names.ts';
import { CsvZipWriter, type ExportWriter, type WriterColumn, XlsxWriter } from './export-writers.ts';

/** Rows read per statement: memory stays flat, whatever the size of the export. */
export const EXPORT_BATCH = 1_000;
/**
 * Rows written in one turn of the event loop: a request of another user waits behind at most this
 * many (a few milliseconds) at each of its turns, not behind a whole batch.
 */
const ROWS_A_TURN = 250;
const TIME_ZONE = 'Asia/Kolkata';

export type ExportOutcome = 'completed' | 'cancelled' | 'failed';

export interface ExportOptions {
  /** The most rows of a sheet (heading included): the format's limit, smaller in tests. */
  sheetRows?: number;
  batch?: number;
  /** Told the rows written so far after each batch (the people, then their enrolments). */
  onProgress?: (rows: number, enrolmentRows: number) => void;
  /** The clock the export's day and the file's name are read from (tests set it). */
  now?: () => Date;
  /** Exports admitted at once: `EXPORTS_AT_ONCE` unless a test says otherwise. */
  atOnce?: { total: number; perProcess: number };
}

/** What an export writes in: its language's words, and India's day it began (`YYYY-MM-DD`, for ages). */
export interface ExportContext {
  names: ExportNames;
  day: string;
}

interface PersonRow {
  beneficiary_id: number;
  district_id: number;
  first_name: string;
  last_name: string | null;
  gender_id: number;
  dob: string;
  mobile_no: string | null;
  aadhaar_no: string | null;
  pincode: string | null;
  permanent_address: string | null;
  village_name: string;
  taluka_name: string;
  district_name: string;
  occupation_id: number;
  total_family_members: number;
  education_level_id: number | null;
  earning_range_id: number | null;
  enrolments: number;
  status_id: number;
  created_by_name: string;
  created_at: string;
  name_text: string;
}

interface EnrolmentRow {
  beneficiary_id: number;
  first_name: string;
  last_name: string | null;
  program_id: number;
  sub_program_id: number;
  enrollment_date: string;
  enrollment_status: number;
  outreach_channel_id: number;
  mutual_fund_provider_id: number | null;
  mutual_fund_type_id: number | null;
  mutual_fund_duration: number | null;
  investment_amount: number | null;
  created_by_name: string;
  created_at: string;
}

/** Where the last row of a batch was, in the export's order: the next batch starts after it. */
interface Position {
  id: number;
  name: string;
}

/**
 * The orders of the list, each total (ties broken by id), so every batch starts where the last one
 * stopped (keyset): the 200th batch costs what the first does, on both engines. A digit search's
 * few rows are all found through its index and sorted (`+ 0`, as the list does).
 */
function order(sort: ListSort, digits: boolean): { by: SQL; outerBy: SQL; after: (p: Position) => SQL } {
  if (sort === 'name')
    return {
      by: sql`name_text, beneficiary_id`,
      outerBy: sql`b.name_text, b.beneficiary_id`,
      after: (p) => sql`(name_text, beneficiary_id) > (${p.name}, ${p.id})`,
    };
  const down = sort === 'newest';
  const direction = down ? sql`DESC` : sql`ASC`;
  return {
    by: digits ? sql`beneficiary_id + 0 ${direction}` : sql`beneficiary_id ${direction}`,
    outerBy: sql`b.beneficiary_id ${direction}`,
    after: (p) => (down ? sql`beneficiary_id < ${p.id}` : sql`beneficiary_id > ${p.id}`),
  };
}

/** The exact matches of a search, then its near ones (decision 014): the list's order. */
interface Tier {
  filter: SQL | undefined;
  digits: boolean;
}
function searchTiers(search: string | undefined): Tier[] {
  const plan = searchPlan(search);
  if (plan.kind === 'none') return [{ filter: undefined, digits: false }];
  const digits = plan.kind === 'digits';
  return plan.near
    ? [
        { filter: plan.filter, digits },
        { filter: plan.near, digits },
      ]
    : [{ filter: plan.filter, digits }];
}

/**
 * One batch of the people the list shows, with their place, enrolment count and registrant. A
 * village's name is looked up row by row: joined, all 29,507 villages were hashed for every batch
 * (half the statement's time); the few taluks, districts and staff hash cheaper than looked up.
 */
function peopleBatch(query: ExportQuery, userId: number, tier: Tier, after: Position | null, limit: number): SQL {
  const o = order(query.sort, tier.digits);
  const parts = [filterCondition(query, userId)];
  if (tier.filter) parts.push(tier.filter);
  if (after) parts.push(o.after(after));
  // the inner statement names `beneficiaries` alone: the search's columns are unqualified
  return sql`
    SELECT b.beneficiary_id, b.district_id, b.first_name, b.last_name, b.gender_id, to_char(b.dob, 'YYYY-MM-DD') AS dob,
           b.mobile_no, b.aadhaar_no, b.pincode, b.permanent_address,
           (SELECT v.village_name FROM villages v WHERE v.village_id = b.village_id) AS village_name, t.taluka_name, d.district_name,
           b.beneficiary_annual_source_id AS occupation_id, b.total_family_members,
           b.education_level_id, b.earning_range_id,
           (SELECT count(*) FROM beneficiary_programs bp
             WHERE bp.beneficiary_id = b.beneficiary_id AND bp.deleted_at IS NULL)::int AS enrolments,
           b.status_id, u.emp_name AS created_by_name,
           to_char(b.created_at AT TIME ZONE ${TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS') AS created_at, b.name_text
    FROM (SELECT * FROM beneficiaries WHERE ${sql.join(parts, sql` AND `)} ORDER BY ${o.by} LIMIT ${limit}) b
    JOIN talukas t ON t.taluka_id = b.taluka_id
    JOIN districts d ON d.district_id = b.district_id
    JOIN users u ON u.user_id = b.created_by
    ORDER BY ${o.outerBy}`;
}

/**
 * The live enrolments of these people, in the order of the people, each person's oldest first. The
 * lists' names are the export's own (by id, in its language), so no list's table is joined.
 */
function enrolmentsOf(ids: Int32Array): SQL {
  return sql`
    SELECT bp.beneficiary_id, b.first_name, b.last_name, bp.program_id, bp.sub_program_id,
           to_char(bp.enrollment_date, 'YYYY-MM-DD') AS enrollment_date, bp.enrollment_status,
           bp.outreach_channel_id, bp.mutual_fund_provider_id, bp.mutual_fund_type_id,
           bp.mutual_fund_duration, bp.investment_amount::float8 AS investment_amount, u.emp_name AS created_by_name,
           to_char(bp.created_at AT TIME ZONE ${TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS') AS created_at
    FROM unnest(${arrayParam([...ids])}::int[]) WITH ORDINALITY AS k(id, ord)
    JOIN beneficiary_programs bp ON bp.beneficiary_id = k.id AND bp.deleted_at IS NULL
    JOIN beneficiaries b ON b.beneficiary_id = k.id
    JOIN users u ON u.user_id = bp.created_by
    ORDER BY k.ord, bp.beneficiary_program_id`;
}

/** A moment in India's time, `YYYY-MM-DD HH:MM` (its first 10 characters are India's day). */
export const indiaTime = (at: Date): string =>
  new Date(at.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** A part's columns in the export's language. */
const writerColumns = (columns: readonly ExportColumn[], names: ExportNames): WriterColumn[] =>
  columns.map((c) => ({ heading: names.texts[exportHeadingId(c.key)], kind: c.kind, width: c.width }));

const sheetName = (part: ExportPart, names: ExportNames) => names.texts[`exportFile.sheet.${part}`];

type CellOf<Row> = (row: Row, context: ExportContext) => Cell;

/** Each column's cell, by the column's key: a column without its cell, or a cell without its column, does not compile. */
const PERSON_CELLS: { [Key in BeneficiaryExportKey]: CellOf<PersonRow> } = {
  beneficiaryId: (r) => r.beneficiary_id,
  firstName: (r) => r.first_name,
  lastName: (r) => r.last_name,
  gender: (r, { names }) => names.name('gender', r.gender_id),
  dob: (r) => r.dob,
  age: (r, { day }) => ageOn(r.dob, day),
  mobile: (r) => r.mobile_no,
  aadhaar: (r) => maskAadhaar(r.aadhaar_no),
  pincode: (r) => r.pincode,
  address: (r) => r.permanent_address,
  village: (r) => r.village_name,
  taluk: (r, { names }) => names.taluk(r.district_name, r.taluka_name),
  district: (r, { names }) => names.district(r.district_name),
  occupation: (r, { names }) => names.name('occupation', r.occupation_id),
  familyMembers: (r) => r.total_family_members,
  educationLevel: (r, { names }) => names.name('educationLevel', r.education_level_id),
  familyIncome: (r, { names }) => names.name('incomeRange', r.earning_range_id),
  enrolments: (r) => r.enrolments,
  status: (r, { names }) => names.name('recordStatus', r.status_id),
  registeredBy: (r) => r.created_by_name,
  registeredAt: (r) => r.created_at,
};

const ENROLMENT_CELLS: { [Key in EnrolmentExportKey]: CellOf<EnrolmentRow> } = {
  beneficiaryId: (r) => r.beneficiary_id,
  firstName: (r) => r.first_name,
  lastName: (r) => r.last_name,
  program: (r, { names }) => names.name('program', r.program_id),
  subProgram: (r, { names }) => names.name('subProgram', r.sub_program_id),
  enrollmentDate: (r) => r.enrollment_date,
  enrollmentStatus: (r, { names }) => names.name('enrollmentStatus', r.enrollment_status),
  outreachChannel: (r, { names }) => names.name('outreachChannel', r.outreach_channel_id),
  mfProvider: (r, { names }) => names.name('mutualFundProvider', r.mutual_fund_provider_id),
  mfType: (r, { names }) => names.name('mutualFundType', r.mutual_fund_type_id),
  mfDuration: (r) => r.mutual_fund_duration,
  investmentAmount: (r) => r.investment_amount,
  enrolledBy: (r) => r.created_by_name,
  enrolledAt: (r) => r.created_at,
};

/** A part's cells in the order of its columns, looked up once. */
const inColumnOrder = <Key extends string, Row>(columns: readonly { key: Key }[], cells: Record<Key, CellOf<Row>>) => {
  const ordered = columns.map((c) => cells[c.key]);
  return (row: Row, context: ExportContext): Cell[] => ordered.map((cell) => cell(row, context));
};
const personCells = inColumnOrder(EXPORT_BENEFICIARY_COLUMNS, PERSON_CELLS);
const enrolmentCells = inColumnOrder(EXPORT_ENROLMENT_COLUMNS, ENROLMENT_CELLS);

export const exportWriter = (format: ExportQuery['format'], sheetRows?: number): ExportWriter =>
  format === 'csv' ? new CsvZipWriter() : new XlsxWriter(sheetRows);

/**
 * One turn of the event loop. The embedded database answers within the same turn, so without it an
 * export would run to its end in one go: no byte sent before the last, no other request served,
 * and a cancelled download unseen until the end.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Writes a batch's rows, a turn let pass before each `ROWS_A_TURN` of them (before the first even
 * for none): the next batch's statement, asked for just before, goes out first (the pool sends it in
 * a later turn), and other requests are served between the slices.
 */
async function writeInTurns<Row>(rows: readonly Row[], write: (row: Row) => void) {
  for (let start = 0; start === 0 || start < rows.length; start += ROWS_A_TURN) {
    await nextTurn();
    for (let i = start; i < Math.min(start + ROWS_A_TURN, rows.length); i++) write(rows[i]);
  }
}

/**
 * A batch asked for before the last one is written. If the export ends first (a cancelled
 * download), nobody awaits it: its failure must not count as unhandled.
 */
const ahead = <T>(batch: Promise<T>): Promise<T> => {
  batch.catch(() => {});
  return batch;
};

/** What an export wrote, known once its generator has ended. */
export interface ExportResult {
  rows: number;
  enrolmentRows: number;
  /** People written, by the district they live in (by its id): who saw whom (decision 035). */
  districts?: Record<number, number>;
  outcome: ExportOutcome | null;
}

/**
 * The bytes of an export's file, batch by batch: the people in the list's order, then their live
 * enrolments. Each batch is asked for before the last one is written, and no further: the database
 * and the writing overlap, a slow download reads the database as slowly, and memory holds two batches. The people's ids (4 bytes each)
 * are kept for the enrolments, which are then those of exactly the people written.
 * `result.outcome` says how it ended: completed, or cancelled when the reader stopped early.
 */
export async function* exportFile(
  db: Database,
  query: ExportQuery,
  userId: number,
  context: ExportContext,
  writer: ExportWriter,
  result: ExportResult,
  options: ExportOptions = {},
): AsyncGenerator<Buffer> {
  const batch = options.batch ?? EXPORT_BATCH;
  let finished = false;
  try {
    const { names } = context;
    writer.begin('beneficiaries', sheetName('beneficiaries', names), writerColumns(EXPORT_BENEFICIARY_COLUMNS, names));
    const idBatches: Int32Array[] = [];
    const tiers = searchTiers(query.search);
    for (const [index, tier] of tiers.entries()) {
      const lastTier = index === tiers.length - 1;
      let next: Promise<PersonRow[]> | null = ahead(queryRows<PersonRow>(db, peopleBatch(query, userId, tier, null, batch)));
      while (next) {
        const rows: PersonRow[] = await next;
        // the next batch is read while this one is written: the database and the writing overlap
        const last = rows.at(-1);
        next =
          rows.length === batch && last
            ? ahead(
                queryRows<PersonRow>(
                  db,
                  peopleBatch(query, userId, tier, { id: last.beneficiary_id, name: last.name_text }, batch),
                ),
              )
            : null;
        result.districts ??= {};
        const districts = result.districts;
        await writeInTurns(rows, (row) => {
          writer.row(personCells(row, context));
          districts[row.district_id] = (districts[row.district_id] ?? 0) + 1;
        });
        result.rows += rows.length;
        if (rows.length > 0) idBatches.push(Int32Array.from(rows, (r) => r.beneficiary_id));
        if (!next && lastTier) writer.end();
        options.onProgress?.(result.rows, result.enrolmentRows);
        yield* writer.take();
      }
    }
    writer.begin('enrolments', sheetName('enrolments', names), writerColumns(EXPORT_ENROLMENT_COLUMNS, names));
    let next = idBatches.length > 0 ? ahead(queryRows<EnrolmentRow>(db, enrolmentsOf(idBatches[0]))) : null;
    for (let i = 0; next; i++) {
      const rows = await next;
      next = i + 1 < idBatches.length ? ahead(queryRows<EnrolmentRow>(db, enrolmentsOf(idBatches[i + 1]))) : null;
      await writeInTurns(rows, (row) => writer.row(enrolmentCells(row, context)));
      result.enrolmentRows += rows.length;
      options.onProgress?.(result.rows, result.enrolmentRows);
      yield* writer.take();
    }
    writer.end();
    await writer.finish();
    yield* writer.take();
    finished = true;
    result.outcome = 'completed';
  } catch (error) {
    result.outcome = 'failed';
    throw error;
  } finally {
    // left early without an error: the reader stopped (the download was cancelled)
    if (!finished && result.outcome === null) result.outcome = 'cancelled';
  }
}
