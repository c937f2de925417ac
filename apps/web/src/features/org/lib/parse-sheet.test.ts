import { readFileSync } from 'node:fs';
import XLSX from '@e965/xlsx';
import { EN_IN } from '@portal/contract/i18n/en-IN';
import { formatMessage } from '@portal/contract/i18n/format';
import type { RejectedRow } from '@portal/contract/org-upload';
import { describe, expect, it } from 'vitest';
import { openWorkbook, parseBeneficiaries, parseVillages, SheetError, shownText } from './parse-sheet.ts';

/** Set-aside rows as their English reasons (the ids and values are checked in reasons.test.ts). */
const plain = (rows: RejectedRow[]) => rows.map(({ row, reason }) => ({ row, reason }));

function bookOf(sheet: XLSX.WorkSheet, type: 'xlsx' | 'xls' = 'xlsx'): Uint8Array {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Sheet1');
  return new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: type === 'xls' ? 'biff8' : 'xlsx' }));
}

const book = (rows: unknown[][], type: 'xlsx' | 'xls' = 'xlsx') => bookOf(XLSX.utils.aoa_to_sheet(rows), type);

/** Every row number the upload holds: the records and the rows set aside. */
const rowsRead = (parsed: { records: { rowNumber?: number }[]; setAside: { row: number }[] }) =>
  [...parsed.records.map((r) => r.rowNumber ?? 0), ...parsed.setAside.map((r) => r.row)].sort((a, b) => a - b);

describe('village sheets', () => {
  it('reads .xlsx and legacy .xls, matching headings without regard to case and spaces', () => {
    for (const type of ['xlsx', 'xls'] as const) {
      const parsed = parseVillages(
        book(
          [
            [' village ', 'TALUK', 'District'],
            ['Hosa Halli', 'Hunsur', 'Mysuru'],
            ['', 'Hunsur', 'Mysuru'],
          ],
          type,
        ),
      );
      expect(parsed.records).toEqual([{ Village: 'Hosa Halli', Taluk: 'Hunsur', District: 'Mysuru', rowNumber: 2 }]);
      expect(plain(parsed.setAside)).toEqual([{ row: 3, reason: EN_IN['villageReason.allRequired'] }]);
    }
  });

  it('refuses headings in the wrong order, and files that are not spreadsheets', () => {
    expect(() => parseVillages(book([['Taluk', 'Village', 'District']]))).toThrow(SheetError);
    expect(() => parseVillages(new TextEncoder().encode('Village,Taluk,District\nA,B,C'))).toThrow(
      /Please upload only Excel files/,
    );
    expect(() => parseVillages(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]))).toThrow(/Please upload only Excel files/);
  });

  it('sets aside the rows a merged cell leaves empty', () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Village', 'Taluk', 'District'],
      ['A', 'Hunsur', 'Mysuru'],
      ['B', '', ''],
    ]);
    sheet['!merges'] = [{ s: { r: 1, c: 1 }, e: { r: 2, c: 2 } }];
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, 'Sheet1');
    const parsed = parseVillages(new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'xlsx' })));
    expect(parsed.records.map((r) => r.Village)).toEqual(['A']);
    expect(plain(parsed.setAside).map((r) => r.row)).toEqual([3]);
  });

  it('refuses more than 50,000 rows', () => {
    const rows = [['Village', 'Taluk', 'District'], ...Array.from({ length: 50_001 }, (_, i) => [`V${i}`, 'Hunsur', 'Mysuru'])];
    expect(() => parseVillages(book(rows))).toThrow(/more than 50,000 rows/);
    // writing and reading 50,000 rows takes a few seconds on a busy two-core machine
  }, 30_000);

  it('reads a formula as its stored value, never running it', () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Village', 'Taluk', 'District'],
      ['', 'Hunsur', 'Mysuru'],
    ]);
    sheet.A2 = { t: 's', f: 'CONCAT("Hosa","Halli")', v: 'HosaHalli' };
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, 'Sheet1');
    const parsed = parseVillages(new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'xlsx' })));
    expect(parsed.records[0].Village).toBe('HosaHalli');
  });

  it('keeps a cell that looks like a formula as text', () => {
    const parsed = parseVillages(
      book([
        ['Village', 'Taluk', 'District'],
        ['=1+2', 'Hunsur', 'Mysuru'],
      ]),
    );
    expect(parsed.records[0].Village).toBe('=1+2');
  });
});

