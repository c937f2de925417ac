import type { Locale } from '@portal/contract/i18n/locales';
import { NUMBER_LOCALE } from '@portal/contract/i18n/locales';
import { useLocale } from './i18n-provider.tsx';
import { currentIntl } from './text.ts';

/** A calendar date as the API sends it ("2024-03-05"): the same day wherever the browser is. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: 'short', year: 'numeric' };

/**
 * Dates and numbers in the language shown: "05 Mar 2024" and "12,34,567" in English (India), the
 * month's Kannada name and the same Indian grouping in Kannada. Outside React these read the
 * current language; components use `useFormat()` so that a switch re-renders them.
 */
export function formatDay(value: string | Date, locale: Locale = currentLocale()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const utc = typeof value === 'string' && DATE_ONLY.test(value);
  return new Intl.DateTimeFormat(locale, utc ? { ...DAY, timeZone: 'UTC' } : DAY).format(date);
}

/** A moment with its time, in the browser's time zone: "23 Nov 2026, 14:05" (a history entry, an upload). */
export function formatMoment(value: string, locale: Locale = currentLocale()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { ...DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
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

const currentLocale = () => currentIntl().locale as Locale;

export function useFormat() {
  const { locale } = useLocale();
  return {
    day: (value: string | Date) => formatDay(value, locale),
    count: (value: number) => formatCount(value, locale),
    rupees: (value: number) => formatRupees(value, locale),
  };
}
