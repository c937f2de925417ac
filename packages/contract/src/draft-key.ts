/**
 * The key that a form kept across a session the server ended is encrypted with (decision 008):
 * `GET /api/v1/user/draft-key`, signed in, answers 32 random bytes in base64, the same for the same
 * staff member every time. Its schema is in responses/user.ts, so the first page load stays light.
 */
export const DRAFT_KEY_PATH = '/user/draft-key';
export const DRAFT_KEY_BYTES = 32;

/** The answer's shape, from its schema (a type only: nothing of zod is loaded). */
export type { DraftKeyResponse } from './responses/user.ts';
