/**
 * Spec §5 beneficiary-upload conversions, from what staff type in their sheets to the codes the portal
 * stores. A value that is not understood is sent as typed (trimmed), so the server's reason can say what
 * was read and what is allowed, instead of "required".
 */
import { MOBILE_DIGITS } from '@portal/contract/constants';
import { indiaToday } from '@portal/contract/india-days';

export const cellText = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

/** Lower case, dashes of every kind and runs of spaces as one space: how a typed word is compared. */
const wordKey = (value: unknown) =>
  cellText(value)
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212-]/g, '-')
    .replace(/\s+/g, ' ');

/** The code of a known spelling, else the cell as typed. */
const coded = (codes: Record<string, string>) => (value: unknown) => codes[wordKey(value)] ?? cellText(value);

/** English and Kannada, in full or by initial, as offices write them. */
export const genderCode = coded({
  male: '1',
  m: '1',
  man: '1',
  ಪುರುಷ: '1',
  ಗಂಡು: '1',
  female: '2',
  f: '2',
  woman: '2',
  ಮಹಿಳೆ: '2',
  ಸ್ತ್ರೀ: '2',
  ಹೆಣ್ಣು: '2',
});

export const yesNoCode = coded({ yes: '1', y: '1', ಹೌದು: '1', no: '0', n: '0', ಇಲ್ಲ: '0' });

export const mutualFundTypeCode = coded({ sip: '1', lumpsum: '2', 'lump sum': '2', 'lump-sum': '2' });

/** "Pursuing" and the ways people misspell it (persuing, pursing, persuing…), or in progress, is 6; "completed" is 5. */
export function educationStatusCode(value: unknown): string {
  const text = wordKey(value);
  if (/p[aeiou]?r?s[aeiou]*i?n/.test(text) || text.includes('pursu') || text.includes('persu') || text === 'in progress')
    return '6';
  if (text.includes('complet')) return '5';
  return cellText(value);
}

/** Text containing "completed" (any case) is 5; everything else 4. */
export const enrollmentStatusCode = (value: unknown) => (wordKey(value).includes('completed') ? '5' : '4');

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Excel's day count from 1899-12-30 (the 1900 leap-year bug already folded in). */
function fromSerial(serial: number): string {
  const date = new Date(Math.round((serial - 25569) * 86_400_000));
  return iso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Whether the day exists in that month of that year (31/02 does not). */
function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export interface DateOptions {
  /** A date of birth: a two-digit year that would put it in the future is of the 1900s. */
  past?: boolean;
  /** Today as year-month-day, for the two-digit-year rule; the browser's date when not given. */
  today?: string;
}

/**
 * Year-month-day from a spreadsheet serial number (a date cell), or from text written day first
 * (`15/08/1990`, `15-08-1990`, `15.08.1990`, `5/3/85`, `15-Aug-1990`) or year first (`1990-08-15`).
 * A two-digit year is 20yy (spec §5), except that a date of birth that would then lie in the future is
 * 19yy. A date that does not exist (`31/02/1990`, `15/13/1985`) or text that is no date stays as
 * typed, for the server to say so.
 */
export function dateText(value: unknown, options: DateOptions = {}): string {
  if (typeof value === 'number' && Number.isFinite(value))
    return value > 0 && value < 2_958_466 ? fromSerial(value) : String(value);
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  const text = cellText(value);
  if (/^\d+(\.\d+)?$/.test(text)) return fromSerial(Number(text));
  const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (yearFirst) {
    const [year, month, day] = yearFirst.slice(1).map(Number);
    return isCalendarDate(year, month, day) ? iso(year, month, day) : text;
  }
  const dayFirst = /^(\d{1,2})\s*([-/.]|\s)\s*(\d{1,2}|[a-z]{3,9})\s*\2\s*(\d{2}|\d{4})$/i.exec(text);
  if (!dayFirst) return text;
  const day = Number(dayFirst[1]);
  const month = /^\d/.test(dayFirst[3]) ? Number(dayFirst[3]) : MONTHS.indexOf(dayFirst[3].slice(0, 3).toLowerCase()) + 1;
  let year = Number(dayFirst[4]);
  if (dayFirst[4].length === 2) {
    year += 2000;
    const today = options.today ?? indiaToday();
    if (options.past && iso(year, month, day) > today) year -= 100;
  }
  return month >= 1 && isCalendarDate(year, month, day) ? iso(year, month, day) : text;
}

/** Trimmed; spaces, dashes and a +91 / 91 country code around a mobile number's digits are dropped. */
const NATIONAL_MOBILE = new RegExp(`^(?:\\+?91)?(\\d{${MOBILE_DIGITS}})$`);

export function mobileText(value: unknown): string {
  const text = cellText(value);
  const digits = text.replace(/[\s-]/g, '');
  const national = NATIONAL_MOBILE.exec(digits);
  return national ? national[1] : text;
}

/** What a number format may put between groups of digits: spaces, commas, dots, apostrophes, dashes. */
const FORMAT_GROUPING = /[\s,.'\u2019\-\u2010-\u2015]/gu;

/**
 * The digits a number cell shows, where its number format pads them with zeros or groups them: 123
 * formatted `0000` shows `0123`, 9845011122 formatted `#,##0` or `00000 00000` shows `9,845,011,122` or
 * `98450 11122`. The shown digits are returned without the grouping (the office reads `0123`,
 * `9845011122`). Anything else (text, a fraction, a date, a format that adds other digits or words, an
 * unreadable format) gives undefined, and the cell is read by its value.
 */
export function digitsAsShown(value: unknown, shown: string | undefined): string | undefined {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || shown === undefined) return undefined;
  const digits = shown.trim().replace(FORMAT_GROUPING, '');
  if (!/^[0-9]+$/.test(digits)) return undefined;
  return digits.replace(/^0+/, '') === String(value).replace(/^0+/, '') ? digits : undefined;
}

/** What may stand between the groups of a written number: spaces, dots, dashes, slashes, underscores. */
const DIGIT_SEPARATOR = /^[\s./_\-\u2010-\u2015]$/u;
const isDigit = (char: string) => (char >= '0' && char <= '9') || (char > '\u007f' && /^\p{Nd}$/u.test(char));

/**
 * Whether a cell could hold a full Aadhaar number: its digits (in any script) are exactly 12 once
 * separators and words are set aside ("1234-5678-9012", "1234.5678.9012", "Aadhaar 234567890124"), or it
 * holds a run of exactly 12 digits joined only by separators beside other text or numbers.
 */
export function holdsFullAadhaar(value: unknown): boolean {
  const text = cellText(value);
  if (text.length < 12) return false;
  let total = 0;
  let run = 0;
  for (const char of text) {
    if (isDigit(char)) {
      total++;
      run++;
    } else if (!(run && DIGIT_SEPARATOR.test(char))) {
      if (run === 12) return true;
      run = 0;
    }
  }
  return run === 12 || total === 12;
}
