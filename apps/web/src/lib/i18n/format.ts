import { formatDate } from '@portal/contract/i18n/dates';
import type { Locale } from '@portal/contract/i18n/locales';
import { NUMBER_LOCALE } from '@portal/contract/i18n/locales';
import { useLocale } from './i18n-provider.tsx';
import { currentLocale } from './text.ts';

/** A calendar date as the API sends it ("2024-03-05"): the same day wherever the browser is. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Dates and numbers in the language shown: "05 Mar 2024" and "12,34,567" in English (India),
 * "ಮಾರ್ಚ್ 05, 2024" (the month's full Kannada name, see contract i18n/dates) and the same Indian
 * grouping in Kannada. Outside React these read the current language; components use `useFormat()`
 * so that a switch re-renders them.
 */
export function formatDay(value: string | Date, locale: Locale = currentLocale()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const utc = typeof value === 'string' && DATE_ONLY.test(value);
  return formatDate(date, locale, utc ? { timeZone: 'UTC' } : {});
}

/**
 * A moment with its time, in the browser's time zone: "23 Nov 2026, 14:05", "ನವೆಂಬರ್ 23, 2026, 14:05"
 * (a history entry, an upload).
 */
export function formatMoment(value: string, locale: Locale = currentLocale()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatDate(date, locale, { withTime: true });
}

export function formatCount(value: number, locale: Locale = currentLocale()): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale]).format(value);
}

/** Rupees with Indian grouping and up to two decimals: ₹12,34,567.5. */
export function formatRupees(value: number, locale: Locale = currentLocale()): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], { style: 'currency', currency: 'INR', maximumFractionDigits: 2 }).format(
    value,
  );
}

export function useFormat() {
  const { locale } = useLocale();
  return {
    day: (value: string | Date) => formatDay(value, locale),
    count: (value: number) => formatCount(value, locale),
    rupees: (value: number) => formatRupees(value, locale),
  };
}
