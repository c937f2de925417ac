import type { AUTH_EN } from '../en/auth.ts';

/** Kannada for the auth texts: every id of the English group, none left in English. */
export const AUTH_KN: Record<keyof typeof AUTH_EN, string> = {};
