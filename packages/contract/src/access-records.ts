import { z } from 'zod';
import { CONSENT_RULES as R } from './consent-text.ts';
import { isoDate } from './fields.ts';

/**
 * Who saw whom (DPDP Rules 2025, rule 6: logs of access to personal data, kept a year at least):
 * every read of a person's personal data is recorded by ids, never the data (decision 035).
 */
export const ACCESS_RECORD_PATHS = {
  /** Who looked at this person: the reads of one person, newest first. */
  person: '/privacy/people/:id/reads',
  /** Which people a member of staff saw between two days, by district, with their exports. */
  staff: '/privacy/staff/:userId/reads',
  /** A person's record to print for them (the right of access): recorded as a read of kind `print`. */
  record: '/privacy/people/:id/record',
} as const;

/** What was read: the person's page, their History, their printed record. */
export const READ_KINDS = ['details', 'history', 'print'] as const;
export type ReadKind = (typeof READ_KINDS)[number];

/** Reads a page of the person's answer holds; older ones follow with `before`. */
export const PERSON_READS_PAGE = 50;
/** The longest range of days the staff question takes in one answer. */
export const STAFF_READS_MAX_DAYS = 3 * 366;
/** The least a retention may be: the Rules keep the logs for a year at least. */
export const ACCESS_RECORDS_MIN_DAYS = 365;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const PersonReadsQuerySchema = z.object({
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export const PersonReadSchema = z.object({
  read_id: z.number(),
  user_id: z.number(),
  emp_name: z.string(),
  email: z.string(),
  kind: z.enum(READ_KINDS),
  read_at: z.string(),
});
export type PersonRead = z.infer<typeof PersonReadSchema>;
export const PersonReadsResponseSchema = z.object({
  Status: z.literal(true),
  reads: z.array(PersonReadSchema),
  /** Older reads remain: ask again with `before` the last read's id. */
  more: z.boolean(),
});
export type PersonReadsResponse = z.infer<typeof PersonReadsResponseSchema>;

export const StaffReadsParamsSchema = z.object({ userId: id });
const day = isoDate(R.rangeDay, R.rangeDay);
export const StaffReadsQuerySchema = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to, { message: R.rangeOrder, path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= STAFF_READS_MAX_DAYS, {
    message: R.rangeLength,
    path: ['to'],
  });
export type StaffReadsQuery = z.infer<typeof StaffReadsQuerySchema>;

const count = z.number().int();
export const StaffReadsSchema = z.object({
  user_id: z.number(),
  emp_name: z.string(),
  email: z.string(),
  /** India's days, both included. */
  from: z.string(),
  to: z.string(),
  /** Different people whose page, History or printed record they opened, and how many reads. */
  people_viewed: count,
  reads: count,
  /** Their exports of the list in the range: people written in each. */
  exports: z.array(
    z.object({ export_id: z.number(), started_at: z.string(), format: z.string(), rows: count, outcome: z.string().nullable() }),
  ),
  /** By the district the people lived in when seen: people viewed and people written in exports. */
  by_district: z.array(z.object({ district_id: z.number(), district_name: z.string(), viewed: count, exported: count })),
});
export type StaffReads = z.infer<typeof StaffReadsSchema>;
export const StaffReadsResponseSchema = z.object({ Status: z.literal(true), data: StaffReadsSchema });
export type StaffReadsResponse = z.infer<typeof StaffReadsResponseSchema>;
