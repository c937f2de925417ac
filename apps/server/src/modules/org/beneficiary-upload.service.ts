import { setImmediate } from 'node:timers/promises';
import { PERSON_FIELDS } from '@portal/contract/beneficiary';
import type { BeneficiaryUploadRecord, TypedCell, TypedSheet, UploadReport, UploadSource } from '@portal/contract/org-upload';
import { type EnrolmentField, needsEducation, PERSON_DETAIL_FIELDS } from '@portal/contract/program';
import type { Reason } from '@portal/contract/upload-reasons';
import { REASONS } from '@portal/contract/upload-reasons';
import { BENEFICIARY_UPLOAD_FIELDS } from '@portal/contract/upload-template';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { personName } from '../../db/schema/beneficiaries.ts';
import { ENROLMENT_COLUMNS, type FieldColumn, PERSON_COLUMNS } from '../../db/schema/entity-columns.ts';
import { compareText, nameKey } from '../../lib/name-key.ts';
import { BENEFICIARY_UPLOAD_HEADINGS, text as cellText, type ResolvedRow, resolveRow } from './beneficiary-upload-row.ts';
import { rejectedRow } from './upload-cells.ts';
import { loadUploadLookups } from './upload-lookups.ts';
import { bySheetRow, unstorableCells } from './upload-support.ts';
import { type UndoneUpload, writeInChunks } from './upload-transaction.ts';
import { recordUpload, sentValues, setAsideRows } from './uploads-history.service.ts';

/** The database's person key (first name without spaces in any case, date of birth, Aadhaar digits). */
const personKey = (firstName: string, dob: string, aadhaar: string | null | undefined) =>
  `${firstName.replace(/\s/g, '').toLowerCase()}|${dob}|${aadhaar ?? ''}`;
const resolvedKey = ({ person }: ResolvedRow) => personKey(person.first_name, person.dob, person.aadhaar_no);
/** The person key of a sheet row as sent: for every row that is stored, the key it is stored under. */
const sheetKey = (record: unknown) => {
  const r = (typeof record === 'object' && record !== null ? record : {}) as BeneficiaryUploadRecord;
  return personKey(cellText(r.first_name), cellText(r.dob), cellText(r.aadhaar_no));
};

/**
 * The sheet's rows in the order of their person keys (rows of one key in sheet order). Writing in that
 * order, chunk after chunk, every upload takes the person key's locks in one and the same order: two
 * uploads of the same people at once, in whatever order their sheets list them, queue behind each
 * other instead of deadlocking.
 */
function personKeyOrder(records: unknown[]): number[] {
  const keys = records.map(sheetKey);
  return records.map((_, index) => index).sort((a, b) => compareText(keys[a], keys[b]) || a - b);
}

/**
 * Rows of a chunk: each chunk is written in a transaction of its own (upload-transaction.ts), checked
 * while the chunks before it are written, so Node and PostgreSQL work at once.
 */
const CHUNK_ROWS = 2_000;
/**
 * Checking gives way this often, so a statement just handed to the driver is sent, the answer of the
 * one before is taken up, and other users' requests are served, while the next chunk is still being
 * checked.
 */
const YIELD_ROWS = 250;

export interface UploadOptions {
  /** Told of each upload a stopped process had left half written, undone before this one writes. */
  onInterruptedUndone?: (undone: UndoneUpload) => void;
  /** The file and sheet the rows came from, recorded with the upload. */
  source?: UploadSource;
  /** Rows the browser set aside before sending: recorded with the upload's rejected rows. */
  setAside?: readonly { row: number; reasons: Reason[]; typed?: TypedCell[] }[];
  /**
   * The sheet's heading row as typed, and each record's cells as typed, in the records' order (checked by
   * checkTypedRows): those of the rejected rows are recorded with the upload (decision 015). Each row is
   * let go once its record is checked.
   */
  typed?: TypedSheet;
  typedRows?: (TypedCell[] | undefined)[];
}

