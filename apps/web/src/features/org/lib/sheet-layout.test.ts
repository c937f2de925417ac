import { readFileSync } from 'node:fs';
import { UPLOAD_TEXT } from '@portal/contract/org-upload';
import { describe, expect, it } from 'vitest';
import { matchHeading } from './headings.ts';
import { openWorkbook, readBeneficiaries, readVillages } from './parse-sheet.ts';
import { beneficiaryLayout, columnFields, missingFields, villageLayout } from './sheet-layout.ts';

/** Workbooks made by LibreOffice Calc the way offices make them (e2e/fixtures/spreadsheets/README.md). */
const fixture = (name: string) =>
  openWorkbook(new Uint8Array(readFileSync(new URL(`../../../../../../e2e/fixtures/spreadsheets/${name}`, import.meta.url))));
const both = (name: string) => [`${name}.xlsx`, `${name}.xls`];

describe('headings as offices write them', () => {
  it('knows the template, the common spellings, and near ones it asks about', () => {
    expect(matchHeading('Aadhaar number last 4 digits')).toEqual({ field: 'aadhaar_no', match: 'exact' });
    expect(matchHeading(' aadhaar NUMBER last 4 digits ')).toEqual({ field: 'aadhaar_no', match: 'exact' });
    expect(matchHeading('Aadhar Number (Last 4 digits)')).toEqual({ field: 'aadhaar_no', match: 'alias' });
    expect(matchHeading('DOB')).toEqual({ field: 'dob', match: 'alias' });
    expect(matchHeading('Mobile No')).toEqual({ field: 'mobile_no', match: 'alias' });
    expect(matchHeading('Village/City')).toEqual({ field: 'village', match: 'alias' });
    expect(matchHeading('Beneficiary Name')).toEqual({ field: 'first_name', match: 'alias' });
    expect(matchHeading('Aadhaar nmber last 4 digts')).toEqual({ field: 'aadhaar_no', match: 'near' });
    expect(matchHeading('Adhaar No. (last four)')).toEqual({ field: 'aadhaar_no', match: 'near' });
    expect(matchHeading('Remarks')).toBeUndefined();
    expect(matchHeading('')).toBeUndefined();
  });
});

