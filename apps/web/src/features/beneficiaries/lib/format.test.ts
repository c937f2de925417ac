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
    expect(kannada).toBe('ಏಪ್ರಿಲ್ 12, 1995');
  });

  it('names August in full and puts a space after the comma in Kannada', () => {
    expect(formatDate('1973-08-03', 'kn-IN')).toBe('ಆಗಸ್ಟ್ 03, 1973');
    expect(formatDate('1973-07-03', 'kn-IN')).toBe('ಜುಲೈ 03, 1973');
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