/**
 * Spec §7 register-multiple-beneficiaries: each row checked with the single-record rules, names
 * resolved from look-ups read once, then set-based statements, a chunk of rows each, in short
 * transactions that together store every row or none (upload-transaction.ts). A person already
 * registered is skipped; an enrolment is added when the row names a sub-programme. Each record is let
 * go (its place in `records` emptied) once it is checked: only the checked rows are kept.
 */
export async function uploadBeneficiaries(
  db: Database,
  records: unknown[],
  uploaderId: number,
  dryRun: boolean,
  options: UploadOptions = {},
): Promise<UploadReport> {
  const taluks = [...new Set(records.map((r) => nameKey((r as { taluka?: unknown } | null)?.taluka)))];
  const lookups = await loadUploadLookups(db, taluks);
  const order = personKeyOrder(records);
  const report: UploadReport = { created: 0, skipped: 0, rejected: [], notes: [] };
  const firstRowOf = new Map<string, number>();
  // each rejected row's cells as typed, else its values as sent, by sheet row, for the upload's record
  // (not on a dry run)
  const keep = !dryRun;
  const rejectedTyped = new Map<number, TypedCell[]>();
  const rejectedValues = new Map<number, Record<string, string | number>>();
  const reject = (row: number, reasons: Reason[], typed: TypedCell[] | undefined, record?: unknown) => {
    report.rejected.push(rejectedRow(row, reasons));
    if (!keep) return;
    if (typed) rejectedTyped.set(row, typed);
    else if (record !== undefined) {
      const values = sentValues(record, BENEFICIARY_UPLOAD_FIELDS);
      if (values) rejectedValues.set(row, values);
    }
  };
  let samePerson = 0;
  const resolveRecord = (record: unknown, row: number, typed: TypedCell[] | undefined, into: ResolvedRow[]) => {
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      reject(row, [REASONS.notARecord()], typed);
      return;
    }
    const unstorable = unstorableCells(record, BENEFICIARY_UPLOAD_HEADINGS);
    if (unstorable.length) {
      // a value PostgreSQL cannot store is not recorded either (its cells as typed were made storable)
      reject(row, unstorable, typed);
      return;
    }
    const resolved = resolveRow(record, row, lookups, uploaderId);
    if ('reasons' in resolved) {
      reject(row, resolved.reasons, typed, record);
      return;
    }
    const key = resolvedKey(resolved);
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      samePerson += 1;
      report.notes?.push(rejectedRow(row, [REASONS.sameAs(first)]));
      return;
    }
    firstRowOf.set(key, row);
    if (resolved.note) report.notes?.push(rejectedRow(row, [resolved.note]));
    into.push(resolved);
  };
  // checked once, in the order of the chunks; an upload run again after a deadlock writes these rows
  const checked: ResolvedRow[][] = [];
  const check = async (chunk: number): Promise<ResolvedRow[]> => {
    const rows: ResolvedRow[] = [];
    const start = chunk * CHUNK_ROWS;
    const end = Math.min(start + CHUNK_ROWS, order.length);
    for (let position = start; position < end; position++) {
      if ((position - start) % YIELD_ROWS === 0) await setImmediate();
      const index = order[position];
      const record = records[index];
      records[index] = undefined;
      const typed = options.typedRows?.[index];
      if (options.typedRows) options.typedRows[index] = undefined;
      const row = Number((record as { rowNumber?: unknown } | null)?.rowNumber) || index + 2;
      resolveRecord(record, row, typed, rows);
    }
    return rows;
  };
  // what the database answered, counted afresh by each attempt
  let created = 0;
  let registered = 0;
  /** The report once every chunk is written. */
  const settle = () => {
    report.created = created;
    report.skipped = samePerson + registered;
    report.rejected.sort(bySheetRow);
    report.notes?.sort(bySheetRow);
    return report;
  };
  await writeInChunks(
    db,
    {
      chunks: Math.ceil(order.length / CHUNK_ROWS),
      uploadedBy: uploaderId,
      onInterruptedUndone: options.onInterruptedUndone,
      restart() {
        created = 0;
        registered = 0;
      },
      async prepare(chunk, uploadId) {
        checked[chunk] ??= await check(chunk);
        const rows = checked[chunk];
        if (!rows.length) return undefined;
        const statement = chunkInsert(rows, uploadId === undefined ? undefined : { uploadId, chunk, uploadedBy: uploaderId });
        return async (tx) => {
          // the search indexes (GIN) take new rows in a pending list and merge it in batches of
          // work_mem: larger batches merge a big upload in a quarter less time
          await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
          const [answer] = await queryRows<{ created: number }>(tx, statement);
          created += answer.created;
          registered += rows.length - answer.created;
        };
      },
      finish: (tx, uploadId) =>
        recordUpload(tx, {
          uploadId,
          kind: 'beneficiaries',
          uploadedBy: uploaderId,
          source: options.source,
          report: settle(),
          values: rejectedValues,
          typedRows: rejectedTyped,
          typed: options.typed,
          setAside: setAsideRows(options.setAside),
        }),
    },
    dryRun,
  );
  return settle();
}