describe('finding the headings and the sheet', () => {
  it('finds headings below title and empty rows', () => {
    for (const name of both('beneficiaries-title-rows')) {
      const sheets = fixture(name);
      const { chosen } = beneficiaryLayout(sheets);
      expect(chosen.headingRow, name).toBe(4);
      expect(missingFields(chosen.columns), name).toEqual([]);
      const parsed = readBeneficiaries(sheets, { ...chosen, fields: columnFields(chosen.columns) });
      expect(
        parsed.records.map((r) => r.rowNumber),
        name,
      ).toEqual([5, 6, 7, 8, 9, 10]);
      expect(parsed.records[5].gender_id, name).toBe('X');
    }
  });

  it('finds the data on the second sheet behind an instructions sheet', () => {
    for (const name of both('beneficiaries-second-sheet')) {
      const { chosen, candidates } = beneficiaryLayout(fixture(name));
      expect([chosen.name, chosen.headingRow, chosen.dataRows], name).toEqual(['Beneficiaries', 1, 4]);
      expect(candidates.map((c) => c.name)).toEqual(['Beneficiaries']);
    }
  });

  it('offers every sheet that could hold the rows, and reads the one the office picks', () => {
    const [data] = fixture('beneficiaries-empty-rows.xlsx');
    const [other] = fixture('beneficiaries-title-rows.xlsx');
    const sheets = [
      { ...data, name: 'Hunsur' },
      { ...other, name: 'Nanjangud' },
    ];
    const layout = beneficiaryLayout(sheets);
    expect(layout.candidates.map((c) => [c.name, c.headingRow])).toEqual([
      ['Hunsur', 1],
      ['Nanjangud', 4],
    ]);
    expect(beneficiaryLayout(sheets, 1).chosen.name).toBe('Nanjangud');
  });

  it('reads office headings by their known spellings, and says which required column is missing', () => {
    for (const name of both('beneficiaries-misspelt-headings')) {
      const { chosen } = beneficiaryLayout(fixture(name));
      const fields = Object.fromEntries(chosen.columns.map((c) => [c.heading, [c.field, c.match]]));
      expect(fields['Aadhar Number (Last 4 digits)'], name).toEqual(['aadhaar_no', 'alias']);
      expect(fields.DOB, name).toEqual(['dob', 'alias']);
      expect(fields['Village/City'], name).toEqual(['village', 'alias']);
      expect(missingFields(chosen.columns), name).toEqual([]);
      const without = chosen.columns.map((c) => (c.field === 'aadhaar_no' ? { ...c, field: null, match: null } : c));
      expect(missingFields(without)).toEqual(['aadhaar_no']);
    }
  });

  it('splits full names when there is no last-name column', () => {
    for (const name of both('beneficiaries-full-names')) {
      const sheets = fixture(name);
      const { chosen } = beneficiaryLayout(sheets);
      const parsed = readBeneficiaries(sheets, { ...chosen, fields: columnFields(chosen.columns) });
      expect(
        parsed.records.map((r) => [r.first_name, r.last_name]),
        name,
      ).toEqual([
        ['Lakshmi', 'Devi'],
        ['Manjunatha', 'Gowda K'],
        ['Savitha', 'Naik'],
        ['Ravi', 'Kumar'],
        ['Shwetha', ''],
      ]);
    }
  });

  it('counts hidden rows, reads them, or leaves them out when asked', () => {
    for (const name of both('beneficiaries-hidden-rows')) {
      const sheets = fixture(name);
      const { chosen } = beneficiaryLayout(sheets);
      expect(chosen.hiddenRows, name).toBe(3);
      const layout = { ...chosen, fields: columnFields(chosen.columns) };
      const all = readBeneficiaries(sheets, layout);
      expect([all.records.length, all.hiddenRows, all.skippedHidden], name).toEqual([9, 3, false]);
      const visible = readBeneficiaries(sheets, layout, { skipHidden: true });
      expect(
        visible.records.map((r) => r.rowNumber),
        name,
      ).toEqual([2, 3, 5, 6, 9, 10]);
      expect([visible.hiddenRows, visible.skippedHidden], name).toEqual([3, true]);
    }
  });

  it('reads dates as cells and as the texts offices type', () => {
    for (const name of both('beneficiaries-dates')) {
      const sheets = fixture(name);
      const { chosen } = beneficiaryLayout(sheets);
      const parsed = readBeneficiaries(sheets, { ...chosen, fields: columnFields(chosen.columns) });
      expect(
        parsed.records.map((r) => [r.rowNumber, r.dob, r.enrollment_date]),
        name,
      ).toEqual([
        [2, '1985-03-05', '2024-01-10'],
        [3, '1990-08-15', '2024-02-01'],
        [4, '1990-08-15', expect.any(String)],
        [5, '1985-03-05', '2024-01-10'],
        [6, '2003-02-01', expect.any(String)],
        [7, '1985-03-05', '2024-02-01'],
        [8, '1988-08-15', expect.any(String)],
        [9, '1987-08-15', expect.any(String)],
        [10, '1986-08-15', expect.any(String)],
        [11, '15/13/1985', expect.any(String)],
        [12, '31/02/1990', expect.any(String)],
      ]);
    }
  });

  it('reads gender as offices write it', () => {
    for (const name of both('beneficiaries-lookup-variants')) {
      const sheets = fixture(name);
      const { chosen } = beneficiaryLayout(sheets);
      const parsed = readBeneficiaries(sheets, { ...chosen, fields: columnFields(chosen.columns) });
      expect(
        parsed.records.map((r) => r.gender_id),
        name,
      ).toEqual(['2', '1', '2', '2', '1', '1', '2', '1', 'X', '1', '2', '1']);
    }
  });
});

