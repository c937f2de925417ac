import type { Locale } from './locales.ts';

/**
 * The months as Kannada writes them in dates, in full. The browser's Kannada locale data (CLDR)
 * shortens them to forms a reader stumbles on: ಆಗ for August is the word for "then", ಜನ for January
 * the word for "people", ಸೆಪ್ಟೆಂ and ನವೆಂ are cut inside a syllable. Its pattern also leaves out the
 * space after the comma ("ಜುಲೈ 03,1973"). So Kannada dates are put together here, from this table;
 * only the digits come from `Intl`.
 */
export const KANNADA_MONTHS = [
  'ಜನವರಿ',
  'ಫೆಬ್ರವರಿ',
  'ಮಾರ್ಚ್',
  'ಏಪ್ರಿಲ್',
  'ಮೇ',
  'ಜೂನ್',
  'ಜುಲೈ',
  'ಆಗಸ್ಟ್',
  'ಸೆಪ್ಟೆಂಬರ್',
  'ಅಕ್ಟೋಬರ್',
  'ನವೆಂಬರ್',
  'ಡಿಸೆಂಬರ್',
] as const;

export interface DateOptions {
  /** The time zone the day (and time) is read in: 'UTC' for a calendar date, else the browser's. */
  timeZone?: string;
  /** With the time of day, on the 24-hour clock: "23 Nov 2026, 14:05". */
  withTime?: boolean;
}

const ENGLISH_DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const DIGITS: Intl.DateTimeFormatOptions = { day: '2-digit', month: 'numeric', year: 'numeric' };

/**
 * A date as the portal shows it: "05 Mar 2024" (English, India) and "ಮಾರ್ಚ್ 05, 2024" (Kannada: the
 * month's full name, the day, a comma and a space, the year); with the time "23 Nov 2026, 14:05" and
 * "ನವೆಂಬರ್ 23, 2026, 14:05".
 */
export function formatDate(date: Date, locale: Locale, { timeZone, withTime = false }: DateOptions = {}): string {
  if (locale === 'en-IN') {
    return new Intl.DateTimeFormat('en-IN', { ...ENGLISH_DAY, ...(withTime ? TIME : {}), timeZone }).format(date);
  }
  const parts = new Intl.DateTimeFormat('en-IN', { ...DIGITS, ...(withTime ? TIME : {}), timeZone }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${KANNADA_MONTHS[Number(part('month')) - 1]} ${part('day')}, ${part('year')}`;
  return withTime ? `${day}, ${part('hour')}:${part('minute')}` : day;
}
