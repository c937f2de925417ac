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

/**
 * The locale numbers are formatted in. Kannada offices write Western digits with the Indian grouping
 * (12,34,567), but the Kannada locale data groups in threes (1,234,567): numbers in Kannada mode are
 * formatted as in English (India). Dates keep the language (Kannada month names, see `dates.ts`).
 */
export const NUMBER_LOCALE: Record<Locale, string> = { 'en-IN': 'en-IN', 'kn-IN': 'en-IN' };
