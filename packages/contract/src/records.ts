import { z } from 'zod';
import { AUDIT_ACTIONS } from './audit-actions.ts';
import { storableString } from './fields.ts';
import { RECORDS_TEXT as T } from './records-text.ts';

/** The longest reason for a deactivation, in characters. */
export const DEACTIVATION_REASON_MAX = 500;

/** `PUT /deactivate-beneficiary/{id}`: why the person is deactivated. */
export const DeactivateBeneficiarySchema = z.strictObject({
  reason: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    storableString({ error: T.reasonRequired }).min(1, T.reasonRequired).max(DEACTIVATION_REASON_MAX, T.reasonTooLong),
  ),
});
export type DeactivateBeneficiary = z.infer<typeof DeactivateBeneficiarySchema>;

/** A value as the history shows it: the stored value, and for an id its name (as the server has it). */
const HistoryValueSchema = z.object({ value: z.string().nullable(), name: z.string().nullable() });

/** One field of an update: the column's name, the old and the new value. */
export const HistoryChangeSchema = z.object({ field: z.string(), from: HistoryValueSchema, to: HistoryValueSchema });
export type HistoryChange = z.infer<typeof HistoryChangeSchema>;

/** One entry of a beneficiary's history, newest first. */
export const HistoryEntrySchema = z.object({
  audit_id: z.number(),
  action: z.enum(AUDIT_ACTIONS),
  occurred_at: z.string(),
  user_name: z.string(),
  changes: z.array(HistoryChangeSchema),
  reason: z.string().nullable(),
  /** The enrolment's programme and sub-programme, for an enrolment's entry. */
  program_id: z.number().nullable(),
  sub_program_id: z.number().nullable(),
  sub_program_name: z.string().nullable(),
  /** A record created by an upload: its file (for those who may read the uploads history) and sheet row. */
  upload_file_name: z.string().nullable(),
  upload_row: z.number().nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/** Entries a page of the history holds. */
export const HISTORY_PAGE_SIZE = 50;

/** `GET /get-beneficiary-history/{id}?before=…`: the page older than that cursor (the newest page without it). */
export const BeneficiaryHistoryQuerySchema = z.strictObject({
  before: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/)
    .optional(),
});

/** A page of a beneficiary's history, newest first; `older` is the cursor of the next page, null on the last. */
export const BeneficiaryHistoryResponseSchema = z.object({
  Status: z.literal(true),
  history: z.array(HistoryEntrySchema),
  older: z.string().nullable(),
});
export type BeneficiaryHistoryResponse = z.infer<typeof BeneficiaryHistoryResponseSchema>;