describe('beneficiary sheets', () => {
  const headings = [
    'FF Name',
    'Name of Beneficiary according to Aadhaar',
    'Aadhaar number last 4 digits',
    'Gender',
    'Date of Birth',
    'Mobile Number',
    'P_Village / P_City',
    'SIP / LUMPSUM',
    'Education Status',
    'Enrollment Status',
    'Did Certification course ?',
  ];

  it('maps the source headings, converts the values and forces the fixed ones', () => {
    const parsed = parseBeneficiaries(
      book([
        headings,
        [
          'ff@example.org',
          'Lakshmi',
          '1234',
          'Female',
          33000,
          '+91 98450 11122',
          'Hosa Halli',
          'sip',
          'persuing',
          'COMPLETED',
          'yes',
        ],
      ]),
    );
    expect(parsed.records[0]).toMatchObject({
      ff_email: 'ff@example.org',
      first_name: 'Lakshmi',
      aadhaar_no: '1234',
      gender_id: '2',
      dob: '1990-05-07',
      mobile_no: '9845011122',
      village: 'Hosa Halli',
      mutual_fund_type: '1',
      education_status_id: '6',
      enrollment_status: '5',
      is_certified: '1',
      program_id: 1,
      state_id: 1,
      mutual_fund_provider_id: 1,
      pincode: '',
      rowNumber: 2,
    });
  });

  it('sets aside a full Aadhaar number without keeping its digits', () => {
    const parsed = parseBeneficiaries(
      book([headings, ['', 'Ravi', '123412341234', 'Male', '01/02/90', '9845011122', 'X', '', '', '', '']]),
    );
    expect(parsed.records).toEqual([]);
    expect(plain(parsed.setAside)).toEqual([{ row: 2, reason: 'Aadhaar must be last 4 digits' }]);
    expect(JSON.stringify(parsed)).not.toContain('123412341234');
    expect(parsed.cleared.get(2)).toEqual([2]);
  });

  it('sets aside every row with 12 digits in any cell, clears those cells, and sends none of them', () => {
    const withRemarks = [...headings, 'Remarks'];
    const person = (aadhaar: string, mobile = '9845011122', remarks = '') => [
      '',
      'Ravi',
      aadhaar,
      'Male',
      '01/02/90',
      mobile,
      'X',
      '',
      '',
      '',
      '',
      remarks,
    ];
    const parsed = parseBeneficiaries(
      book([
        withRemarks,
        person('1234-5678-9012'),
        person('1234.5678.9012'),
        person('Aadhaar 234567890124'),
        person('2345 6789 0124'),
        person('5678', '2345-6789-0124'),
        person('5678', '9845011122', 'Aadhaar: 3456 7890 1235'),
        person('5678', '+91 98450 11122'),
      ]),
    );
    expect(parsed.records.map((r) => r.rowNumber)).toEqual([8]);
    expect(parsed.records[0].mobile_no).toBe('9845011122');
    const aadhaar = 'Aadhaar must be last 4 digits';
    expect(plain(parsed.setAside)).toEqual([
      { row: 2, reason: aadhaar },
      { row: 3, reason: aadhaar },
      { row: 4, reason: aadhaar },
      { row: 5, reason: aadhaar },
      { row: 6, reason: formatMessage('upload.fullAadhaarIn', { columns: '"Mobile Number"' }) },
      { row: 7, reason: formatMessage('upload.fullAadhaarIn', { columns: '"Remarks"' }) },
    ]);
    const kept = JSON.stringify({ records: parsed.records, setAside: parsed.setAside });
    for (const digits of ['123456789012', '234567890124', '345678901235'])
      expect(kept.replace(/\D/g, ''), digits).not.toContain(digits);
    // the cells the download leaves empty: the Aadhaar column, the mobile, the remarks
    expect([...parsed.cleared]).toEqual([
      [2, [2]],
      [3, [2]],
      [4, [2]],
      [5, [2]],
      [6, [5]],
      [7, [11]],
    ]);
  });

  it('says an empty sheet is empty', () => {
    expect(() => parseBeneficiaries(book([headings]))).toThrow('Excel file is empty!');
  });
});

