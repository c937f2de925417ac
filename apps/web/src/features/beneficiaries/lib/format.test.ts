import { describe, expect, it } from 'vitest';
import { formatDate, formatRupees } from './format.ts';

describe('formatDate', () => {
  it('shows a calendar day as that day, with the month in the language shown', () => {
    expect(formatDate('1995-04-12', 'en-IN')).toBe('12 Apr 1995');
    const kannada = formatDate('1995-04-12', 'kn-IN');
    expect(kannada).toContain('12');
    expect(kannada).toContain('1995');
    expect(kannada).toMatch(/[\u0C80-\u0CFF]/);
    expect(kannada).not.toContain('Apr');
  });

  it('leaves a value that is no date as it came', () => {
    expect(formatDate('not a date', 'kn-IN')).toBe('not a date');
  });
});

describe('formatRupees', () => {
  it('groups lakhs and crores in both languages', () => {
    expect(formatRupees('1234567.5', 'en-IN')).toBe('₹12,34,567.50');
    expect(formatRupees(12345678, 'kn-IN')).toBe('₹1,23,45,678.00');
  });
});
