import { READ_KINDS } from '@portal/contract/access-records';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOfText } from './one-of-text.ts';

/**
 * Each read of a person's personal data (decision 035): who read whose, what and when, never the data.
 * Append-only; rows older than the office's retention (a year at least) are purged. The district is
 * the person's when read, so a breach's count by district holds after they move or are erased.
 */
export const personReads = pgTable(
  'person_reads',
  {
    readId: bigserial('read_id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    beneficiaryId: integer('beneficiary_id').notNull(),
    districtId: integer('district_id').notNull(),
    kind: text('kind').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('person_reads_kind_check', oneOfText(t.kind, READ_KINDS)),
    index('person_reads_person_idx').on(t.beneficiaryId, t.readId),
    index('person_reads_user_idx').on(t.userId, t.readAt),
    index('person_reads_read_at_idx').on(t.readAt),
  ],
);