describe('village sheets', () => {
  it('finds Village, Taluk, District below a title row or on a second sheet', () => {
    for (const [name, sheet, row] of [
      ...both('villages-headings-row-2').map((n) => [n, 'Villages', 2] as const),
      ...both('villages-second-sheet').map((n) => [n, 'Villages', 1] as const),
    ]) {
      const sheets = fixture(name);
      const { chosen } = villageLayout(sheets);
      expect([chosen.name, chosen.headingRow], name).toEqual([sheet, row]);
      const parsed = readVillages(sheets, chosen);
      expect(parsed.setAside, name).toEqual([]);
      expect(parsed.records[0].rowNumber, name).toBe(row + 1);
    }
  });

  it('keeps the wrong-headings message for a sheet that truly lacks them', () => {
    for (const name of both('villages-wrong-headings'))
      expect(() => villageLayout(fixture(name)), name).toThrow(UPLOAD_TEXT.wrongColumns);
  });

  it('says a District left empty by a merged cell is empty', () => {
    for (const name of both('villages-merged-district')) {
      const sheets = fixture(name);
      const parsed = readVillages(sheets, villageLayout(sheets).chosen);
      expect(
        parsed.setAside.map(({ row, reason }) => ({ row, reason })),
        name,
      ).toEqual([3, 4, 5].map((row) => ({ row, reason: 'District is empty (merged cell?)' })));
    }
  });
});

describe('the template filled in', () => {
  it('uploads from its first sheet without asking: its hidden sheet of lists is never a candidate', async () => {
    const { beneficiaryTemplate } = await import('./template-workbook.ts');
    const { Workbook } = (await import('exceljs')).default;
    const template = await beneficiaryTemplate({ districts: [{ district: 'Mysuru', taluks: ['Hunsur'] }] });
    const book = new Workbook();
    await book.xlsx.load(template.buffer as ArrayBuffer);
    const [first] = book.worksheets;
    const filled = ['ff@example.org', 'Lakshmi', '1234', 'Female', '15/08/1990', '9845011122'];
    for (let i = 0; i < 3; i++) first.addRow(filled);
    const sheets = openWorkbook(new Uint8Array(await book.xlsx.writeBuffer()));
    expect(sheets.some((s) => s.hidden)).toBe(true);
    const layout = beneficiaryLayout(sheets);
    expect(layout.chosen.sheet).toBe(0);
    expect(layout.candidates.map((c) => c.sheet)).toEqual([0]);
    // the spreadsheet writer is large and slow to load on a busy machine
  }, 60_000);

  it('still reads a workbook whose only sheet with rows is hidden', () => {
    const sheets = fixture('beneficiaries-plus-equals.xlsx').map((s) => ({ ...s, hidden: true }));
    expect(beneficiaryLayout(sheets).candidates.length).toBeGreaterThan(0);
  });
});

describe('the two formats an office saves', () => {
  /** Every LibreOffice case saved both ways (cases.json): what the dialog and the server are given. */
  const CASES = (
    JSON.parse(readFileSync(new URL('../../../../../../e2e/fixtures/spreadsheets/cases.json', import.meta.url), 'utf8')) as {
      file: string;
      kind: 'beneficiaries' | 'villages';
      formats: string[];
    }[]
  ).filter((c) => c.formats.length === 2);

  const reading = (name: string, kind: 'beneficiaries' | 'villages') => {
    const sheets = fixture(name);
    if (kind === 'villages') {
      const { chosen, candidates } = villageLayout(sheets);
      const read = readVillages(sheets, chosen);
      return { chosen, candidates: candidates.map((c) => c.name), read };
    }
    const { chosen, candidates } = beneficiaryLayout(sheets);
    const layout = { ...chosen, fields: columnFields(chosen.columns) };
    const read = readBeneficiaries(sheets, layout);
    return { chosen, candidates: candidates.map((c) => c.name), read };
  };

  /** What the dialog shows of a workbook: its reading, or the refusal a sheet without the headings gets. */
  const shown = (name: string, kind: 'beneficiaries' | 'villages') => {
    try {
      return reading(name, kind);
    } catch (error) {
      return { refused: (error as Error).message };
    }
  };

  it('reads the .xls of each case as its .xlsx: the sheet, the headings, every row, as read and as typed, and every row set aside', () => {
    expect(CASES.length).toBeGreaterThan(15);
    let withRows = 0;
    for (const { file, kind } of CASES) {
      const xlsx = shown(`${file}.xlsx`, kind);
      expect(shown(`${file}.xls`, kind), file).toEqual(xlsx);
      if ('read' in xlsx && xlsx.read.records.length > 0) withRows += 1;
    }
    // only the sheet without its headings is refused
    expect(withRows).toBe(CASES.length - 1);
  });
});
