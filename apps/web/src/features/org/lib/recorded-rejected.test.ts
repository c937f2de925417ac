import XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { formatMoment } from '../../../lib/i18n/format.ts';
import { BENEFICIARY_TEMPLATE } from './headings.ts';
import { recordedRejectedWorkbook } from './recorded-rejected.ts';
import { rejectedFileName } from './rejected-file-name.ts';

const readBack = (bytes: Uint8Array) => {
  const book = XLSX.read(bytes, { type: 'array' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null });
};

describe('the rejected rows of a recorded upload, downloaded again', () => {
  it('of an upload recorded without its cells as typed: the template headings, each row as it was sent, and the reasons in the language given', () => {
    const bytes = recordedRejectedWorkbook(
      'beneficiaries',
      {
        rejected: [
          { row: 9, reason: 'English nine', reasons: [] },
          {
            row: 4,
            reason: 'English four',
            values: { first_name: 'Lakshmi', district: 'Atlantis', total_family_members: 5, aadhaar_no: '0123' },
          },
        ],
      },
      (r) => `ಕಾರಣ ${r.row}`,
      'ಕಾರಣ',
    );
    const [headings, four, nine] = readBack(bytes);
    const headingNames = BENEFICIARY_TEMPLATE.map(([heading]) => heading);
    expect(headings).toEqual([...headingNames, 'ಕಾರಣ']);
    const at = (field: string) => BENEFICIARY_TEMPLATE.findIndex(([, f]) => f === field);
    // rows in sheet order; text stays text (Aadhaar digits keep their leading zero), numbers stay numbers
    expect(four[at('first_name')]).toBe('Lakshmi');
    expect(four[at('district')]).toBe('Atlantis');
    expect(four[at('aadhaar_no')]).toBe('0123');
    expect(four[at('total_family_members')]).toBe(5);
    expect(four[headingNames.length]).toBe('ಕಾರಣ 4');
    // a row the browser set aside has no values recorded: only its reason
    expect(nine.slice(0, headingNames.length).every((cell) => cell === null)).toBe(true);
    expect(nine[headingNames.length]).toBe('ಕಾರಣ 9');
  });

  it('uses the village headings for a village upload', () => {
    const bytes = recordedRejectedWorkbook(
      'villages',
      {
        rejected: [{ row: 3, reason: 'Unknown district', values: { Village: 'Nowhere', Taluk: 'Hunsur', District: 'Atlantis' } }],
      },
      (r) => r.reason,
      'Reason',
    );
    expect(readBack(bytes)).toEqual([
      ['Village', 'Taluk', 'District', 'Reason'],
      ['Nowhere', 'Hunsur', 'Atlantis', 'Unknown district'],
    ]);
  });

  it('names the download after the uploaded file', () => {
    expect(rejectedFileName('Hunsur-Nov.xlsx', 'beneficiaries')).toBe('Hunsur-Nov-rejected.xlsx');
    expect(rejectedFileName(null, 'villages')).toBe('villages-rejected.xlsx');
    expect(formatMoment('2026-11-23T08:35:00Z', 'en-IN')).toMatch(/2026/);
    expect(formatMoment('not a date', 'en-IN')).toBe('not a date');
  });
});
