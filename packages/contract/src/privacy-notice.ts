import { z } from 'zod';
import { CONSENT_RULES } from './consent-text.ts';
import { storableString } from './fields.ts';
import { WITHDRAWAL_KEEP_DAYS_MAX, WITHDRAWAL_KEEP_DAYS_MIN } from './leaving.ts';
import { BENEFICIARY_RULES } from './messages.ts';
import { REQUEST_DAYS_MAX, REQUEST_DAYS_MIN } from './privacy-requests.ts';

/** The notice an office shows at registration, and its setting of consent (decision 036). */
export const PRIVACY_PATHS = {
  /** The notice in force and whether consent is required: every signed-in user (the form, the print). */
  notice: '/privacy/notice',
  /** Every version of the notice, newest first: Programmes and look-ups. */
  notices: '/privacy/notices',
  settings: '/privacy/settings',
} as const;

/** The longest notice, in each language. */
export const NOTICE_MAX_LENGTH = 20_000;

export const NoticeSchema = z.object({
  version: z.number(),
  text_en: z.string(),
  text_kn: z.string(),
  created_at: z.string(),
  /** Who wrote this version; null for the notice the portal starts from. */
  created_by_name: z.string().nullable(),
});
export type Notice = z.infer<typeof NoticeSchema>;

export const NoticeResponseSchema = z.object({
  Status: z.literal(true),
  notice: NoticeSchema,
  consent_required: z.boolean(),
  /** Days a withdrawn person's record is kept: what recording a withdrawal tells (decision 039). */
  withdrawal_keep_days: z.number().int(),
});
export type NoticeResponse = z.infer<typeof NoticeResponseSchema>;

export const NoticesResponseSchema = z.object({ Status: z.literal(true), notices: z.array(NoticeSchema) });
export type NoticesResponse = z.infer<typeof NoticesResponseSchema>;

const noticeText = storableString().trim().min(1, CONSENT_RULES.noticeEmpty).max(NOTICE_MAX_LENGTH, BENEFICIARY_RULES.tooLong);
/** A new version of the notice, written from the version in force (`version`): a stale one is refused. */
export const NoticeInputSchema = z.object({ text_en: noticeText, text_kn: noticeText, version: z.number().int().positive() });
export type NoticeInput = z.input<typeof NoticeInputSchema>;

export const PrivacySettingsSchema = z.object({
  /** No registration (form or upload) without recorded consent: on unless the office turns it off. */
  consent_required: z.boolean(),
  /** Days to answer a person's request (decision 037): at most the Rules' 90. */
  request_days: z.number().int().min(REQUEST_DAYS_MIN).max(REQUEST_DAYS_MAX),
  /** Days a withdrawn person's record is kept before it is erased (decision 039). */
  withdrawal_keep_days: z.number().int().min(WITHDRAWAL_KEEP_DAYS_MIN).max(WITHDRAWAL_KEEP_DAYS_MAX),
  version: z.number().int(),
});
export type PrivacySettings = z.infer<typeof PrivacySettingsSchema>;
export const PrivacySettingsResponseSchema = z.object({ Status: z.literal(true), settings: PrivacySettingsSchema });
export type PrivacySettingsResponse = z.infer<typeof PrivacySettingsResponseSchema>;
