import { z } from 'zod';
import { CONSENT_RULES as R } from './consent-text.ts';
import { emptyToUndefined, isoDate } from './fields.ts';

/**
 * A person's requests under the DPDP Act (s. 11–14): to see their data, to correct it, to erase it, to
 * withdraw consent, or a grievance; logged with their dates, and closed when answered (decision 037).
 */
export const REQUEST_KINDS = ['access', 'correction', 'erasure', 'withdrawal', 'grievance'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const REQUEST_CHANNELS = ['in_person', 'phone', 'letter', 'email', 'other'] as const;
export const REQUEST_OUTCOMES = ['fulfilled', 'refused'] as const;
export const REQUEST_STATUSES = ['open', 'overdue', 'closed', 'all'] as const;
/** The Rules answer a grievance within 90 days at most; an office sets its own days, 30 unless it says. */
export const REQUEST_DAYS_DEFAULT = 30;
export const REQUEST_DAYS_MIN = 1;
export const REQUEST_DAYS_MAX = 90;
export const REQUESTS_PAGE = 50;
/** The deepest a list of requests pages by offset: thousands of requests are the office's paper, not a screen. */
export const REQUESTS_MAX_OFFSET = 10_000;

export const PRIVACY_REQUEST_PATHS = {
  /** The requests of one person (their page) and a new one. */
  person: '/privacy/people/:id/requests',
  /** The office's requests: open ones, those past the office's days, closed ones. */
  all: '/privacy/requests',
  close: '/privacy/requests/:requestId/close',
} as const;

export const NewRequestSchema = z.object({
  kind: z.preprocess(emptyToUndefined, z.enum(REQUEST_KINDS, { error: R.requestKind })),
  channel: z.preprocess(emptyToUndefined, z.enum(REQUEST_CHANNELS, { error: R.requestChannel })),
  received_on: isoDate(R.requestDay, R.requestDay, { past: true }),
});
export type NewRequest = z.output<typeof NewRequestSchema>;
export const CloseRequestSchema = z.object({ outcome: z.enum(REQUEST_OUTCOMES) });
const offset = z.coerce.number().int().min(0).max(REQUESTS_MAX_OFFSET).default(0);
export const RequestsQuerySchema = z.object({ status: z.enum(REQUEST_STATUSES).default('open'), offset });
export const PersonRequestsQuerySchema = z.object({ offset });
export const RequestIdParamsSchema = z.object({ requestId: z.coerce.number().int().positive().max(2_147_483_647) });

export const PrivacyRequestSchema = z.object({
  request_id: z.number(),
  beneficiary_id: z.number(),
  /** The person's name while they are on record (the office's own list, like the beneficiary list); empty once erased. */
  person_name: z.string(),
  kind: z.enum(REQUEST_KINDS),
  channel: z.enum(REQUEST_CHANNELS),
  received_on: z.string(),
  /** The last day to answer it by: the day received and the office's days. */
  due_on: z.string(),
  overdue: z.boolean(),
  recorded_by_name: z.string(),
  closed_on: z.string().nullable(),
  outcome: z.enum(REQUEST_OUTCOMES).nullable(),
  closed_by_name: z.string().nullable(),
});
export type PrivacyRequest = z.infer<typeof PrivacyRequestSchema>;
export const PrivacyRequestsResponseSchema = z.object({
  Status: z.literal(true),
  requests: z.array(PrivacyRequestSchema),
  /** Whether more follow: asked for with the offset past these. */
  more: z.boolean(),
  /** The office's days to answer a request. */
  days: z.number(),
});
export type PrivacyRequestsResponse = z.infer<typeof PrivacyRequestsResponseSchema>;
