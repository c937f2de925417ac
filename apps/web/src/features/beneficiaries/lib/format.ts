import { formatDate as formatDay } from '@portal/contract/i18n/dates';
import type { Locale } from '@portal/contract/i18n/locales';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date in the language shown: "12 Apr 1995", "ಏಪ್ರಿಲ್ 12, 1995". A calendar day (YYYY-MM-DD, a date of
 * birth or of enrolment) is that day wherever the browser is; a moment (created_at) is shown in the
 * browser's time zone.
 */
export function formatDate(value: string, locale: Locale): string {
  const dayOnly = DATE_ONLY.test(value);
  const date = new Date(dayOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return formatDay(date, locale, dayOnly ? { timeZone: 'UTC' } : {});
}

/**
 * Rupees with Indian grouping: ₹12,34,567.50. Kannada's own number pattern (CLDR) groups by
 * thousands, while offices in Karnataka write lakhs and crores, so amounts take the Indian pattern in
 * both languages (the digits and the ₹ sign are the same in both).
 */
export const formatRupees = (value: string | number, _locale: Locale): string =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 }).format(Number(value));
