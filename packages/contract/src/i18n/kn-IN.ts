import type { Catalogue } from './en-IN.ts';
import { AUTH_KN } from './kn/auth.ts';
import { BENEFICIARY_KN } from './kn/beneficiary.ts';
import { COMMON_KN } from './kn/common.ts';
import { CONFIG_KN } from './kn/config.ts';
import { CONSENT_KN } from './kn/consent.ts';
import { DASHBOARD_KN } from './kn/dashboard.ts';
import { EXPORT_KN } from './kn/export.ts';
import { LEAVING_KN } from './kn/leaving.ts';
import { LIST_FILTER_KN } from './kn/list-filter.ts';
import { ORG_KN } from './kn/org.ts';
import { PRIVACY_KN } from './kn/privacy.ts';
import { RECORDS_KN } from './kn/records.ts';
import { STAFF_ADMIN_KN } from './kn/staff-admin.ts';
import { SUMMARY_KN } from './kn/summary.ts';
import { TEAM_KN } from './kn/team.ts';
import { UPLOADS_HISTORY_KN } from './kn/uploads-history.ts';

/** The Kannada catalogue. Loaded only when Kannada is chosen; complete by type and by test. */
export const KN_IN: Catalogue = {
  ...COMMON_KN,
  ...AUTH_KN,
  ...BENEFICIARY_KN,
  ...ORG_KN,
  ...RECORDS_KN,
  ...LIST_FILTER_KN,
  ...EXPORT_KN,
  ...DASHBOARD_KN,
  ...TEAM_KN,
  ...SUMMARY_KN,
  ...UPLOADS_HISTORY_KN,
  ...STAFF_ADMIN_KN,
  ...CONFIG_KN,
  ...PRIVACY_KN,
  ...CONSENT_KN,
  ...LEAVING_KN,
};
