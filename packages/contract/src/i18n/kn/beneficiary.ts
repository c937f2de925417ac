import type { BENEFICIARY_EN } from '../en/beneficiary.ts';

/** Kannada for the beneficiary texts: every id of the English group, none left in English. */
export const BENEFICIARY_KN: Record<keyof typeof BENEFICIARY_EN, string> = {};
