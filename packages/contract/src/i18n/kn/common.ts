import type { COMMON_EN } from '../en/common.ts';

/** Kannada for the common texts: every id of the English group, none left in English. */
export const COMMON_KN: Record<keyof typeof COMMON_EN, string> = {};
