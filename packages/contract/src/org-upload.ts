import { z } from 'zod';
import { UPLOAD_MAX_ROWS } from './constants.ts';
import { storableString } from './fields.ts';
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

/**
 * Rows the browser set aside before sending (they never reach the server): sent with the upload so
 * the recorded report holds every rejected row, as the dialog showed it.
 */
const SetAsideSchema = z
  .array(z.strictObject({ row: z.number().int().min(1), reasons: z.array(ReasonSchema).max(20) }))
  .max(UPLOAD_MAX_ROWS);

export const VillageUploadRequestSchema = z.strictObject({
  data: z.array(z.unknown()).max(UPLOAD_MAX_ROWS, UPLOAD_TEXT.tooManyRows),
  dryRun: z.boolean().optional(),
  source: UploadSourceSchema.optional(),
  setAside: SetAsideSchema.optional(),
});

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
   * or heading (villages), so its rejected rows can be downloaded again. Personal data: never logged.
   */
  values?: Record<string, string | number>;
}

export interface UploadReport {
  created: number;
  skipped: number;
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

export const RejectedRowSchema = z.object({
  row: z.number().int(),
  reason: z.string(),
  reasons: z.array(ReasonSchema).optional(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
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
    rejected: z.array(RejectedRowSchema),
    notes: z.array(RejectedRowSchema).optional(),
  }),
});

export type { BeneficiaryUploadField };
export type BeneficiaryUploadRecord = Partial<Record<BeneficiaryUploadField, string | number>> & { rowNumber?: number };

export const BeneficiaryUploadRequestSchema = z.strictObject({
  beneficiaries: z.array(z.unknown()).max(UPLOAD_MAX_ROWS, UPLOAD_TEXT.tooManyRows),
  dryRun: z.boolean().optional(),
  source: UploadSourceSchema.optional(),
  setAside: SetAsideSchema.optional(),
});