describe('row numbers are the ones the sheet shows', () => {
  const village = (name: string) => [name, 'Hunsur', 'Mysuru'];

  it('counts empty rows in the middle of a sheet', () => {
    for (const type of ['xlsx', 'xls'] as const) {
      const parsed = parseVillages(
        book(
          [['Village', 'Taluk', 'District'], village('A'), [], village('B'), [], [], ['', 'Hunsur', 'Mysuru'], village('C')],
          type,
        ),
      );
      expect(
        parsed.records.map((r) => [r.Village, r.rowNumber]),
        type,
      ).toEqual([
        ['A', 2],
        ['B', 4],
        ['C', 8],
      ]);
      expect(
        parsed.setAside.map((r) => r.row),
        type,
      ).toEqual([7]);
      expect(rowsRead(parsed), type).toEqual([2, 4, 7, 8]);
    }
  });

  it('counts empty rows above the headings, whether or not the sheet starts at row 1', () => {
    const rows = [['Village', 'Taluk', 'District'], village('A'), [], village('B')];
    const fromA1 = XLSX.utils.sheet_add_aoa({}, rows, { origin: 'A3' });
    const fromA3 = XLSX.utils.sheet_add_aoa({}, rows, { origin: 'A3' });
    fromA3['!ref'] = 'A3:C6';
    expect(fromA1['!ref']).toBe('A1:C6');
    for (const sheet of [fromA1, fromA3])
      for (const type of ['xlsx', 'xls'] as const)
        expect(
          parseVillages(bookOf(sheet, type)).records.map((r) => r.rowNumber),
          `${sheet['!ref']} ${type}`,
        ).toEqual([4, 6]);
  });

  it('counts hidden rows, and reads them', () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Village', 'Taluk', 'District'],
      village('A'),
      village('Hidden'),
      [],
      ['Hidden too', '', 'Mysuru'],
      village('B'),
    ]);
    sheet['!rows'] = [];
    sheet['!rows'][2] = { hidden: true };
    sheet['!rows'][4] = { hidden: true };
    const parsed = parseVillages(bookOf(sheet));
    expect(parsed.records.map((r) => [r.Village, r.rowNumber])).toEqual([
      ['A', 2],
      ['Hidden', 3],
      ['B', 6],
    ]);
    expect(plain(parsed.setAside).map((r) => r.row)).toEqual([5]);
  });

  it('numbers beneficiary rows, those set aside in the browser too, by the sheet', () => {
    const headings = ['Name of Beneficiary according to Aadhaar', 'Aadhaar number last 4 digits', 'Mobile Number'];
    const parsed = parseBeneficiaries(
      book([
        [],
        headings,
        ['Ravi', '1234', '9845011122'],
        [],
        ['Asha', '2345 6789 0124', '9845011123'],
        [],
        ['Uma', '', '9845011124'],
      ]),
    );
    expect(parsed.records.map((r) => [r.first_name, r.rowNumber])).toEqual([
      ['Ravi', 3],
      ['Uma', 7],
    ]);
    expect(plain(parsed.setAside)).toEqual([{ row: 5, reason: 'Aadhaar must be last 4 digits' }]);
    expect(rowsRead(parsed)).toEqual([3, 5, 7]);
  });
});

