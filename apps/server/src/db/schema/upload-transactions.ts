import { integer, pgTable, primaryKey, serial, timestamp } from 'drizzle-orm/pg-core';

/**
 * Beneficiary uploads being written: an upload writes its rows in short transactions, a chunk each,
 * and is here from its first chunk until its last one is written. An upload found here by the next
 * upload (or at start) was stopped in the middle, and is undone with what its chunks recorded.
 */
export const uploadTransactions = pgTable('upload_transactions', {
  uploadId: serial('upload_id').primaryKey(),
  uploadedBy: integer('uploaded_by').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What each written chunk of an upload created, recorded in the chunk's own transaction. */
export const uploadTransactionChunks = pgTable(
  'upload_transaction_chunks',
  {
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploadTransactions.uploadId, { onDelete: 'cascade' }),
    chunk: integer('chunk').notNull(),
    beneficiaryIds: integer('beneficiary_ids').array().notNull(),
    enrolmentIds: integer('enrolment_ids').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.chunk] })],
);
