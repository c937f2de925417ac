import { ageOn } from '@portal/contract/india-days';
import { describe, expect, it } from 'vitest';
import { indiaTime } from './export.service.ts';
import { serialDay } from './export-writers.ts';

describe('days in an export', () => {
  it('as spreadsheet serial days, the time as the day’s fraction; days before 1 March 1900 and other text stay text', () => {
    expect(serialDay('2025-01-15')).toBe(45672);
    expect(serialDay('1900-03-01')).toBe(61);
    expect(serialDay('2025-01-15 12:00:00')).toBe(45672.5);
    expect(serialDay('2025-01-15 18:30:36')).toBeCloseTo(45672 + (18 * 3600 + 30 * 60 + 36) / 86_400, 10);
    expect(serialDay('1900-02-28')).toBeNull();
    expect(serialDay('1899-12-31')).toBeNull();
    expect(serialDay('15/01/2025')).toBeNull();
    expect(serialDay('')).toBeNull();
  });

  it('ages in whole years on a day: a year more on the birthday, a 29 February birthday on 1 March in a common year', () => {
    expect(ageOn('1996-03-15', '2026-03-15')).toBe(30);
    expect(ageOn('1996-03-16', '2026-03-15')).toBe(29);
    expect(ageOn('2000-02-29', '2027-02-28')).toBe(26);
    expect(ageOn('2000-02-29', '2027-03-01')).toBe(27);
    expect(ageOn('2000-02-29', '2028-02-29')).toBe(28);
    expect(ageOn('2026-03-16', '2026-03-15')).toBeNull();
    expect(ageOn('2026-03-15', '2026-03-15')).toBe(0);
  });

  it('reads the time in India: UTC + 5:30, the day turning at 18:30 UTC', () => {
    expect(indiaTime(new Date('2026-03-14T18:29:59Z'))).toBe('2026-03-14 23:59');
    expect(indiaTime(new Date('2026-03-14T18:30:00Z'))).toBe('2026-03-15 00:00');
  });
});
