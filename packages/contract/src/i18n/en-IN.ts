import { AUTH_EN } from './en/auth.ts';
import { BENEFICIARY_EN } from './en/beneficiary.ts';
import { COMMON_EN } from './en/common.ts';
import { CONFIG_EN } from './en/config.ts';
import { CONSENT_EN } from './en/consent.ts';
import { DASHBOARD_EN } from './en/dashboard.ts';
import { EXPORT_EN } from './en/export.ts';
import { LEAVING_EN } from './en/leaving.ts';
import { LIST_FILTER_EN } from './en/list-filter.ts';
import { ORG_EN } from './en/org.ts';
import { PRIVACY_EN } from './en/privacy.ts';
import { RECORDS_EN } from './en/records.ts';
import { STAFF_ADMIN_EN } from './en/staff-admin.ts';
import { SUMMARY_EN } from './en/summary.ts';
import { TEAM_EN } from './en/team.ts';
import { UPLOADS_HISTORY_EN } from './en/uploads-history.ts';

/**
 * The English catalogue: every text the portal shows, keyed by message id, in ICU MessageFormat.
 * It is built from the spec's text groups, so each spec text is written once and stays byte-exact.
 */
export const EN_IN = {
  ...COMMON_EN,
  ...AUTH_EN,
  ...BENEFICIARY_EN,
  ...ORG_EN,
  ...RECORDS_EN,
  ...LIST_FILTER_EN,
  ...EXPORT_EN,
  ...DASHBOARD_EN,
  ...TEAM_EN,
  ...SUMMARY_EN,
  ...UPLOADS_HISTORY_EN,
  ...STAFF_ADMIN_EN,
  ...CONFIG_EN,
  ...PRIVACY_EN,
  ...CONSENT_EN,
  ...LEAVING_EN,
};

export type MessageId = keyof typeof EN_IN;
export type Catalogue = Readonly<Record<MessageId, string>>;
