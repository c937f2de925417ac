import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import XLSX from '@e965/xlsx';

const dir = mkdtempSync(path.join(tmpdir(), 'portal-sheets-'));

/** Writes a workbook with these rows to a temp file and returns its path. */
export function sheetFile(name: string, rows: unknown[][], bookType: 'xlsx' | 'biff8' = 'xlsx'): string {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  const file = path.join(dir, name);
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType }));
  return file;
}

export function textFile(name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

export function readSheet(file: string): unknown[][] {
  const book = XLSX.read(readFileSync(file));
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: '' });
}
