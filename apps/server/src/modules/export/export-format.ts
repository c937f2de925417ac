import { BENEFICIARY_TEXT } from '@portal/contract/messages';

/** A cell of an exported row: text, a number, or empty. */
export type Cell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const SEPARATOR = /[;\t\r\n]/;
/** A CSV text that matches none of these is written as it is: neither guarded nor quoted. */
const NOT_AS_IT_IS = /^[=+\-@]|[",;\t\r\n]/;

/**
 * Text a spreadsheet could take for a formula (OWASP CSV injection: `=`, `+`, `-`, `@`, tab, carriage
 * return) is written after a `'`, so it is shown as typed and never run. That is at the start of the
 * text and after each `;`, tab or line break: a spreadsheet reading the CSV with `;` or tab as the
 * separator starts a cell there, and sees no quotes around a field that does not start the line.
 * Both formats do the same: an .xlsx cell is a string cell anyway, and the same file read either
 * way says the same.
 */
export function formulaSafe(text: string): string {
  // most texts start with none of these and hold no separator: the replace (a lookbehind) is skipped
  return FORMULA_START.test(text) || SEPARATOR.test(text) ? text.replace(/(?<=^|[;\t\r\n])(?=[=+\-@\t\r])/g, "'") : text;
}

/** The Aadhaar as the list shows it: only the last 4 digits are ever stored. */
export const maskAadhaar = (last4: string | null): string | null => (last4 ? `${BENEFICIARY_TEXT.aadhaarMask}${last4}` : null);

/**
 * One CSV text field: formula-safe, then quoted (inner quotes doubled) when it holds a quote, a line
 * break or any separator a spreadsheet may split on: `,`, `;` (where the decimal mark is a comma) or
 * tab. Unquoted, `a;=1+2` opened with `;` as separator is two cells, the second a formula.
 */
export function csvText(text: string): string {
  // most texts need neither: one test instead of three
  if (!NOT_AS_IT_IS.test(text)) return text;
  const safe = formulaSafe(text);
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV field (RFC 4180): numbers as they are, no text for an empty cell. */
const csvField = (cell: Cell): string => (cell === null ? '' : typeof cell === 'number' ? String(cell) : csvText(cell));

/** One CSV record, CRLF-ended (RFC 4180). */
export const csvLine = (cells: readonly Cell[]): string => `${cells.map(csvField).join(',')}\r\n`;

/** The byte-order mark that tells spreadsheets a CSV file is UTF-8 (Kannada names). */
export const UTF8_BOM = '\uFEFF';
