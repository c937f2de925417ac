/**
 * Idempotent writes (docs/decisions/007-idempotent-writes.md). A form makes a key when it opens and
 * sends it with its save; when the answer is lost and the save is sent again with the same key, the
 * server answers as it did the first time instead of writing again. This file stays free of zod: every
 * page's API client reads it, and the schema library is not needed on the way to the first screen.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set to `true` on an answer the server repeats from an earlier request with the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY_KEY_MIN_LENGTH = 16;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;
/** A UUID (`crypto.randomUUID()`) fits, and so does base64url of 16 or more random bytes. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
/** How long the server keeps a key's first answer. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export const IDEMPOTENCY_TEXT = {
  /** 400: the header is there but not a key of the format above. */
  malformedKey: 'The Idempotency-Key header must be 16 to 128 letters, digits, "-" or "_".',
  /** 422: the key was already used for another request (other values, or another record). */
  keyReused: 'This request was already sent with different details. Please check whether it was saved before trying again.',
  /** 409 with Retry-After: the first request with this key is still being processed; sending it again is safe. */
  inProgress: 'This request is still being processed. Please wait a moment and try again.',
} as const;

/** A new key: 16 random bytes as base64url (22 characters). Works where `crypto.randomUUID` is not offered (plain http). */
export function createIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}
