import { describe, expect, it } from 'vitest';
import { formatCount, formatDay, formatMoment, formatRupees } from './format.ts';

describe('dates and numbers in the language shown', () => {
  it('groups digits the Indian way in both languages', () => {
    expect(formatCount(1234567, 'en-IN')).toBe('12,34,567');
    expect(formatCount(1234567, 'kn-IN')).toBe('12,34,567');
    expect(formatRupees(1234567.5, 'kn-IN')).toBe(formatRupees(1234567.5, 'en-IN'));
    expect(formatRupees(1234567.5, 'kn-IN')).toMatch(/^₹12,34,567\.50?$/);
  });

  it('names the month in Kannada in Kannada mode, in English otherwise', () => {
    expect(formatDay('2024-03-05', 'en-IN')).toBe('05 Mar 2024');
    const kannada = formatDay('2024-03-05', 'kn-IN');
    expect(kannada).toMatch(/[\u0C80-\u0CFF]/);
    expect(kannada).toContain('2024');
    expect(kannada).not.toContain('Mar');
  });

  it('writes a Kannada date with the full month name and a space after the comma', () => {
    expect(formatDay('1973-07-03', 'kn-IN')).toBe('ಜುಲೈ 03, 1973');
    expect(formatDay('2024-08-15', 'kn-IN')).toBe('ಆಗಸ್ಟ್ 15, 2024');
    expect(formatDay('2024-08-15', 'kn-IN')).not.toMatch(/^ಆಗ /);
  });

  it('writes a moment with its time after the Kannada date', () => {
    const kannada = formatMoment('2024-08-15T06:30:00Z', 'kn-IN');
    expect(kannada).toMatch(/^ಆಗಸ್ಟ್ 1[45], 2024, \d\d:\d\d$/);
    expect(formatMoment('2024-08-15T06:30:00Z', 'en-IN')).toMatch(/^1[45] Aug 2024, \d\d:\d\d$/);
  });

  it('keeps a calendar date on its day whatever the time zone', () => {
    expect(formatDay('2024-12-31', 'en-IN')).toBe('31 Dec 2024');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatDay('not a date', 'en-IN')).toBe('');
  });
});
