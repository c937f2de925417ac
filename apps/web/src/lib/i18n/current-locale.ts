import { DEFAULT_LOCALE, isLocale, LOCALE_STORAGE_KEY, type Locale } from '@portal/contract/i18n/locales';

/** The language chosen in this browser (before sign-in, or the signed-in user's last choice). */
export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/** `<html lang>` follows the language, so screen readers and fonts pick the right voice and glyphs. */
export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
}
