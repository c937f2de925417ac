import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * One random AES-256 key per staff member (decision 008). The browser keeps a form's values encrypted
 * with it across a session the server ended; the key itself is only ever held in the page's memory, so
 * what the browser's storage holds is unreadable without signing in again as the same person. Created
 * on the first request and never changed: a draft written before a password change still opens after it.
 */
export const draftKeys = pgTable(
  'draft_keys',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.userId, { onDelete: 'cascade' }),
    draftKey: bytea('draft_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('draft_keys_key_length', sql`octet_length(${t.draftKey}) = 32`)],
);
