import { describe, expect, it } from 'vitest';
import { safeCell } from './workbook-files.ts';

describe('cells written to downloaded sheets', () => {
  it('prefixes anything a spreadsheet program could run as a formula', () => {
    for (const value of ['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) expect(safeCell(value)).toBe(`'${value}`);
  });
  it('leaves plain text and numbers alone', () => {
    expect(safeCell('Hosa Halli')).toBe('Hosa Halli');
    expect(safeCell(42)).toBe(42);
  });
});
