import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { COLUMNS, exportXlsx, HERE, ROWS } from '../../../test/xlsx-in-libreoffice/export-rows.ts';
import { formulaSafe } from './export-format.ts';
import { parseCsv } from './export-test-files.ts';
import { serialDay } from './export-writers.ts';

const committed = (name: string) => new Uint8Array(readFileSync(new URL(name, HERE)));
const parts = (bytes: Uint8Array) =>
  Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));

/** `YYYY-MM-DD…` as a date cell shows it, day first (a day before the spreadsheets' first stays text). */
const shown = (text: string, kind: 'date' | 'dateTime') =>
  serialDay(text) === null
    ? text
    : `${text.slice(8, 10)}/${text.slice(5, 7)}/${text.slice(0, 4)}${kind === 'dateTime' ? ` ${text.slice(11, 16)}` : ''}`;

describe('the export .xlsx opened in LibreOffice (test/xlsx-in-libreoffice)', () => {
  it('is the workbook the .xlsx writer makes today', async () => {
    expect(parts(await exportXlsx())).toEqual(parts(committed('export.xlsx')));
  });

  it('Calc read every cell where the writer put it: shared names, empty cells, Kannada, days as dd/mm/yyyy', () => {
    const read = parseCsv(strFromU8(committed('calc-read.csv')));
    const expected = [
      COLUMNS.map((c) => c.heading),
      ...ROWS.map((row) =>
        row.map((cell, i) => {
          const { kind } = COLUMNS[i];
          if (cell === null) return '';
          if (typeof cell === 'number') return String(cell);
          return kind === 'date' || kind === 'dateTime' ? shown(cell, kind) : formulaSafe(cell);
        }),
      ),
    ];
    expect(read).toEqual(expected);
  });
});
