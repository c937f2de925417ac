import XLSX from '@e965/xlsx';
import { UPLOAD_TEXT } from '@portal/contract/org-upload';
import { describe, expect, it } from 'vitest';
import { parseBeneficiaries, parseVillages, SheetError } from './parse-sheet.ts';

function book(rows: unknown[][], type: 'xlsx' | 'xls' = 'xlsx'): Uint8Array {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: type === 'xls' ? 'biff8' : 'xlsx' }));
}

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
      expect(parsed.setAside).toEqual([{ row: 3, reason: 'Village, Taluk and District are all required.' }]);
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
    expect(parsed.setAside.map((r) => r.row)).toEqual([3]);
  });

  it('refuses more than 50,000 rows', () => {
    const rows = [['Village', 'Taluk', 'District'], ...Array.from({ length: 50_001 }, (_, i) => [`V${i}`, 'Hunsur', 'Mysuru'])];
    expect(() => parseVillages(book(rows))).toThrow(/more than 50,000 rows/);
  });

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
    expect(parsed.setAside).toEqual([{ row: 2, reason: 'Aadhaar must be last 4 digits' }]);
    expect(JSON.stringify([...parsed.originals.values()])).not.toContain('123412341234');
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
    expect(parsed.setAside).toEqual([
      { row: 2, reason: aadhaar },
      { row: 3, reason: aadhaar },
      { row: 4, reason: aadhaar },
      { row: 5, reason: aadhaar },
      { row: 6, reason: UPLOAD_TEXT.fullAadhaarIn('"Mobile Number"') },
      { row: 7, reason: UPLOAD_TEXT.fullAadhaarIn('"Remarks"') },
    ]);
    const kept = JSON.stringify({ records: parsed.records, originals: [...parsed.originals], setAside: parsed.setAside });
    for (const digits of ['123456789012', '234567890124', '345678901235'])
      expect(kept.replace(/\D/g, ''), digits).not.toContain(digits);
    expect(parsed.originals.get(7)).toEqual(person('5678', '9845011122', ''));
  });

  it('says an empty sheet is empty', () => {
    expect(() => parseBeneficiaries(book([headings]))).toThrow('Excel file is empty!');
  });
});
