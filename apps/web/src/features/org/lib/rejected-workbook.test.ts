import { readFileSync } from 'node:fs';
import XLSX from '@e965/xlsx';
import { REJECTED_REASON_HEADING } from '@portal/contract/upload-template';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { compareCells, formatKey, readCells } from '../../../../../../e2e/fixtures/spreadsheets/roundtrip/compare-cells.ts';
import { caseDownload, roundTripCases } from '../../../../../../e2e/fixtures/spreadsheets/roundtrip/roundtrip-cases.ts';
import { digitsAsShown } from './conversions.ts';
import { shownText } from './parse-sheet.ts';
import { rejectedWorkbook } from './rejected-workbook.ts';

type Cell = XLSX.CellObject | undefined;
const READ = { type: 'array', cellNF: true, dense: true, cellFormula: false, cellHTML: false, cellText: false } as const;

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../../../../e2e/fixtures/spreadsheets/${name}`, import.meta.url)));
const firstSheet = (bytes: Uint8Array, options: XLSX.ParsingOptions = READ) => {
  const book = XLSX.read(bytes, options);
  return book.Sheets[book.SheetNames[0]]['!data'] ?? [];
};

/** The part of a cell the download must keep: type, value and number format ('General' and none are one). */
const kept = (cell: Cell) =>
  cell && cell.t !== 'z' ? { t: cell.t, v: cell.v, z: cell.z === 'General' ? undefined : cell.z } : undefined;
const row = (cells: Cell[] | undefined, width: number) => Array.from({ length: width }, (_, c) => kept(cells?.[c]));

/** The download of some rows of a fixture, and the sheet it reads back as. */
function download(name: string, rows: number[], asShownColumns = new Set<number>()) {
  const sheet = firstSheet(fixture(name));
  const bytes = rejectedWorkbook({
    headings: sheet[0],
    rows: rows.map((r) => ({ row: r, cells: sheet[r - 1], reason: `reason of row ${r}` })),
    asShownColumns,
  });
  return { sheet, bytes, back: firstSheet(bytes) };
}

describe('the rejected-rows download', () => {
  it('keeps texts starting with + = - @ as the same text cells, and date cells as dates', () => {
    for (const name of ['beneficiaries-plus-equals.xlsx', 'beneficiaries-plus-equals.xls']) {
      const { sheet, back } = download(name, [5, 6, 7]);
      const width = sheet[0].length;
      expect(row(back[0], width + 1), name).toEqual([...row(sheet[0], width), { t: 's', v: REJECTED_REASON_HEADING }]);
      expect(back.length, name).toBe(4);
      for (const [i, r] of [5, 6, 7].entries()) {
        const expected = row(sheet[r - 1], width).map((cell) =>
          // a text that could start a formula also gets the text format, so editing it keeps it text
          cell?.t === 's' && /^[=+\-@]/.test(String(cell.v)) ? { ...cell, z: '@' } : cell,
        );
        expect(row(back[i + 1], width), `${name} row ${r}`).toEqual(expected);
        expect(kept(back[i + 1][width]), name).toEqual({ t: 's', v: `reason of row ${r}` });
      }
      const [, r5, r6, r7] = back;
      expect(kept(r5[13])).toEqual({ t: 's', v: '@home', z: '@' });
      expect(kept(r5[14])).toEqual({ t: 's', v: '-Near temple', z: '@' });
      expect(kept(r6[1])).toEqual({ t: 's', v: '=cmd|calc', z: '@' });
      expect(kept(r6[6])?.v).toBe('+91 92695 16377');
      expect(kept(r7[5])).toEqual({ t: 'n', v: 29036, z: 'dd/mm/yyyy' });
      expect(kept(r7[6])).toEqual({ t: 's', v: '+91 92695 16378', z: '@' });
    }
  });

  it('writes texts as shared strings, never as formulas or with an apostrophe', () => {
    const { bytes } = download('beneficiaries-plus-equals.xlsx', [4, 5, 6, 7]);
    const files = unzipSync(bytes);
    const xml = strFromU8(files['xl/worksheets/sheet1.xml']);
    const strings = strFromU8(files['xl/sharedStrings.xml']);
    expect(xml).not.toContain('<f');
    expect(xml).not.toContain('t="str"');
    for (const text of ['=1+2', '-Near temple', '@home', '=cmd|calc', '+91 92695 16377']) {
      expect(strings).toContain(`<t>${text}</t>`);
    }
    expect(strings).not.toContain("'");
    expect(
      firstSheet(bytes, { ...READ, cellFormula: true })
        .flat()
        .filter((cell) => cell?.f),
    ).toEqual([]);
  });

  it('drops a formula and keeps its value', () => {
    const bytes = rejectedWorkbook({
      headings: [{ t: 's', v: 'Village' }],
      rows: [{ row: 2, cells: [{ t: 's', v: 'Hosa Halli', f: 'CONCAT("Hosa ","Halli")' }], reason: 'no' }],
    });
    const [, line] = firstSheet(bytes, { ...READ, cellFormula: true });
    expect(line[0]).toMatchObject({ t: 's', v: 'Hosa Halli' });
    expect(line[0].f).toBeUndefined();
  });

  it('writes numbers padded by their format in as-shown columns as the text the office saw', () => {
    for (const name of ['beneficiaries-number-formats.xlsx', 'beneficiaries-number-formats.xls']) {
      const rows = [2, 3, 4, 5, 6, 7, 8, 9, 10];
      // Aadhaar, mobile and pincode are columns D, G and K
      const { sheet, back } = download(name, rows, new Set([3, 6, 10]));
      const column = (c: number) => back.slice(1).map((cells) => kept(cells[c]));
      expect(column(3), name).toEqual([
        { t: 's', v: '0123' },
        { t: 's', v: '0007' },
        { t: 's', v: '0045' },
        { t: 'n', v: 9876, z: '0000' },
        { t: 's', v: '0001' },
        { t: 's', v: '0950' },
        { t: 'n', v: 4021, z: '0000' },
        { t: 's', v: '0008' },
        { t: 'n', v: 2345, z: '#,##0' },
      ]);
      expect(kept(back[8][6]), name).toEqual({ t: 'n', v: 9845011122, z: '0' });
      expect(kept(back[9][6]), name).toEqual({ t: 'n', v: 9845011133, z: '#,##0' });
      expect(kept(back[8][10]), name).toEqual({ t: 'n', v: 571105, z: '0' });
      // every other column is as read
      for (const [i, r] of rows.entries()) {
        const others = (cells: Cell[]) => row(cells, 13).filter((_, c) => c !== 3);
        expect(others(back[i + 1]), `${name} row ${r}`).toEqual(others(sheet[r - 1]));
      }
    }
  });

  it('gives the upload the same values as the original sheet did', () => {
    // what the upload reads of a cell: its value, or in an as-shown column the digits its format shows
    const asShown = new Set([3, 6, 10, 12]);
    const read = (cell: Cell, c: number) =>
      asShown.has(c) ? (digitsAsShown(cell?.v, shownText(cell)) ?? cell?.v) : cell?.t === 'z' ? undefined : cell?.v;
    for (const [name, rows] of [
      ['beneficiaries-number-formats.xlsx', [2, 3, 4, 5, 6, 7, 8, 9, 10]],
      ['beneficiaries-number-formats.xls', [2, 9, 10]],
      ['beneficiaries-plus-equals.xlsx', [2, 3, 4, 5, 6, 7]],
      ['beneficiaries-plus-equals.xls', [5, 6, 7]],
      ['beneficiaries-dates.xlsx', [2, 3, 4, 5, 11, 12]],
      ['beneficiaries-dates.xls', [2, 3, 11, 12]],
      ['beneficiaries-lookup-variants.xlsx', [10, 11, 12, 13]],
      ['beneficiaries-en-in-locale.xlsx', [2, 3, 4, 5]],
      ['beneficiaries-en-in-locale.xls', [2, 3, 4, 5]],
    ] as const) {
      const { sheet, back } = download(name, [...rows], asShown);
      const width = sheet[0].length;
      for (const [i, r] of rows.entries()) {
        const values = (cells: Cell[]) => Array.from({ length: width }, (_, c) => read(cells[c], c));
        expect(values(back[i + 1]), `${name} row ${r}`).toEqual(values(sheet[r - 1]));
      }
    }
  });

  it('keeps date cells as date-formatted numbers with the same serial, and text dates as text', () => {
    for (const name of ['beneficiaries-dates.xlsx', 'beneficiaries-dates.xls']) {
      const { back } = download(name, [2, 3, 11, 12]);
      // Date of Birth is column F, Enrollment Date column P
      expect(
        back.slice(1).map((cells) => [kept(cells[5]), kept(cells[15])]),
        name,
      ).toEqual([
        [
          { t: 'n', v: 31111, z: 'dd/mm/yyyy' },
          { t: 'n', v: 45301, z: 'dd/mm/yyyy' },
        ],
        [
          { t: 'n', v: 33100, z: 'dd\\-mmm\\-yyyy' },
          { t: 'n', v: 45323, z: 'yyyy\\-mm\\-dd' },
        ],
        [
          { t: 's', v: '15/13/1985' },
          { t: 's', v: '10/01/2024', z: '@' },
        ],
        [
          { t: 's', v: '31/02/1990' },
          { t: 's', v: '10/01/2024', z: '@' },
        ],
      ]);
    }
  });

  it('keeps spaces around a text', () => {
    const { back } = download('beneficiaries-full-names.xlsx', [4, 5]);
    expect(back.slice(1).map((cells) => cells[1].v)).toEqual(['Savitha  Naik', ' Ravi Kumar ']);
  });

  it('puts the rows in sheet order, one line per row with all its reasons', () => {
    const sheet = firstSheet(fixture('beneficiaries-lookup-variants.xlsx'));
    const bytes = rejectedWorkbook({
      headings: sheet[0],
      rows: [13, 10, 12, 10].map((r, i) => ({ row: r, cells: sheet[r - 1], reason: `reason ${i}` })),
    });
    const back = firstSheet(bytes);
    const width = sheet[0].length;
    expect(back.slice(1).map((cells) => [cells[1].v, cells[width].v])).toEqual([
      ['Pushpa', 'reason 1 reason 3'],
      ['Rekha', 'reason 2'],
      ['Prakash', 'reason 0'],
    ]);
  });

  it('keeps the order it is given when rows come without their numbers', () => {
    const cells = (v: string): Cell[] => [{ t: 's', v }];
    const bytes = rejectedWorkbook({
      headings: cells('Village'),
      rows: [
        { cells: cells('b'), reason: '1' },
        { cells: cells('a'), reason: '2' },
      ],
    });
    expect(firstSheet(bytes).map((line) => line.map((cell) => cell?.v))).toEqual([
      ['Village', 'Reason'],
      ['b', '1'],
      ['a', '2'],
    ]);
  });

  it('puts the reasons after the widest row, and a sheet downloaded before keeps its one Reason column', () => {
    const headings: Cell[] = [
      { t: 's', v: 'Village' },
      { t: 's', v: 'Taluk' },
      { t: 's', v: 'District' },
    ];
    const first = rejectedWorkbook({
      headings,
      rows: [{ row: 4, cells: [{ t: 's', v: 'Abburu' }, undefined, undefined, { t: 's', v: 'a note' }], reason: 'first' }],
    });
    const once = firstSheet(first);
    expect(once.map((cells) => cells.map((cell) => cell?.v))).toEqual([
      ['Village', 'Taluk', 'District', undefined, 'Reason'],
      ['Abburu', undefined, undefined, 'a note', 'first'],
    ]);
    const twice = firstSheet(rejectedWorkbook({ headings: once[0], rows: [{ row: 2, cells: once[1], reason: 'second' }] }));
    expect(twice.map((cells) => cells.map((cell) => cell?.v))).toEqual([
      ['Village', 'Taluk', 'District', undefined, 'Reason'],
      ['Abburu', undefined, undefined, 'a note', 'second'],
    ]);
  });
});

describe('the round trip through LibreOffice (e2e/fixtures/spreadsheets/roundtrip)', () => {
  const roundtrip = (name: string) =>
    new Uint8Array(readFileSync(new URL(`../../../../../../e2e/fixtures/spreadsheets/roundtrip/${name}`, import.meta.url)));
  const serial = (iso: string) => Math.round((Date.parse(iso) - Date.UTC(1899, 11, 30)) / 86_400_000);

  it('makes today the downloads committed there', () => {
    for (const c of roundTripCases()) {
      expect(compareCells(roundtrip(`${c.name}-rejected.xlsx`), caseDownload(c)), c.name).toEqual([]);
    }
  });

  it('finds only the fixed cells changed in the files LibreOffice saved', () => {
    for (const c of roundTripCases()) {
      const rejected = roundtrip(`${c.name}-rejected.xlsx`);
      const before = readCells(rejected);
      const headings = before[0].map((cell) => cell?.v);
      const fixes = c.rows.flatMap(({ fix }, i) =>
        Object.entries(fix).map(([heading, value]) => {
          const v = value as string | null | { number: number } | { date: string; format: string };
          const [r, col] = [i + 1, headings.indexOf(heading)];
          // a value typed into a cell keeps the cell's number format (the text format of a formula-like text)
          const keep = before[r]?.[col]?.z ? { z: before[r][col]?.z } : {};
          const actual =
            v === null
              ? undefined
              : typeof v === 'string'
                ? { t: 's', v, ...keep }
                : 'number' in v
                  ? { t: 'n', v: v.number, ...keep }
                  : { t: 'n', v: serial(v.date), z: formatKey(v.format) };
          return { cell: XLSX.utils.encode_cell({ r, c: col }), actual };
        }),
      );
      for (const ext of ['xlsx', 'xls']) {
        const differences = compareCells(rejected, roundtrip(`${c.name}-fixed.${ext}`));
        expect(
          differences.map(({ cell, actual }) => ({ cell, actual })),
          `${c.name}-fixed.${ext}`,
        ).toEqual(fixes);
      }
    }
  });
});
