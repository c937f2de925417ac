import { describe, expect, it } from 'vitest';
import { formatCount, formatDay, formatRupees } from './format.ts';

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

  it('keeps a calendar date on its day whatever the time zone', () => {
    expect(formatDay('2024-12-31', 'en-IN')).toBe('31 Dec 2024');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatDay('not a date', 'en-IN')).toBe('');
  });
});