type Cell = string | number | null | undefined;

/** Adds one value to a column's PostgreSQL array literal, quoted, with `"` and `\\` escaped. */
function put(parts: Cell[], value: Cell, first: boolean) {
  if (!first) parts.push(',');
  if (value === null || value === undefined) parts.push('NULL');
  else if (typeof value === 'number') parts.push(value);
  else parts.push('"', value.includes('"') || value.includes('\\') ? value.replace(/["\\]/g, '\\$&') : value, '"');
}

/** The enrolment's own fields: its education and income come with the person's columns. */
const ENROLMENT_OWN_COLUMNS = ENROLMENT_COLUMNS.filter((c) => !(PERSON_DETAIL_FIELDS as readonly string[]).includes(c.name));

/**
 * The chunk's columns, by name and SQL type: the person's fields (with the education and income of the
 * row's enrolment), who created the row, the enrolment's own fields, and the sheet row.
 */
const CHUNK_COLUMNS: FieldColumn[] = [
  ...PERSON_COLUMNS,
  { name: 'created_by', type: 'integer' },
  ...ENROLMENT_OWN_COLUMNS,
  { name: 'upload_row', type: 'integer' },
];

/** One row's values, in the order of CHUNK_COLUMNS. */
function chunkValues({ person, programme, createdBy, row }: ResolvedRow): Cell[] {
  // education and income come with the row's enrolment, except for the sub-programme that has none
  const education = programme && needsEducation(programme.sub_program_id) ? programme : undefined;
  return [
    ...PERSON_FIELDS.map((field) => person[field] as Cell),
    ...PERSON_DETAIL_FIELDS.map((field) => education?.[field] as Cell),
    createdBy,
    ...ENROLMENT_OWN_COLUMNS.map(({ name }) => programme?.[name as EnrolmentField] as Cell),
    row,
  ];
}

/**
 * The chunk's rows as one array literal per column (what `arrayLiteral` makes), in one pass over the
 * rows, each column written at once into one flat string: these are made for every row of a sheet.
 */
function chunkColumns(rows: ResolvedRow[]): string[] {
  const columns: Cell[][] = CHUNK_COLUMNS.map(() => ['{']);
  for (let i = 0; i < rows.length; i++) {
    const values = chunkValues(rows[i]);
    for (let c = 0; c < values.length; c++) put(columns[c], values[c], i === 0);
  }
  return columns.map((parts) => {
    parts.push('}');
    return parts.join('');
  });
}

/** Column names as a SQL list, each with the prefix given. */
const names = (columns: readonly FieldColumn[], prefix = '') => sql.raw(columns.map(({ name }) => `${prefix}${name}`).join(', '));

/** What a chunk of an upload (not a dry run) records: its journal entry, and its rows' provenance and audit. */
export interface ChunkJournal {
  uploadId: number;
  chunk: number;
  uploadedBy: number;
}

/**
 * One statement for a chunk: the people, then an enrolment for every row naming a sub-programme (new
 * people by the row they came from, people already registered by their key), both in the order of
 * `rows`, and, for an upload (not a dry run), the record of what the chunk created, in the same
 * transaction: each person and enrolment names the upload and its sheet row, an audit record for each
 * says who created it from which upload and row, and the journal lets an interrupted upload be undone.
 * Answers how many people it created; a person already there is skipped by the person key.
 */
export function chunkInsert(rows: ResolvedRow[], journal?: ChunkJournal): SQL {
  const columns = chunkColumns(rows).map((literal, c) => sql`${sql.param(literal)}::${sql.raw(CHUNK_COLUMNS[c].type)}[]`);
  const upload = journal?.uploadId;
  // the provenance columns of people and enrolments, and their values, for an upload
  const provenanceColumns = upload === undefined ? sql`` : sql`, upload_id, upload_row`;
  const provenanceValues = (row: SQL) => (upload === undefined ? sql`` : sql`, ${upload}::int, ${row}`);
  const audit = journal
    ? sql`, audit AS (
      INSERT INTO audit_events (beneficiary_id, beneficiary_program_id, action, upload_id, upload_row, user_id, user_name)
      SELECT beneficiary_id, NULL::int, 'beneficiaryCreated', ${upload}::int, upload_row, ${journal.uploadedBy}::int, (SELECT emp_name FROM users WHERE user_id = ${journal.uploadedBy}::int) FROM people
      UNION ALL
      SELECT beneficiary_id, beneficiary_program_id, 'enrolmentCreated', ${upload}::int, upload_row, ${journal.uploadedBy}::int, (SELECT emp_name FROM users WHERE user_id = ${journal.uploadedBy}::int)
      FROM enrolments
    )`
    : sql``;
  return sql`
    WITH input AS (
      SELECT * FROM unnest(${sql.join(columns, sql`, `)})
        WITH ORDINALITY
        AS i(${names(CHUNK_COLUMNS)}, ordinal)
    ), people AS (
      INSERT INTO beneficiaries (${names(PERSON_COLUMNS)}, created_by${provenanceColumns})
      SELECT ${names(PERSON_COLUMNS)}, created_by${provenanceValues(sql`upload_row`)}
      FROM input ORDER BY ordinal
      ON CONFLICT DO NOTHING
      RETURNING beneficiary_id, first_name, dob, aadhaar_no, upload_row
    ), enrolments AS (
      INSERT INTO beneficiary_programs (beneficiary_id, ${names(ENROLMENT_COLUMNS)}, created_by${provenanceColumns})
      SELECT person.beneficiary_id, ${names(ENROLMENT_COLUMNS, 'i.')}, i.created_by${provenanceValues(sql`i.upload_row`)}
      FROM input i
      LEFT JOIN people p ON p.first_name = i.first_name AND p.dob = i.dob AND p.aadhaar_no IS NOT DISTINCT FROM i.aadhaar_no
      CROSS JOIN LATERAL (SELECT coalesce(p.beneficiary_id, (SELECT b.beneficiary_id FROM beneficiaries b
        WHERE ${personName(sql`b.first_name`)} = ${personName(sql`i.first_name`)}
          AND b.dob = i.dob AND b.aadhaar_no IS NOT DISTINCT FROM i.aadhaar_no LIMIT 1)) AS beneficiary_id) person
      WHERE i.sub_program_id IS NOT NULL AND person.beneficiary_id IS NOT NULL
      ORDER BY i.ordinal
      ON CONFLICT DO NOTHING
      RETURNING beneficiary_program_id, beneficiary_id, upload_row
    )${audit}${
      journal
        ? sql`, journal AS (
      INSERT INTO upload_transaction_chunks (upload_id, chunk, beneficiary_ids, enrolment_ids)
      SELECT ${journal.uploadId}::int, ${journal.chunk}::int,
        coalesce((SELECT array_agg(beneficiary_id) FROM people), '{}'),
        coalesce((SELECT array_agg(beneficiary_program_id) FROM enrolments), '{}')
    )`
        : sql``
    }
    SELECT count(*)::int AS created FROM people`;
}
