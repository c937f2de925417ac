import { CONSENT_METHODS, GUARDIAN_RELATIONSHIPS } from '@portal/contract/consent';
import { WITHDRAWAL_KEEP_DAYS_DEFAULT, WITHDRAWAL_KEEP_DAYS_MAX, WITHDRAWAL_KEEP_DAYS_MIN } from '@portal/contract/leaving';
import {
  REQUEST_CHANNELS,
  REQUEST_DAYS_DEFAULT,
  REQUEST_DAYS_MAX,
  REQUEST_DAYS_MIN,
  REQUEST_KINDS,
  REQUEST_OUTCOMES,
} from '@portal/contract/privacy-requests';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { beneficiaries } from './beneficiaries.ts';
import { oneOfText } from './one-of-text.ts';
import { users } from './users.ts';

/** The office's data-protection settings: one row (decision 036). */
export const privacySettings = pgTable(
  'privacy_settings',
  {
    id: smallint('id').primaryKey().default(1),
    consentRequired: boolean('consent_required').notNull().default(true),
    // days to answer a person's request (decision 037)
    requestDays: integer('request_days').notNull().default(REQUEST_DAYS_DEFAULT),
    // days a withdrawn person's record is kept before it is erased (decision 039)
    withdrawalKeepDays: integer('withdrawal_keep_days').notNull().default(WITHDRAWAL_KEEP_DAYS_DEFAULT),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('privacy_settings_one_row', sql`${t.id} = 1`),
    check(
      'privacy_settings_request_days',
      sql`${t.requestDays} BETWEEN ${sql.raw(String(REQUEST_DAYS_MIN))} AND ${sql.raw(String(REQUEST_DAYS_MAX))}`,
    ),
    check(
      'privacy_settings_withdrawal_keep_days',
      sql`${t.withdrawalKeepDays} BETWEEN ${sql.raw(String(WITHDRAWAL_KEEP_DAYS_MIN))} AND ${sql.raw(String(WITHDRAWAL_KEEP_DAYS_MAX))}`,
    ),
  ],
);

/**
 * Each version of the notice shown at registration, never changed: an edit adds a version, and each
 * person's consent names the version they were shown. Version 1 is the portal's own (decision 036).
 */
export const privacyNotices = pgTable('privacy_notices', {
  version: integer('version').primaryKey(),
  textEn: text('text_en').notNull(),
  textKn: text('text_kn').notNull(),
  createdBy: integer('created_by').references(() => users.userId),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's consent as recorded at registration: the notice shown, how it was given, by whom for a
 * person under 18, who recorded it and when. No row: consent not recorded.
 */
export const consents = pgTable(
  'consents',
  {
    beneficiaryId: integer('beneficiary_id')
      .primaryKey()
      .references(() => beneficiaries.beneficiaryId, { onDelete: 'cascade' }),
    noticeVersion: integer('notice_version')
      .notNull()
      .references(() => privacyNotices.version),
    method: text('method').notNull(),
    witnessName: text('witness_name'),
    guardianName: text('guardian_name'),
    guardianRelationship: text('guardian_relationship'),
    givenOn: date('given_on').notNull(),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => users.userId),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    source: text('source').notNull(),
  },
  (t) => [
    check('consents_method_check', oneOfText(t.method, CONSENT_METHODS)),
    check(
      'consents_relationship_check',
      sql`${t.guardianRelationship} IS NULL OR ${oneOfText(t.guardianRelationship, GUARDIAN_RELATIONSHIPS)}`,
    ),
    check('consents_source_check', oneOfText(t.source, ['form', 'upload'])),
  ],
);

/** A person's request under the Act, with its dates; closed when answered (decision 037). */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    requestId: serial('request_id').primaryKey(),
    beneficiaryId: integer('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.beneficiaryId, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    receivedOn: date('received_on').notNull(),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => users.userId),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    closedOn: date('closed_on'),
    outcome: text('outcome'),
    closedBy: integer('closed_by').references(() => users.userId),
  },
  (t) => [
    check('privacy_requests_kind_check', oneOfText(t.kind, REQUEST_KINDS)),
    check('privacy_requests_channel_check', oneOfText(t.channel, REQUEST_CHANNELS)),
    check('privacy_requests_outcome_check', sql`${t.outcome} IS NULL OR ${oneOfText(t.outcome, REQUEST_OUTCOMES)}`),
    check('privacy_requests_closed_check', sql`(${t.closedOn} IS NULL) = (${t.outcome} IS NULL)`),
    index('privacy_requests_person_idx').on(t.beneficiaryId),
    // the open ones, oldest first: the office's list
    index('privacy_requests_open_idx').on(t.receivedOn).where(sql`closed_on IS NULL`),
  ],
);
