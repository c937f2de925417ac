import { z } from 'zod';
import { CONSENT_METHODS, GUARDIAN_RELATIONSHIPS } from './consent.ts';
import { NoticeSchema } from './privacy-notice.ts';
import { BeneficiaryDetailsResponseSchema } from './responses/beneficiary.ts';

/** A person's consent as recorded (decision 036). */
export const ConsentSummarySchema = z.object({
  notice_version: z.number(),
  method: z.enum(CONSENT_METHODS),
  witness_name: z.string().nullable(),
  guardian_name: z.string().nullable(),
  guardian_relationship: z.enum(GUARDIAN_RELATIONSHIPS).nullable(),
  given_on: z.string(),
});
export type ConsentSummary = z.infer<typeof ConsentSummarySchema>;

/**
 * A person's record printed for them (DPDP Act s. 11, the right of access): their data and
 * enrolments as their page shows them, their consent, and the notice they consented to (the
 * purposes), or the notice in force when no consent is recorded.
 */
export const PersonRecordResponseSchema = BeneficiaryDetailsResponseSchema.extend({
  consent: ConsentSummarySchema.nullable(),
  notice: NoticeSchema,
});
export type PersonRecordResponse = z.infer<typeof PersonRecordResponseSchema>;
