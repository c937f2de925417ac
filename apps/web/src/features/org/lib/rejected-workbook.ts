import XLSX from '@e965/xlsx';
import { REJECTED_REASON_HEADING, REJECTED_SHEET_NAME } from '@portal/contract/upload-template';
import { digitsAsShown } from './conversions.ts';
import { shownText } from './parse-sheet.ts';

type Cell = XLSX.CellObject | undefined;

export interface RejectedWorkbookInput {
  /** The heading row's cells as read, from the sheet's first used column on. */
  headings: readonly Cell[];
  /**
   * Each rejected row: its cells as read (same columns as `headings`) and why; with its number in the sheet,
   * rows are put in sheet order and a row given twice is one line with both reasons.
   */
  rows: readonly { row?: number; cells: readonly Cell[]; reason: string }[];
  /** Columns (indexes into `cells`) whose number cells the office reads by their shown digits: Aadhaar, mobile, pincode. */
  asShownColumns?: ReadonlySet<number>;
  /** The heading of the reasons' column, in the user's language (Reason in English). */
  reasonHeading?: string;
}

/** What a spreadsheet program would take as the start of a formula if the text were typed in. */
const FORMULA_START = /^[=+\-@]/;

function textCell(value: string, format?: string): XLSX.CellObject {
  // the text format makes a spreadsheet program keep "=…" as text even when the office edits the cell;
  // the value itself stays exactly as typed (no apostrophe, which would be uploaded as part of it)
  const z = format && format !== 'General' ? format : FORMULA_START.test(value) ? '@' : undefined;
  return z ? { t: 's', v: value, z } : { t: 's', v: value };
}

const withFormat = (cell: XLSX.CellObject, format: unknown): XLSX.CellObject =>
  typeof format === 'string' && format !== 'General' ? { ...cell, z: format } : cell;

/**
 * A cell as the office left it: its value, type and number format, and nothing a spreadsheet program could
 * run (formulas were read as their values). A number whose format pads it with zeros in an as-shown column
 * becomes the text the office saw (123 formatted 0000 is `0123`), as the upload reads it.
 */
function copyCell(cell: Cell, asShown: boolean): Cell {
  if (!cell) return undefined;
  switch (cell.t) {
    case 'n': {
      if (typeof cell.v !== 'number') return undefined;
      const digits = asShown ? digitsAsShown(cell.v, shownText(cell)) : undefined;
      if (digits !== undefined && digits !== String(cell.v)) return textCell(digits);
      return withFormat({ t: 'n', v: cell.v }, cell.z);
    }
    case 's':
      return textCell(String(cell.v ?? ''), typeof cell.z === 'string' ? cell.z : undefined);
    case 'b':
      return { t: 'b', v: Boolean(cell.v) };
    case 'd':
      return withFormat({ t: 'd', v: cell.v }, cell.z);
    case 'e':
      return { t: 'e', v: cell.v };
    default:
      return undefined;
  }
}

/** The Reason column of a sheet that is itself such a download, in English or in the language of this one. */
const isReasonHeading = (cell: Cell, heading: string) =>
  cell?.t === 's' && [REJECTED_REASON_HEADING, heading].some((h) => String(cell.v).trim().toLowerCase() === h.toLowerCase());

/**
 * The rejected rows as an .xlsx the office can fix and upload again: the heading row first, then the rows in
 * sheet order with every cell as read, and the reasons in a last column headed Reason. A sheet that is
 * itself such a download keeps its Reason column, which gets the new reasons.
 */
export function rejectedWorkbook({
  headings,
  rows,
  asShownColumns = new Set(),
  reasonHeading = REJECTED_REASON_HEADING,
}: RejectedWorkbookInput): Uint8Array {
  const reused = headings.findIndex((cell) => isReasonHeading(cell, reasonHeading));
  const width = rows.reduce((widest, r) => Math.max(widest, r.cells.length), headings.length);
  const reasonColumn = reused >= 0 ? reused : width;
  const data: Cell[][] = [headings.map((cell) => copyCell(cell, false))];
  data[0][reasonColumn] = textCell(reasonHeading);
  // the same row may be set aside in the browser and refused by the server: one line, both reasons
  const lines: { row?: number; cells: readonly Cell[]; reasons: string[] }[] = [];
  const byRow = new Map<number, (typeof lines)[number]>();
  for (const { row, cells, reason } of rows) {
    const seen = row === undefined ? undefined : byRow.get(row);
    if (seen) seen.reasons.push(reason);
    else lines.push({ row, cells, reasons: [reason] });
    if (row !== undefined && !seen) byRow.set(row, lines[lines.length - 1]);
  }
  if (byRow.size === lines.length) lines.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  for (const { cells, reasons } of lines) {
    const line = cells.map((cell, c) => copyCell(cell, asShownColumns.has(c)));
    line[reasonColumn] = textCell(reasons.join(' '));
    data.push(line);
  }
  const sheet: XLSX.WorkSheet = {
    '!data': data as XLSX.CellObject[][],
    '!ref': XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: data.length - 1, c: Math.max(width - 1, reasonColumn) } }),
  };
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, REJECTED_SHEET_NAME);
  // with the shared-string table texts are written as plain text cells (t="s"); without it SheetJS writes
  // t="str", the type of a formula's result
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx', bookSST: true, compression: true }) as ArrayBuffer;
  return new Uint8Array(bytes);
}
