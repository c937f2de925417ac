import XLSX from '@e965/xlsx';
import type { RejectedRow } from '@portal/contract/org-upload';

/** A cell a spreadsheet program could read as a formula gets a leading apostrophe (CSV/formula injection). */
export const safeCell = (value: unknown): unknown =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

function download(rows: unknown[][], fileName: string) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows.map((r) => r.map(safeCell))), 'Sheet1');
  XLSX.writeFile(book, fileName, { compression: true });
}

export const downloadTemplate = (headings: readonly string[], fileName: string) => download([[...headings]], fileName);

/** The rejected rows with their original columns and a Reason column, ready to fix and upload again. */
export function downloadRejected(
  headings: string[],
  originals: Map<number, unknown[]>,
  rejected: RejectedRow[],
  fileName: string,
) {
  const rows = rejected.map((r) => [
    ...(originals.get(r.row) ?? []).slice(0, headings.length),
    ...Array(Math.max(0, headings.length - (originals.get(r.row)?.length ?? 0))).fill(''),
    r.reason,
  ]);
  download([[...headings, 'Reason'], ...rows], fileName);
}
