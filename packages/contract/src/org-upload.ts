import { z } from 'zod';
import { UPLOAD_MAX_ROWS } from './constants.ts';
import { storableString } from './fields.ts';
import { REQUEST_ERRORS } from './messages.ts';
import {
  type SentTypedCell,
  TYPED_CELL_MAX,
  TYPED_COLUMNS_MAX,
  TYPED_ERROR_MAX,
  TYPED_FORMAT_MAX,
  type TypedCell,
  type TypedSheet,
} from './typed-cells.ts';
import type { Reason, ReasonId } from './upload-reasons.ts';
import { BENEFICIARY_UPLOAD_FIELDS, type BeneficiaryUploadField, VILLAGE_HEADINGS } from './upload-template.ts';
import { UPLOAD_TEXT } from './upload-text.ts';
import { UPLOAD_FILE_NAME_MAX } from './uploads-history-text.ts';

/** The page's texts live with no schema library, so the catalogue (first screen) does not pull one in. */
export { UPLOAD_TEXT } from './upload-text.ts';
/** The sheets' columns, with no schema library (see upload-template.ts). */
export { BENEFICIARY_UPLOAD_FIELDS, VILLAGE_HEADINGS };

/** One reason by message id (see upload-reasons.ts), as the answer carries it. */
const ReasonSchema = z.object({
  reasonId: z.string() as unknown as z.ZodType<ReasonId>,
  reasonValues: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string()).readonly()])).optional(),
});

const cell = storableString().trim().min(1).max(200);

/** One village row of the sheet; `rowNumber` is its row in the sheet, for the report. */
export const VillageUploadRowSchema = z.strictObject({
  Village: cell,
  Taluk: cell,
  District: cell,
  rowNumber: z.number().int().min(1).optional(),
});
export type VillageUploadRow = z.infer<typeof VillageUploadRowSchema>;

/** SHA-256 of the file's bytes in lower-case hex, as the browser's crypto.subtle.digest gives it. */
export const FILE_HASH_PATTERN = /^[0-9a-f]{64}$/;

/**
 * Where the rows of an upload came from, recorded with the upload (its history): the file as chosen,
 * its SHA-256 (the same file uploaded again is recognised) and the sheet read.
 */
export const UploadSourceSchema = z.strictObject({
  fileName: storableString().trim().min(1).max(UPLOAD_FILE_NAME_MAX),
  fileHash: z.string().regex(FILE_HASH_PATTERN),
  sheetName: storableString().trim().max(UPLOAD_FILE_NAME_MAX).optional(),
});
export type UploadSource = z.infer<typeof UploadSourceSchema>;

export type { SentTypedCell, TypedCell, TypedSheet };

const typedText = storableString().max(TYPED_CELL_MAX);
const typedFormat = storableString().min(1).max(TYPED_FORMAT_MAX);

/** One cell as typed (typed-cells.ts): a plain text or number, null for an empty cell, else its type, value and format. */
export const TypedCellSchema: z.ZodType<TypedCell> = z.union([
  typedText,
  z.number(),
  z.null(),
  z.discriminatedUnion('t', [
    z.strictObject({ t: z.literal('s'), v: typedText, z: typedFormat }),
    z.strictObject({ t: z.literal('n'), v: z.number(), z: typedFormat }),
    z.strictObject({ t: z.literal('b'), v: z.boolean() }),
    z.strictObject({ t: z.literal('d'), v: z.iso.datetime(), z: typedFormat.optional() }),
    z.strictObject({ t: z.literal('e'), v: z.number().int().min(0).max(TYPED_ERROR_MAX) }),
  ]),
]);

/** A row's cells as typed, from the sheet's first column on (trailing empty cells left out). */
export const TypedRowSchema = z.array(TypedCellSchema).max(TYPED_COLUMNS_MAX);

/** A row's cells as a request sends them: `true` for a text its record sends too (typed-cells.ts). */
export const SentTypedRowSchema: z.ZodType<SentTypedCell[]> = z
  .array(z.union([TypedCellSchema, z.literal(true)]))
  .max(TYPED_COLUMNS_MAX);

/**
 * The sheet's heading row as typed, the columns it spans, and for each column the key of the record
 * that sends its value (one of `keys`), or null.
 */
const typedSheetSchema = (keys: readonly [string, ...string[]]): z.ZodType<TypedSheet> =>
  z
    .strictObject({
      headings: TypedRowSchema,
      columns: z.number().int().min(1).max(TYPED_COLUMNS_MAX),
      fields: z.array(z.enum(keys).nullable()).max(TYPED_COLUMNS_MAX).optional(),
    })
    .refine((sheet) => sheet.headings.length <= sheet.columns && (sheet.fields?.length ?? 0) <= sheet.columns, {
      message: REQUEST_ERRORS.invalidBody,
      path: ['columns'],
    });

/**
 * Rows the browser set aside before sending (they never reach the server): sent with the upload so
 * the recorded report holds every rejected row, as the dialog showed it, with its cells as typed
 * (those it set aside for are left out).
 */
const SetAsideSchema = z
  .array(
    z.strictObject({ row: z.number().int().min(1), reasons: z.array(ReasonSchema).max(20), typed: TypedRowSchema.optional() }),
  )
  .max(UPLOAD_MAX_ROWS);

