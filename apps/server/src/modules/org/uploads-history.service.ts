import { setImmediate } from 'node:timers/promises';
import type { UploadRecordKind } from '@portal/contract/audit-actions';
import { toStorableText } from '@portal/contract/fields';
import { EN_IN } from '@portal/contract/i18n/en-IN';
import {
  type RejectedRow,
  SentTypedRowSchema,
  type TypedCell,
  type TypedSheet,
  type UploadReport,
  type UploadSource,
} from '@portal/contract/org-upload';
import {
  type RecordedReport,
  RecordedReportSchema,
  type UploadRecord,
  type UploadsHistoryQuery,
} from '@portal/contract/responses/uploads-history';
import { typedRowOfSent } from '@portal/contract/typed-cells';
import type { Reason } from '@portal/contract/upload-reasons';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Database, selectRows } from '../../db/client.ts';
import { AppError, errorText } from '../../lib/app-error.ts';
import { rejectedRow } from './upload-cells.ts';
import { bySheetRow } from './upload-support.ts';

/** A cell's value kept for downloading a rejected row again: text (at most this long) or a number. */
const VALUE_MAX = 1_000;

/**
 * The values of a row as sent, by field (only the fields the upload reads; texts and numbers), for its
 * line in the rejected rows downloaded again from the history. Personal data: never logged.
 */
export function sentValues(record: unknown, fields: readonly string[]): Record<string, string | number> | undefined {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return undefined;
  const values: Record<string, string | number> = {};
  for (const field of fields) {
    const value = (record as Record<string, unknown>)[field];
    if (typeof value === 'number' && Number.isFinite(value)) values[field] = value;
    else if (typeof value === 'string' && value !== '') values[field] = toStorableText(value.slice(0, VALUE_MAX));
  }
  return values;
}

/** Typed rows checked between two yields: the check of a 50,000-row sheet never holds other users up. */
const TYPED_YIELD_ROWS = 250;

/**
 * The rows of an upload's cells as typed (decision 015), each checked with the contract's schema and
 * against the sheet's columns, and each `true` made the text its record sends for the column, one row
 * after the other, giving way now and then, before anything is written: a malformed row refuses the
 * whole upload (400, naming where, never what). The body's schema has seen to it that both parts come
 * or neither, and a row for each record. Each row as sent is let go once checked.
 */
export async function checkTypedRows(
  typed: TypedSheet | undefined,
  rows: unknown[] | undefined,
  records: readonly unknown[],
): Promise<TypedCell[][] | undefined> {
  if (!typed || !rows) return undefined;
  const checked: TypedCell[][] = [];
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i % TYPED_YIELD_ROWS === 0) await setImmediate();
    const parsed = SentTypedRowSchema.safeParse(rows[i]);
    const row =
      parsed.success && parsed.data.length <= typed.columns ? typedRowOfSent(parsed.data, records[i], typed.fields) : undefined;
    if (!row) {
      const issue = parsed.success ? undefined : parsed.error.issues[0];
      const field = ['typedRows', i, ...(issue?.path ?? [])].join('.');
      throw new AppError('invalidInput', { details: [{ field, message: issue?.message ?? errorText('invalidInput') }] });
    }
    checked.push(row);
    rows[i] = undefined;
  }
  return checked;
}

/** Rows the browser set aside before sending, as the report records them (reasons of unknown ids left out), with their cells as typed. */
export function setAsideRows(
  setAside: readonly { row: number; reasons: Reason[]; typed?: TypedCell[] }[] | undefined,
): RejectedRow[] {
  return (setAside ?? []).map(({ row, reasons, typed }) => {
    let recorded: RejectedRow;
    try {
      recorded = rejectedRow(
        row,
        reasons.filter((r) => r.reasonId in EN_IN),
      );
    } catch {
      // a reason whose values its text cannot take: the row is recorded without it
      recorded = rejectedRow(row, []);
    }
    return typed ? { ...recorded, typed } : recorded;
  });
}

export interface UploadRecordInput {
  uploadId: number;
  kind: UploadRecordKind;
  uploadedBy: number;
  source?: UploadSource;
  /**
   * The report as answered; `typedRows` holds the cells as typed of each rejected row by its sheet row
   * (decision 015), and `values`, for a row sent without them, its values as sent.
   */
  report: UploadReport;
  values: ReadonlyMap<number, Record<string, string | number>>;
  typedRows?: ReadonlyMap<number, TypedCell[]>;
  /** The sheet's heading row as typed, when the upload sent its cells as typed. */
  typed?: TypedSheet;
  /** Rows the browser set aside, rejected too (with their cells as typed, if sent). */
  setAside?: RejectedRow[];
}

/**
 * The report as recorded: every rejected row (the browser's too) in sheet order, each with its cells as
 * typed, or else its values as sent, and the sheet's typed heading row.
 */
function recordedReport({ report, values, typedRows, typed, setAside = [] }: UploadRecordInput): RecordedReport {
  const rejected = [...setAside, ...report.rejected].sort(bySheetRow).map((r) => {
    const cells = r.typed ?? typedRows?.get(r.row);
    if (cells) return { ...r, typed: cells };
    const sent = values.get(r.row);
    return sent ? { ...r, values: sent } : r;
  });
  return {
    created: report.created,
    skipped: report.skipped,
    ...(report.withoutConsent === undefined ? {} : { withoutConsent: report.withoutConsent }),
    rejected,
    ...(report.notes ? { notes: report.notes } : {}),
    // the columns' fields only served to send the cells once
    ...(typed ? { typed: { headings: typed.headings, columns: typed.columns } } : {}),
  };
}

