import { ERASURE_REASONS } from '@portal/contract/leaving';
import { REQUEST_CHANNELS } from '@portal/contract/privacy-requests';
import { check, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { beneficiaries } from './beneficiaries.ts';
import { oneOfText } from './one-of-text.ts';
import { users } from './users.ts';

/**
 * A person's withdrawal of consent (decision 039): from it on they are in no list, export or upload
 * match, and their record takes no change; it is erased once the office's days have passed.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    beneficiaryId: integer('beneficiary_id')
      .primaryKey()
      .references(() => beneficiaries.beneficiaryId, { onDelete: 'cascade' }),
    withdrawnOn: date('withdrawn_on').notNull(),
    channel: text('channel').notNull(),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => users.userId),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('withdrawals_channel_check', oneOfText(t.channel, REQUEST_CHANNELS))],
);

/**
 * A person whose personal data was erased: who erased it (nobody when the portal did, a withdrawal's
 * days having passed), when and why. The row stays so the figures still count them.
 */
export const erasures = pgTable(
  'erasures',
  {
    beneficiaryId: integer('beneficiary_id')
      .primaryKey()
      .references(() => beneficiaries.beneficiaryId, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    erasedBy: integer('erased_by').references(() => users.userId),
    erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('erasures_reason_check', oneOfText(t.reason, ERASURE_REASONS))],
);