/**
 * What an upload sends of the sheet as typed (decision 015), besides its records: the heading row
 * (`typed`), and `typedRows`, one row of cells for each record, in the records' order. The rows are
 * checked one by one by the upload (SentTypedRowSchema, then each `true` against its record), as the
 * records are: a malformed one refuses the whole upload (400) before anything is written.
 */
const typedFields = (keys: readonly [string, ...string[]]) => ({
  typed: typedSheetSchema(keys).optional(),
  typedRows: z.array(z.unknown()).max(UPLOAD_MAX_ROWS).optional(),
});

/** The typed block fits the records: both parts or neither, a row for each record, no row wider than the sheet. */
function typedFits(
  body: { typed?: TypedSheet; typedRows?: unknown[]; setAside?: { typed?: TypedCell[] }[] },
  records: unknown[],
  ctx: z.RefinementCtx,
) {
  const issue = (path: (string | number)[]) => ctx.addIssue({ code: 'custom', message: REQUEST_ERRORS.invalidBody, path });
  if ((body.typed === undefined) !== (body.typedRows === undefined)) issue([body.typed ? 'typedRows' : 'typed']);
  else if (body.typedRows && body.typedRows.length !== records.length) issue(['typedRows']);
  for (const [i, aside] of (body.setAside ?? []).entries()) {
    if (aside.typed && (!body.typed || aside.typed.length > body.typed.columns)) issue(['setAside', i, 'typed']);
  }
}

export const VillageUploadRequestSchema = z
  .strictObject({
    data: z.array(z.unknown()).max(UPLOAD_MAX_ROWS, UPLOAD_TEXT.tooManyRows),
    dryRun: z.boolean().optional(),
    source: UploadSourceSchema.optional(),
    setAside: SetAsideSchema.optional(),
    ...typedFields(VILLAGE_HEADINGS),
  })
  .superRefine((body, ctx) => typedFits(body, body.data, ctx));

/**
 * A row not stored (or a note on one): `reason` is the English text (spec); `reasons` are the same reasons
 * by message id and values, for the report in the user's language (see `reasonsText` in upload-reasons).
 */
export interface RejectedRow {
  row: number;
  reason: string;
  reasons?: Reason[];
  /**
   * In a recorded report only (the uploads history): the row's values as sent, by field (beneficiaries)
   * or heading (villages), so its rejected rows can be downloaded again, when the upload sent no cells
   * as typed. Personal data: never logged.
   */
  values?: Record<string, string | number>;
  /** In a recorded report only: the row's cells as typed (decision 015). Personal data: never logged. */
  typed?: TypedCell[];
}

export interface UploadReport {
  created: number;
  skipped: number;
  /**
   * A beneficiary upload's: of the people created, those stored with no consent recorded (the office
   * does not require it; decision 038).
   */
  withoutConsent?: number;
  rejected: RejectedRow[];
  /** Rows whose facilitator matched nobody: created with the uploader as creator. */
  notes?: RejectedRow[];
}

export interface UploadResponse {
  Status: boolean;
  Message: string;
  dryRun: boolean;
  report: UploadReport;
}

/** A cell as typed in an answer: what was stored passed TypedCellSchema. */
const TypedCellAnswerSchema = z.union([
  z.string(),
  z.number(),
  z.null(),
  z.object({ t: z.enum(['s', 'n', 'b', 'd', 'e']), v: z.union([z.string(), z.number(), z.boolean()]), z: z.string().optional() }),
]) as z.ZodType<TypedCell>;

/** The sheet's heading row as typed, in an answer. */
export const TypedSheetAnswerSchema = z.object({ headings: z.array(TypedCellAnswerSchema), columns: z.number().int() });

export const RejectedRowSchema = z.object({
  row: z.number().int(),
  reason: z.string(),
  reasons: z.array(ReasonSchema).optional(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  typed: z.array(TypedCellAnswerSchema).optional(),
});

/** The answer of both upload routes (spec §7 Status and Message, with the report of every row). */
export const UploadResponseSchema = z.object({
  Status: z.boolean(),
  Message: z.string(),
  message: z.string(),
  dryRun: z.boolean(),
  report: z.object({
    created: z.number().int(),
    skipped: z.number().int(),
    withoutConsent: z.number().int().optional(),
    rejected: z.array(RejectedRowSchema),
    notes: z.array(RejectedRowSchema).optional(),
  }),
});

export type { BeneficiaryUploadField };
export type BeneficiaryUploadRecord = Partial<Record<BeneficiaryUploadField, string | number>> & { rowNumber?: number };

export const BeneficiaryUploadRequestSchema = z
  .strictObject({
    beneficiaries: z.array(z.unknown()).max(UPLOAD_MAX_ROWS, UPLOAD_TEXT.tooManyRows),
    dryRun: z.boolean().optional(),
    source: UploadSourceSchema.optional(),
    setAside: SetAsideSchema.optional(),
    ...typedFields(BENEFICIARY_UPLOAD_FIELDS),
  })
  .superRefine((body, ctx) => typedFits(body, body.beneficiaries, ctx));
