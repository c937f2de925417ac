import type { Catalogue } from './en-IN.ts';
import { AUTH_KN } from './kn/auth.ts';
import { BENEFICIARY_KN } from './kn/beneficiary.ts';
import { COMMON_KN } from './kn/common.ts';
import { ORG_KN } from './kn/org.ts';

/** The Kannada catalogue. Loaded only when Kannada is chosen; complete by type and by test. */
export const KN_IN: Catalogue = { ...COMMON_KN, ...AUTH_KN, ...BENEFICIARY_KN, ...ORG_KN };
