import { z } from 'zod';
import { CONSENT_RULES as R } from './consent-text.ts';
import { emptyToUndefined, isoDate } from './fields.ts';
import { REQUEST_CHANNELS } from './privacy-requests.ts';

/**
 * A person leaving the records (DPDP Act s. 6(4), 8(7), 12; decision 039): a withdrawal of consent,
 * which takes them out of every list, export and upload match and has them erased when the office's
 * days have passed; and an erasure, which leaves only what the figures count.
 */
export const LEAVING_PATHS = {
  withdrawal: '/privacy/people/:id/withdrawal',
  erasure: '/privacy/people/:id/erasure',
} as const;

/** Why a person was erased: they asked, their consent was withdrawn and the days passed, or the purpose was served. */
export const ERASURE_REASONS = ['request', 'withdrawn', 'purpose_served'] as const;
export type ErasureReason = (typeof ERASURE_REASONS)[number];

/** Days a withdrawn person's record is kept before it is erased: the office's setting. */
export const WITHDRAWAL_KEEP_DAYS_DEFAULT = 90;
export const WITHDRAWAL_KEEP_DAYS_MIN = 0;
export const WITHDRAWAL_KEEP_DAYS_MAX = 3650;

export const WithdrawalSchema = z.object({
  withdrawn_on: isoDate(R.requestDay, R.requestDay, { past: true }),
  channel: z.preprocess(emptyToUndefined, z.enum(REQUEST_CHANNELS, { error: R.requestChannel })),
});
export type Withdrawal = z.output<typeof WithdrawalSchema>;

export const ErasureSchema = z.object({
  reason: z.preprocess(emptyToUndefined, z.enum(ERASURE_REASONS, { error: R.erasureReason })),
});
export type Erasure = z.output<typeof ErasureSchema>;

/** A person's standing on their page: on record (both null), withdrawn, or erased. */
export const WithdrawalStandingSchema = z.object({
  withdrawn_on: z.string(),
  channel: z.enum(REQUEST_CHANNELS),
  /** The day the record is erased, by the office's days at the time of asking. */
  erase_on: z.string(),
  recorded_by_name: z.string(),
});
export const ErasureStandingSchema = z.object({
  erased_at: z.string(),
  reason: z.enum(ERASURE_REASONS),
  /** Nobody for an erasure the portal made when a withdrawal's days had passed. */
  erased_by_name: z.string().nullable(),
});
export const PersonStandingSchema = z.object({
  withdrawal: WithdrawalStandingSchema.nullable(),
  erasure: ErasureStandingSchema.nullable(),
});
export type PersonStanding = z.infer<typeof PersonStandingSchema>;
