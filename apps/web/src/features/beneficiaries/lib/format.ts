import type { Locale } from '@portal/contract/i18n/locales';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date in the language shown: "12 Apr 1995", "12 ಏಪ್ರಿ 1995". A calendar day (YYYY-MM-DD, a date of
 * birth or of enrolment) is that day wherever the browser is; a moment (created_at) is shown in the
 * browser's time zone.
 */
export function formatDate(value: string, locale: Locale): string {
  const dayOnly = DATE_ONLY.test(value);
  const date = new Date(dayOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: dayOnly ? 'UTC' : undefined,
  }).format(date);
}

/** Rupees with Indian grouping in the language shown: ₹1,00,000.50. */
export const formatRupees = (value: string | number, locale: Locale): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 2 }).format(Number(value));
