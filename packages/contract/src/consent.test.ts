import { describe, expect, it } from 'vitest';
import { consentDayIssue, isMinorOn } from './consent.ts';

describe('the day consent was given (an upload’s Consent Date)', () => {
  it('may be any day from the birth to today, both included', () => {
    expect(consentDayIssue('2025-01-10', '1991-07-04', '2025-06-01')).toBeUndefined();
    expect(consentDayIssue('2025-06-01', '1991-07-04', '2025-06-01')).toBeUndefined();
    expect(consentDayIssue('1991-07-04', '1991-07-04', '2025-06-01')).toBeUndefined();
    // a date of birth that could not be read leaves only today as the bound
    expect(consentDayIssue('1900-01-01', undefined, '2025-06-01')).toBeUndefined();
  });

  it('is never after today, nor before the person was born', () => {
    expect(consentDayIssue('2025-06-02', '1991-07-04', '2025-06-01')).toBe('future');
    expect(consentDayIssue('1991-07-03', '1991-07-04', '2025-06-01')).toBe('beforeBirth');
  });

  it('decides whether a parent or guardian consents: under 18 on that day, whatever the age today', () => {
    expect(isMinorOn('2007-06-01', '2025-01-10')).toBe(true);
    expect(isMinorOn('2007-06-01', '2025-06-01')).toBe(false);
  });
});
