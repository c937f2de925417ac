/** Rows of every kind of cell and the .xlsx the export writes of them, for the LibreOffice check of this folder. */
import type { Cell } from '../../src/modules/export/export-format.ts';
import { type WriterColumn, XlsxWriter } from '../../src/modules/export/export-writers.ts';

export const HERE = new URL('./', import.meta.url);

export const COLUMNS: WriterColumn[] = [
  { heading: 'Id', kind: 'number', width: 8 },
  { heading: 'First name', kind: 'text', width: 14 },
  { heading: 'Gender', kind: 'name', width: 10 },
  { heading: 'Born', kind: 'date', width: 12 },
  { heading: 'Address', kind: 'text', width: 30 },
  { heading: 'District', kind: 'name', width: 14 },
  { heading: 'Amount', kind: 'number', width: 10 },
  { heading: 'Registered by', kind: 'name', width: 16 },
  { heading: 'Registered at', kind: 'dateTime', width: 18 },
];

/**
 * Names that repeat (the shared strings), empty cells first, in the middle and last in a row (after
 * which a cell names its place), Kannada, spaces at a text's ends, a line break, and texts a
 * spreadsheet could run.
 */
export const ROWS: Cell[][] = [
  [1, 'Asha', 'Female', '1990-03-14', 'House 4, Main Road', 'Mysuru', 1500.5, 'Ravi Kumar', '2026-03-14 09:05:00'],
  [2, 'Deepa', 'Female', '1985-12-01', null, 'Mysuru', null, 'Ravi Kumar', '2026-03-14 17:45:30'],
  [3, ' Kavya ', null, null, 'Line one\nLine two', 'Udupi', 250, null, '2026-03-15 00:00:00'],
  [4, 'ಲತಾ', 'ಮಹಿಳೆ', '2001-07-09', 'ಮನೆ 12, ಮುಖ್ಯ ರಸ್ತೆ', 'ಮೈಸೂರು', 99999.99, 'ರವಿ ಕುಮಾರ್', '2026-11-30 23:59:59'],
  [5, '=1+2', 'Male', '1950-01-01', 'a;=HYPERLINK("http://example.org";"click")', '@Mysuru', 0, '+Ravi', '2025-01-01 12:00:00'],
  [null, null, null, null, null, null, null, null, '2026-03-14 09:05:00'],
  [7, 'Meena', 'Female', '1899-12-31', 'Before the spreadsheets\u2019 first day', 'Mysuru', -12.5, 'Ravi Kumar', null],
];

/** The bytes of an .xlsx of these rows, as the export's writer makes it. */
export async function exportXlsx(): Promise<Uint8Array> {
  const writer = new XlsxWriter();
  writer.begin('beneficiaries', 'Beneficiaries', COLUMNS);
  for (const row of ROWS) writer.row(row);
  writer.end();
  await writer.finish();
  return new Uint8Array(Buffer.concat(writer.take()));
}
