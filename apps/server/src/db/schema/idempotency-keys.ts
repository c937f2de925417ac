import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The first answer to a write sent with an `Idempotency-Key` (decision 007), per user and route, kept
 * 24 hours. A row without a status is a request still being processed: its `claim` names it, and it
 * renews `heartbeat_at` while it runs, so a row whose process died is taken over once that stops.
 *
 * The key is stored as its SHA-256, not as sent: a client chooses the key's text and could put anything
 * in it (a name, a number); the hash keeps none of that and gives the index entries a fixed width.
 * `response_body` is the answer as sent, which may hold personal data: it is never logged.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    // method and route pattern, e.g. `DELETE /api/v1/beneficiary/delete-program/:id`
    route: text('route').notNull(),
    keyHash: text('key_hash').notNull(),
    // SHA-256 of the route's parameters and body: the same key with another request is refused
    requestHash: text('request_hash').notNull(),
    claim: text('claim').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.route, t.keyHash] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
    check('idempotency_keys_answer_whole', sql`(${t.statusCode} IS NULL) = (${t.responseBody} IS NULL)`),
  ],
);
