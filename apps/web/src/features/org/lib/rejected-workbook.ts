import XLSX from '@e965/xlsx';
import type { TypedCell, TypedSheet } from '@portal/contract/typed-cells';
import { REJECTED_REASON_HEADING, REJECTED_SHEET_NAME } from '@portal/contract/upload-template';
import type { ParsedUpload } from './parse-sheet.ts';
import { cellsOfTyped, copyCell, textCell } from './typed-cells.ts';

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

/** A rejected row by its cells as typed (none: the line holds only its reason). */
export interface TypedRejectedRow {
  row: number;
  typed?: readonly TypedCell[];
  reason: string;
}

/**
 * The rejected rows as an .xlsx from the cells as typed (decision 015): the dialog's download right after
 * the upload and the history's download of the same upload are both made here, from the same cells, and
 * are the same file.
 */
export function typedRejectedWorkbook(sheet: TypedSheet, rows: readonly TypedRejectedRow[], reasonHeading?: string): Uint8Array {
  return rejectedWorkbook({
    headings: cellsOfTyped(sheet.headings, sheet.columns),
    rows: rows.map(({ row, typed, reason }) => ({ row, cells: cellsOfTyped(typed, sheet.columns), reason })),
    reasonHeading,
  });
}

/**
 * The rejected rows of the sheet the dialog read, from its cells as typed: the download right after the
 * upload (or the check). `rejected` are the report's rows, each with its reason in the user's language.
 */
export function parsedRejectedWorkbook(
  parsed: Pick<ParsedUpload<{ rowNumber?: number }>, 'records' | 'typed' | 'typedRows' | 'setAside'>,
  rejected: readonly { row: number; reason: string }[],
  reasonHeading?: string,
): Uint8Array {
  const byRow = new Map<number, readonly TypedCell[]>();
  parsed.records.forEach((record, i) => {
    if (record.rowNumber !== undefined) byRow.set(record.rowNumber, parsed.typedRows[i]);
  });
  for (const aside of parsed.setAside) if (aside.typed) byRow.set(aside.row, aside.typed);
  return typedRejectedWorkbook(
    parsed.typed,
    rejected.map(({ row, reason }) => ({ row, typed: byRow.get(row), reason })),
    reasonHeading,
  );
}
