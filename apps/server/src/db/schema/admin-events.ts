import { ADMIN_ACTIONS, ADMIN_SUBJECTS } from '@portal/contract/staff-admin';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOfText } from './one-of-text.ts';
import { users } from './users.ts';

/**
 * Every change an administrator makes to a user or a role (the Administration history), written in
 * the transaction of the change; append-only like the records of beneficiaries (migration 0025).
 * Staff fields only: no beneficiary's personal data is ever written here.
 */
export const adminEvents = pgTable(
  'admin_events',
  {
    adminEventId: bigserial('admin_event_id', { mode: 'number' }).primaryKey(),
    subject: text('subject').notNull(),
    subjectId: integer('subject_id').notNull(),
    // the user's or role's name when changed: a later rename does not rewrite the past
    subjectName: text('subject_name').notNull(),
    action: text('action').notNull(),
    // [{ field, from, to }] for an update; [] otherwise
    changes: jsonb('changes').notNull().default(sql`'[]'::jsonb`),
    // the administrator; none for the command line on the server
    userId: integer('user_id').references(() => users.userId),
    userName: text('user_name'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('admin_events_subject_check', oneOfText(t.subject, ADMIN_SUBJECTS)),
    check('admin_events_action_check', oneOfText(t.action, ADMIN_ACTIONS)),
    index('admin_events_subject_idx').on(t.subject, t.subjectId, t.adminEventId),
  ],
);
