import XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { withoutLocaleTags } from './number-format.ts';

describe('number formats without locale tags', () => {
  it('drops language and calendar tags', () => {
    expect(withoutLocaleTags('[$-4009]0000')).toBe('0000');
    expect(withoutLocaleTags('[$-4009]dd/mm/yyyy')).toBe('dd/mm/yyyy');
    expect(withoutLocaleTags('[$-x-sysdate]dddd, mmmm dd, yyyy')).toBe('dddd, mmmm dd, yyyy');
    expect(withoutLocaleTags('[$-F800]dddd\\,\\ mmmm\\ dd\\,\\ yyyy')).toBe('dddd\\,\\ mmmm\\ dd\\,\\ yyyy');
    expect(withoutLocaleTags('[$-100004009]0;[RED]\\-0')).toBe('0;[RED]\\-0');
  });

  it('keeps a currency text as literal text', () => {
    expect(withoutLocaleTags('[$₹-4009]#,##0')).toBe('"₹"#,##0');
    expect(withoutLocaleTags('[$INR -4009]#,##0.00')).toBe('"INR "#,##0.00');
    expect(withoutLocaleTags('[$₹-4009]#,##0.00;[RED]\\-[$₹-4009]#,##0.00')).toBe('"₹"#,##0.00;[RED]\\-"₹"#,##0.00');
    expect(withoutLocaleTags('#,##0.00 [$€-407]')).toBe('#,##0.00 "€"');
    expect(withoutLocaleTags('[$Rs.]#,##0')).toBe('"Rs."#,##0');
  });

  it('leaves quoted text, escapes, colours, conditions and formats without tags as they are', () => {
    for (const format of ['0000', '"[$-4009]"0', '\\[$-4009]0', '[Red][<=9999]0000;General', '#,##0', 'General', '@'])
      expect(withoutLocaleTags(format), format).toBe(format);
  });

  it('lets SheetJS show what the office sees', () => {
    const shown = (format: string, value: number) => XLSX.SSF.format(withoutLocaleTags(format), value);
    expect(shown('[$-4009]0000', 123)).toBe('0123');
    expect(shown('[$-4009]dd/mm/yyyy', 31111)).toBe('05/03/1985');
    expect(shown('[$-x-sysdate]dddd, mmmm dd, yyyy', 31111)).toBe('Tuesday, March 05, 1985');
    expect(shown('[$₹-4009]#,##0', 5000)).toBe('₹5,000');
    expect(shown('[$INR -4009]#,##0', 5000)).toBe('INR 5,000');
    expect(shown('[$₹-4009]#,##0.00;[RED]\\-[$₹-4009]#,##0.00', -1500)).toBe('-₹1,500.00');
  });
});
