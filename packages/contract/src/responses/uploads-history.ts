import { z } from 'zod';
import { UPLOAD_RECORD_KINDS } from '../audit-actions.ts';
import { FILE_HASH_PATTERN, RejectedRowSchema, TypedSheetAnswerSchema } from '../org-upload.ts';

/** Timestamps are answered as JSON dates are written: ISO 8601 in UTC. */
const timestamp = z.string();

/** Uploads listed on a page of the history, at most. */
export const UPLOADS_PAGE_MAX = 100;
export const UPLOADS_PAGE_DEFAULT = 20;

/** `GET /org/uploads?limit&before&fileHash`: newest first, the next page by the last id shown. */
export const UploadsHistoryQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(UPLOADS_PAGE_MAX).default(UPLOADS_PAGE_DEFAULT),
  before: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** Only the uploads of this file (its SHA-256): the dialog says when a chosen file was uploaded before. */
  fileHash: z.string().regex(FILE_HASH_PATTERN).optional(),
});
export type UploadsHistoryQuery = z.infer<typeof UploadsHistoryQuerySchema>;

export const UploadIdParamsSchema = z.object({ id: z.string().max(20) });

/** An earlier upload of the same file (same SHA-256). */
const EarlierUploadSchema = z.object({ id: z.number(), uploadedAt: timestamp, uploadedByName: z.string() });

/** One recorded upload: what, from which file and sheet, who and when, and what it did. */
export const UploadRecordSchema = z.object({
  id: z.number(),
  kind: z.enum(UPLOAD_RECORD_KINDS),
  fileName: z.string().nullable(),
  fileHash: z.string().nullable(),
  sheetName: z.string().nullable(),
  uploadedById: z.number(),
  uploadedByName: z.string(),
  uploadedAt: timestamp,
  created: z.number(),
  existing: z.number(),
  rejected: z.number(),
  /** The newest earlier upload of the same file, if any. */
  earlier: EarlierUploadSchema.nullable(),
  /** When the rejected rows' cells were emptied, their days past (decision 052): no download since. */
  rowsEmptiedAt: timestamp.nullable(),
});
export type UploadRecord = z.infer<typeof UploadRecordSchema>;

export const UploadsHistoryResponseSchema = z.object({
  Status: z.literal(true),
  uploads: z.array(UploadRecordSchema),
  /** The `before` of the next page; null on the last one. */
  nextBefore: z.number().nullable(),
});
export type UploadsHistoryResponse = z.infer<typeof UploadsHistoryResponseSchema>;

/**
 * The report as the upload answered it, each rejected row with its cells as typed (for downloading them
 * again as the dialog did), or, recorded before decision 015 or sent without them, the values sent.
 */
export const RecordedReportSchema = z.object({
  created: z.number().int(),
  skipped: z.number().int(),
  /** A beneficiary upload's people stored without consent (recorded since decision 038). */
  withoutConsent: z.number().int().optional(),
  rejected: z.array(RejectedRowSchema),
  notes: z.array(RejectedRowSchema).optional(),
  /** The sheet's heading row as typed and its columns: set when the upload sent its cells as typed. */
  typed: TypedSheetAnswerSchema.optional(),
});
export type RecordedReport = z.infer<typeof RecordedReportSchema>;

export const UploadDetailResponseSchema = z.object({
  Status: z.literal(true),
  upload: UploadRecordSchema,
  report: RecordedReportSchema,
});
export type UploadDetailResponse = z.infer<typeof UploadDetailResponseSchema>;