describe('cells read as the office sees them', () => {
  const headings = [
    'Name of Beneficiary according to Aadhaar',
    'Aadhaar number last 4 digits',
    'Mobile Number',
    'Pincode',
    'Remarks',
  ];
  const number = (v: number, z?: string): XLSX.CellObject => ({ t: 'n', v, ...(z ? { z } : {}) });

  function formatted(rows: unknown[][], type: 'xlsx' | 'xls') {
    return parseBeneficiaries(bookOf(XLSX.utils.aoa_to_sheet([headings, ...rows]), type));
  }

  it('reads a number formatted 0000 in the Aadhaar column as its padded digits, and numbers for mobile and pincode', () => {
    for (const type of ['xlsx', 'xls'] as const) {
      const parsed = formatted(
        [
          ['Ravi', number(123, '0000'), number(9845011122), number(560001), number(7, '0000')],
          ['Asha', number(45, '0000'), number(9845011123, '0'), number(560002, '0')],
          ['Uma', number(7, '0000'), number(9845011124, '#,##0'), number(560003, '000 000')],
          ['Anil', number(9876, '0000'), number(9845011125, '00000 00000'), number(560004, '#,##0')],
          ['Geeta', number(12), number(9845011126, '0.00'), number(560005, '0.00E+00')],
        ],
        type,
      );
      expect(plain(parsed.setAside), type).toEqual([]);
      expect(
        parsed.records.map((r) => [r.first_name, r.aadhaar_no, r.mobile_no, r.pincode, r.rowNumber]),
        type,
      ).toEqual([
        ['Ravi', '0123', '9845011122', '560001', 2],
        ['Asha', '0045', '9845011123', '560002', 3],
        ['Uma', '0007', '9845011124', '560003', 4],
        ['Anil', '9876', '9845011125', '560004', 5],
        // neither padded nor grouped: read by value, as before
        ['Geeta', '12', '9845011126', '560005', 6],
      ]);
    }
  });

  it('still sets aside a full Aadhaar number however its cell is formatted', () => {
    for (const type of ['xlsx', 'xls'] as const) {
      const parsed = formatted(
        [
          ['Ravi', number(234567890124, '0000 0000 0000'), number(9845011122), ''],
          ['Asha', number(1234, '0000'), number(234567890124, '#,##0'), ''],
          ['Uma', number(1234, '0000'), number(9845011122), '', number(234567890124, '0000-0000-0000')],
          ['Anil', number(1234, '0000'), number(9845011122), number(560001)],
        ],
        type,
      );
      expect(
        parsed.records.map((r) => r.rowNumber),
        type,
      ).toEqual([5]);
      expect(plain(parsed.setAside), type).toEqual([
        { row: 2, reason: 'Aadhaar must be last 4 digits' },
        { row: 3, reason: formatMessage('upload.fullAadhaarIn', { columns: '"Mobile Number"' }) },
        { row: 4, reason: formatMessage('upload.fullAadhaarIn', { columns: '"Remarks"' }) },
      ]);
      const kept = JSON.stringify({ records: parsed.records, setAside: parsed.setAside });
      expect(kept.replace(/\D/g, ''), type).not.toContain('234567890124');
    }
  });
});

