import {
  AUDIT_ACTIONS,
  EXPORT_FORMATS,
  EXPORT_REPORTS,
  SYSTEM_AUDIT_ACTIONS,
  UPLOAD_RECORD_KINDS,
} from '@portal/contract/audit-actions';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { beneficiaries, beneficiaryPrograms } from './beneficiaries.ts';
import { oneOfText } from './one-of-text.ts';
import { users } from './users.ts';

/**
 * Every change of a beneficiary or an enrolment, written in the transaction of the change and never
 * changed after (migration 0014 refuses UPDATE and DELETE, but for the cascade of an upload undone
 * before it finished). `changes` holds each changed field's old and new value: personal data, read
 * only through the history answer and never logged.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    auditId: bigserial('audit_id', { mode: 'number' }).primaryKey(),
    beneficiaryId: integer('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.beneficiaryId, { onDelete: 'cascade' }),
    // the enrolment an enrolment event is about. Enrolments are deleted only by marking them so; the one
    // exception is an upload undone before it finished, which deletes the enrolments it created, some of
    // people registered before it: their records go with them by this cascade (the append-only trigger
    // lets a cascade through), as the records of the people it created go with those people
    beneficiaryProgramId: integer('beneficiary_program_id').references(() => beneficiaryPrograms.beneficiaryProgramId, {
      onDelete: 'cascade',
    }),
    action: text('action').notNull(),
    // [{ field, old, new }] for an update; null otherwise
    changes: jsonb('changes'),
    // a deactivation's reason
    reason: text('reason'),
    // a record created by an upload: the upload and the sheet row
    uploadId: integer('upload_id'),
    uploadRow: integer('upload_row'),
    // the actor; none only for a change the reference list made (a village moved to its current taluk,
    // decision 013), whose name below says so
    userId: integer('user_id').references(() => users.userId),
    // the actor's name when the change was made: a later rename does not rewrite the past
    userName: text('user_name').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('audit_events_action_check', oneOfText(t.action, AUDIT_ACTIONS)),
    check('audit_events_actor_check', sql`${t.userId} IS NOT NULL OR ${oneOfText(t.action, SYSTEM_AUDIT_ACTIONS)}`),
    index('audit_events_beneficiary_idx').on(t.beneficiaryId, t.auditId),
    // the cascade above finds an enrolment's records by it (an undone upload deletes thousands)
    index('audit_events_enrolment_idx').on(t.beneficiaryProgramId).where(sql`${t.beneficiaryProgramId} IS NOT NULL`),
  ],
);

/**
 * Each stored upload and where it came from. The id is the one the upload wrote its rows under
 * (upload_transactions' sequence), so its people and enrolments name it before this row exists: it
 * is written once the last chunk is stored, hence no foreign key from them.
 */
export const uploads = pgTable(
  'uploads',
  {
    uploadId: integer('upload_id').primaryKey(),
    kind: text('kind').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.userId),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    fileName: text('file_name'),
    // SHA-256 of the file as chosen, in hex: the same file uploaded twice is recognised
    fileHash: text('file_hash'),
    sheetName: text('sheet_name'),
    createdCount: integer('created_count').notNull(),
    existingCount: integer('existing_count').notNull(),
    rejectedCount: integer('rejected_count').notNull(),
    // the report as answered (rejected rows and their reasons; the rows sent back for download)
    report: jsonb('report').notNull(),
    // when the rejected rows' cells (personal data) left the report, past UPLOAD_ROWS_KEEP_DAYS (decision 052)
    rowsEmptiedAt: timestamp('rows_emptied_at', { withTimezone: true }),
  },
  (t) => [
    check('uploads_kind_check', oneOfText(t.kind, UPLOAD_RECORD_KINDS)),
    index('uploads_uploaded_at_idx').on(t.uploadedAt),
    // the Team screen: a member of staff's uploads
    index('uploads_uploaded_by_idx').on(t.uploadedBy),
    index('uploads_file_hash_idx').on(t.fileHash),
  ],
);

/** Each export of the list: personal data leaving the system, so who, when, what was asked and how much. */
export const exports = pgTable(
  'exports',
  {
    exportId: serial('export_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    format: text('format').notNull(),
    // what was exported: the list's people (personal data), or a summary's figures
    report: text('report').notNull().default('list'),
    // the list's filters and search as asked (a search may hold a name: never logged)
    filters: jsonb('filters').notNull(),
    // people and enrolments written so far, kept current while it runs for whichever process is asked
    rowCount: integer('row_count'),
    enrolmentRowCount: integer('enrolment_row_count'),
    // people written by the district they live in (an export of the list): a breach's count by district
    districtCounts: jsonb('district_counts'),
    // the running export's last word: one that stops speaking has ended with its process
    progressAt: timestamp('progress_at', { withTimezone: true }),
    // completed, cancelled (the download was stopped) or failed; null while it runs
    outcome: text('outcome'),
  },
  (t) => [
    check('exports_format_check', oneOfText(t.format, EXPORT_FORMATS)),
    check('exports_report_check', oneOfText(t.report, EXPORT_REPORTS)),
    check('exports_outcome_check', oneOfText(t.outcome, ['completed', 'cancelled', 'failed'])),
    index('exports_user_idx').on(t.userId),
    // the running ones, counted at each export's admission
    index('exports_running_idx').on(t.exportId).where(sql`outcome IS NULL`),
  ],
);
