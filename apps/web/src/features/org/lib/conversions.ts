/** Spec §5 beneficiary-upload conversions, from what staff type in their sheets to the codes the portal stores. */
export const cellText = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

const lower = (value: unknown) => cellText(value).toLowerCase();

export const genderCode = (value: unknown) => ({ male: '1', female: '2' })[lower(value) as 'male'] ?? '';

export const yesNoCode = (value: unknown) => ({ yes: '1', no: '0' })[lower(value) as 'yes'] ?? '';

export const mutualFundTypeCode = (value: unknown) => ({ sip: '1', lumpsum: '2' })[lower(value) as 'sip'] ?? '';

/** "Pursuing" and the ways people misspell it (persuing, pursing, persuing…) is 6; "completed" is 5. */
export function educationStatusCode(value: unknown): string {
  const text = lower(value);
  if (/p[aeiou]?r?s[aeiou]*i?n/.test(text) || text.includes('pursu') || text.includes('persu')) return '6';
  if (text.includes('complet')) return '5';
  return '';
}

/** Text containing "completed" (any case) is 5; everything else 4. */
export const enrollmentStatusCode = (value: unknown) => (lower(value).includes('completed') ? '5' : '4');

const pad = (n: number) => String(n).padStart(2, '0');

/** Excel's day count from 1899-12-30 (the 1900 leap-year bug already folded in). */
function fromSerial(serial: number): string {
  const date = new Date(Math.round((serial - 25569) * 86_400_000));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * Year-month-day from a spreadsheet serial number, from day/month/year or day-month-year text (two-digit
 * years get a 20 prefix), or from text already in year-month-day. Anything else stays as it was, for the
 * server to refuse with its message.
 */
export function dateText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value))
    return value > 0 && value < 2_958_466 ? fromSerial(value) : String(value);
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  const text = cellText(value);
  if (/^\d+(\.\d+)?$/.test(text)) return fromSerial(Number(text));
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return `${iso[1]}-${pad(Number(iso[2]))}-${pad(Number(iso[3]))}`;
  const dmy = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(text);
  if (!dmy) return text;
  const year = dmy[3].length === 2 ? `20${dmy[3]}` : dmy[3];
  return `${year}-${pad(Number(dmy[2]))}-${pad(Number(dmy[1]))}`;
}

/** Trimmed; spaces, dashes and a +91 / 91 country code around a 10-digit number are dropped. */
export function mobileText(value: unknown): string {
  const text = cellText(value);
  const digits = text.replace(/[\s-]/g, '');
  const national = /^(?:\+?91)?(\d{10})$/.exec(digits);
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