describe('workbooks made by LibreOffice Calc (e2e/fixtures/spreadsheets)', () => {
  const fixture = (name: string) =>
    new Uint8Array(readFileSync(new URL(`../../../../../../e2e/fixtures/spreadsheets/${name}`, import.meta.url)));

  it('numbers rows after empty rows as the sheet does', () => {
    for (const name of ['beneficiaries-empty-rows.xlsx', 'beneficiaries-empty-rows.xls']) {
      const parsed = parseBeneficiaries(fixture(name));
      expect(plain(parsed.setAside), name).toEqual([]);
      expect(
        parsed.records.map((r) => r.rowNumber),
        name,
      ).toEqual([2, 3, 4, 6, 7, 8, 11, 12, 13, 14, 16]);
    }
  });

  it('reads Aadhaar numbers formatted 0000 as the digits shown', () => {
    for (const name of ['beneficiaries-number-formats.xlsx', 'beneficiaries-number-formats.xls']) {
      const parsed = parseBeneficiaries(fixture(name));
      expect(plain(parsed.setAside), name).toEqual([]);
      expect(
        parsed.records.map((r) => [r.rowNumber, r.aadhaar_no]),
        name,
      ).toEqual([
        [2, '0123'],
        [3, '0007'],
        [4, '0045'],
        [5, '9876'],
        [6, '0001'],
        [7, '0950'],
        [8, '4021'],
        [9, '0008'],
        [10, '2345'],
      ]);
      for (const record of parsed.records) {
        expect(record.mobile_no, name).toMatch(/^9\d{9}$/);
        expect(record.pincode, name).toMatch(/^\d{6}$/);
      }
    }
  });

  // formats made in English (India): LibreOffice writes [$-4009]0000, [$-4009]dd/mm/yyyy, [$₹-4009]#,##0
  const enIn = ['beneficiaries-en-in-locale.xlsx', 'beneficiaries-en-in-locale.xls'];

  it('reads a sheet saved in an Indian locale as the office sees it', () => {
    for (const name of enIn) {
      const parsed = parseBeneficiaries(fixture(name));
      expect(plain(parsed.setAside), name).toEqual([]);
      expect(
        parsed.records.map((r) => [
          r.rowNumber,
          r.aadhaar_no,
          r.dob,
          r.enrollment_date,
          r.mobile_no,
          r.pincode,
          r.investment_amount,
        ]),
        name,
      ).toEqual([
        [2, '0123', '1985-03-05', '2024-01-10', '9845011141', '583119', '5000'],
        [3, '0007', '1990-08-15', '2024-02-01', '9845011142', '583119', '125000'],
        [4, '0456', '1979-11-30', '2024-03-15', '9845011143', '583119', '25000'],
        [5, '4021', '1988-12-01', '2024-01-20', '9845011144', '583119', '1500'],
      ]);
      const [first] = parsed.records;
      expect([first.first_name, first.last_name, first.gender_id], name).toEqual(['ಲಕ್ಷ್ಮಿ', 'ಗೌಡ', '2']);
    }
  });

  it('reads the consent columns as offices fill them: Yes or ಹೌದು, dates as cells or text, names as typed', () => {
    const parsed = parseBeneficiaries(fixture('beneficiaries-consent.xlsx'));
    expect(plain(parsed.setAside)).toEqual([]);
    expect(parsed.typed.fields?.slice(-6)).toEqual([
      'consent',
      'consent_date',
      'consent_method',
      'consent_witness',
      'guardian_name',
      'guardian_relationship',
    ]);
    expect(
      parsed.records.map((r) => [
        r.rowNumber,
        r.consent,
        r.consent_date,
        r.consent_method,
        r.consent_witness,
        r.guardian_name,
        r.guardian_relationship,
      ]),
    ).toEqual([
      [2, '1', '2025-01-10', 'Signed form', '', '', ''],
      [3, '1', '2025-02-15', 'ಹೆಬ್ಬೆರಳಿನ ಗುರುತು', '', '', ''],
      [4, '1', '', 'ಸಾಕ್ಷಿಯ ಮುಂದೆ ಮೌಖಿಕವಾಗಿ', 'ರಮೇಶ್ ಗೌಡ', '', ''],
      [5, '1', '2025-01-10', 'Signed form', '', 'ಸುನೀತಾ', 'ತಾಯಿ'],
      [6, '', '', '', '', '', ''],
      [7, '0', '', '', '', '', ''],
      [8, '1', '2025-01-10', 'Spoken, before a witness', '', '', ''],
      [9, '1', '2025-01-10', 'Signed form', '', '', ''],
      [10, '1', '2099-01-01', 'Signed form', '', '', ''],
      [11, '1', '1980-01-01', 'Signed form', '', '', ''],
      [12, '1', '2025-01-10', 'Email', '', '', ''],
    ]);
    // the cells as typed keep the Kannada word and the date cell (10/01/2025), for the rejected rows downloaded again
    const nine = parsed.typedRows[parsed.records.findIndex((r) => r.rowNumber === 9)];
    const consent = parsed.typed.fields?.indexOf('consent') ?? -1;
    expect(nine.slice(consent, consent + 2)).toEqual(['ಹೌದು', { t: 'n', v: 45667, z: '[$-4009]dd/mm/yyyy' }]);
  });

  it('shows a currency only where the format has one, never the $ of a locale tag', () => {
    for (const name of enIn) {
      const [sheet] = openWorkbook(fixture(name));
      // columns D (Aadhaar), F (Date of Birth), G (mobile), AH (Investment Amount) of rows 2–5
      const shown = (column: number) => sheet.rows.slice(1).map((row) => shownText(row.cell(column)));
      expect(shown(3), name).toEqual(['0123', '0007', undefined, '4021']);
      expect(shown(5), name).toEqual(['05/03/1985', '15/08/1990', '30-Nov-1979', '01/12/1988']);
      expect(shown(6), name).toEqual(['9845011141', '9,845,011,142', undefined, '9845011144']);
      // SheetJS groups by thousands where the office's program may show 1,25,000: the digits are the same
      expect(shown(33), name).toEqual(['₹5,000', '125,000', '₹ 25,000.00', '₹1,500.00']);
    }
  });
});
