import type { ORG_EN } from '../en/org.ts';

/** Kannada for the org texts: every id of the English group, none left in English. */
export const ORG_KN: Record<keyof typeof ORG_EN, string> = {};
