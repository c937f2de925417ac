/**
 * The portal's languages. English is the default and carries the spec's texts byte for byte;
 * Kannada is complete (no message falls back to English).
 */
export const LOCALES = ['en-IN', 'kn-IN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-IN';

/** Each language named in its own script, as a language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { 'en-IN': 'English', 'kn-IN': 'ಕನ್ನಡ' };

/** Where the browser keeps the choice made before sign-in. */
export const LOCALE_STORAGE_KEY = 'portal.locale';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
