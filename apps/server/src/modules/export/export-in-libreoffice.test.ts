import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { HEADINGS, HERE, hostileCsv, ROWS } from '../../../test/csv-in-libreoffice/hostile-csv.ts';
import { formulaSafe } from './export-format.ts';
import { readXlsx } from './export-test-files.ts';

const committed = (name: string) => new Uint8Array(readFileSync(new URL(name, HERE)));
/** Calc keeps a line break in a cell as LF, whatever the file had. */
const lf = (text: string) => text.replace(/\r\n?/g, '\n');

/** The cells of the one sheet LibreOffice saved, trailing empty cells dropped. */
async function sheetOf(name: string): Promise<unknown[][]> {
  const rows = [...(await readXlsx(committed(name))).values()][0];
  return rows.map((row) => row.slice(0, row.findLastIndex((cell) => cell !== null) + 1));
}

describe('the export CSV opened in LibreOffice (test/csv-in-libreoffice)', () => {
  it('is the file the CSV writer makes today', async () => {
    expect(Buffer.from(committed('hostile.csv')).equals(Buffer.from(await hostileCsv()))).toBe(true);
  });

  it.each(['hostile-semicolon.xlsx', 'hostile-comma.xlsx'])('%s: no cell became a formula', (name) => {
    const files = unzipSync(committed(name));
    const sheets = Object.keys(files).filter((path) => path.startsWith('xl/worksheets/'));
    expect(sheets).not.toEqual([]);
    for (const path of sheets) expect(strFromU8(files[path])).not.toMatch(/<f[ >]/);
  });

  it('read with `,`: each text arrived whole, as the formula-safe text', async () => {
    const expected = [
      HEADINGS,
      ...ROWS.map((row) => row.map((cell) => (typeof cell === 'string' ? lf(formulaSafe(cell)) : cell))),
    ];
    expect(await sheetOf('hostile-comma.xlsx')).toEqual(expected);
  });

  it('read with `;`: split at each `;` and line break, every piece a text as the file had it', async () => {
    const rows = await sheetOf('hostile-semicolon.xlsx');
    for (const row of rows) for (const cell of row) expect(cell === null || typeof cell === 'string', String(cell)).toBe(true);
    const file = lf(
      Buffer.from(committed('hostile.csv'))
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    ).replace(/\n$/, '');
    expect(rows.map((row) => row.map((cell) => cell ?? '').join(';')).join('\n')).toBe(file);
  });
});
