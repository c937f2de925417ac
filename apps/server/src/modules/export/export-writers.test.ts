import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Cell } from './export-format.ts';
import { readXlsx } from './export-test-files.ts';
import { type WriterColumn, XlsxWriter } from './export-writers.ts';

const COLUMNS: WriterColumn[] = [
  { heading: 'Name', kind: 'text', width: 10 },
  { heading: 'District', kind: 'name', width: 10 },
  { heading: 'Registered by', kind: 'name', width: 10 },
];

/** An .xlsx of one sheet of these rows, as bytes. */
async function workbook(rows: Cell[][], sharedMax?: number): Promise<Uint8Array> {
  const writer = new XlsxWriter(undefined, sharedMax);
  writer.begin('beneficiaries', 'Beneficiaries', COLUMNS);
  for (const row of rows) writer.row(row);
  writer.end();
  await writer.finish();
  return new Uint8Array(Buffer.concat(writer.take()));
}

const ROWS: Cell[][] = [
  ['Asha', 'Mysuru', 'Ravi Kumar'],
  ['Deepa', 'Mysuru', null],
  [' Kavya ', 'Udupi', 'Ravi Kumar'],
  ['Lata', 'ಮೈಸೂರು', '=Ravi'],
  ['Meena', 'Mysuru', 'Ravi Kumar'],
  ['Nila', null, 'Ravi Kumar'],
];

describe('an .xlsx of the export', () => {
  it("keeps each list's name once, in the shared strings, and its cells point at it", async () => {
    const files = unzipSync(await workbook(ROWS));
    const shared = strFromU8(files['xl/sharedStrings.xml']);
    const names = [...shared.matchAll(/<si><t>([^<]*)<\/t><\/si>/g)].map((m) => m[1]);
    expect(names).toEqual(['Mysuru', 'Ravi Kumar', 'Udupi', 'ಮೈಸೂರು', "'=Ravi"]);
    expect(shared).toMatch(/count="10" uniqueCount="5"/);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
    expect(sheet.match(/ t="s"><v>\d+<\/v><\/c>/g)).toHaveLength(10);
    // a text column stays in its cells; a cell names its place first in its row and after an empty one
    expect(sheet).toContain(
      '<row r="2"><c r="A2" t="inlineStr"><is><t>Asha</t></is></c><c t="s"><v>0</v></c><c t="s"><v>1</v></c></row>',
    );
    expect(sheet).toContain('<row r="7"><c r="A7" t="inlineStr"><is><t>Nila</t></is></c><c r="C7" t="s"><v>1</v></c></row>');
    expect(strFromU8(files['[Content_Types].xml'])).toContain('PartName="/xl/sharedStrings.xml"');
    expect(strFromU8(files['xl/_rels/workbook.xml.rels'])).toContain('Target="sharedStrings.xml"');
  });

  it('reads back as written: spaces at the ends kept, formulas written as text, empty cells empty', async () => {
    const sheet = [...(await readXlsx(await workbook(ROWS))).values()][0];
    expect(sheet).toEqual([
      ['Name', 'District', 'Registered by'],
      ['Asha', 'Mysuru', 'Ravi Kumar'],
      ['Deepa', 'Mysuru', null],
      [' Kavya ', 'Udupi', 'Ravi Kumar'],
      ['Lata', 'ಮೈಸೂರು', "'=Ravi"],
      ['Meena', 'Mysuru', 'Ravi Kumar'],
      ['Nila', null, 'Ravi Kumar'],
    ]);
  });

  it('writes the names past its bound in their cells, and reads back the same', async () => {
    const bytes = await workbook(ROWS, 2);
    const files = unzipSync(bytes);
    expect(strFromU8(files['xl/sharedStrings.xml'])).toMatch(/uniqueCount="2"/);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
    expect(sheet).toContain('<c t="inlineStr"><is><t>Udupi</t></is></c>');
    expect([...(await readXlsx(bytes)).values()][0].slice(1)).toEqual(
      ROWS.map((row) => row.map((cell) => (cell === '=Ravi' ? "'=Ravi" : cell))),
    );
  });
});