/**
 * Writes the upload's record, in the transaction that stores its last rows: an upload is in the
 * history once it is stored, and never else.
 */
export async function recordUpload(tx: Database, input: UploadRecordInput): Promise<void> {
  const report = recordedReport(input);
  const { source } = input;
  await tx.execute(sql`
    INSERT INTO uploads (upload_id, kind, uploaded_by, file_name, file_hash, sheet_name, created_count, existing_count,
      rejected_count, report)
    VALUES (${input.uploadId}, ${input.kind}, ${input.uploadedBy}, ${source?.fileName ?? null}, ${source?.fileHash ?? null},
      ${source?.sheetName || null}, ${report.created}, ${report.skipped}, ${report.rejected.length},
      ${JSON.stringify(report)}::jsonb)`);
}

const IdRow = z.object({ id: z.coerce.number() });

/** A new upload id from the sequence the beneficiary uploads take theirs from (a village upload has no chunks). */
export async function newUploadId(tx: Database): Promise<number> {
  const [{ id }] = await selectRows(
    tx,
    IdRow,
    sql`SELECT nextval(pg_get_serial_sequence('upload_transactions', 'upload_id')) AS id`,
  );
  return id;
}

const RecordRow = z.object({
  id: z.number(),
  kind: z.enum(['beneficiaries', 'villages']),
  file_name: z.string().nullable(),
  file_hash: z.string().nullable(),
  sheet_name: z.string().nullable(),
  uploaded_by: z.number(),
  uploaded_by_name: z.string(),
  uploaded_at: z.coerce.date(),
  created: z.number(),
  existing: z.number(),
  rejected: z.number(),
  earlier_id: z.number().nullable(),
  earlier_at: z.coerce.date().nullable(),
  earlier_name: z.string().nullable(),
  rows_emptied_at: z.coerce.date().nullable(),
});

const asRecord = (r: z.infer<typeof RecordRow>): UploadRecord => ({
  id: r.id,
  kind: r.kind,
  fileName: r.file_name,
  fileHash: r.file_hash,
  sheetName: r.sheet_name,
  uploadedById: r.uploaded_by,
  uploadedByName: r.uploaded_by_name,
  uploadedAt: r.uploaded_at.toISOString(),
  created: r.created,
  existing: r.existing,
  rejected: r.rejected,
  earlier:
    r.earlier_id !== null && r.earlier_at && r.earlier_name !== null
      ? { id: r.earlier_id, uploadedAt: r.earlier_at.toISOString(), uploadedByName: r.earlier_name }
      : null,
  rowsEmptiedAt: r.rows_emptied_at?.toISOString() ?? null,
});

/** The uploads matching `where`, newest first, each with the newest earlier upload of the same file. */
const recordsQuery = (where: SQL, limit: number) => sql`
  SELECT u.upload_id AS id, u.kind, u.file_name, u.file_hash, u.sheet_name, u.uploaded_by, usr.emp_name AS uploaded_by_name,
    u.uploaded_at, u.created_count AS created, u.existing_count AS existing, u.rejected_count AS rejected,
    e.upload_id AS earlier_id, e.uploaded_at AS earlier_at, e.emp_name AS earlier_name, u.rows_emptied_at
  FROM uploads u
  JOIN users usr ON usr.user_id = u.uploaded_by
  LEFT JOIN LATERAL (
    SELECT p.upload_id, p.uploaded_at, pu.emp_name FROM uploads p JOIN users pu ON pu.user_id = p.uploaded_by
    WHERE u.file_hash IS NOT NULL AND p.file_hash = u.file_hash AND p.upload_id < u.upload_id
    ORDER BY p.upload_id DESC LIMIT 1
  ) e ON true
  WHERE ${where}
  ORDER BY u.upload_id DESC
  LIMIT ${limit}`;

/** A page of the history, newest first; `nextBefore` asks for the page after it. */
export async function listUploads(db: Database, { limit, before, fileHash }: UploadsHistoryQuery) {
  const where = [
    ...(before === undefined ? [] : [sql`u.upload_id < ${before}`]),
    ...(fileHash === undefined ? [] : [sql`u.file_hash = ${fileHash}`]),
  ];
  const rows = await selectRows(db, RecordRow, recordsQuery(where.length ? sql.join(where, sql` AND `) : sql`true`, limit + 1));
  const page = rows.slice(0, limit).map(asRecord);
  return { uploads: page, nextBefore: rows.length > limit ? page[page.length - 1].id : null };
}

const ReportRow = z.object({ report: RecordedReportSchema });

/** One upload with its recorded report; undefined when there is none of that id. */
export async function readUpload(db: Database, id: number) {
  const [row] = await selectRows(db, RecordRow, recordsQuery(sql`u.upload_id = ${id}`, 1));
  if (!row) return undefined;
  const [{ report }] = await selectRows(db, ReportRow, sql`SELECT report FROM uploads WHERE upload_id = ${id}`);
  return { upload: asRecord(row), report };
}
