import { describe, expect, it } from 'vitest';
import { formatDate, KANNADA_MONTHS } from './dates.ts';
import { EN_IN } from './en-IN.ts';
import { KN_IN } from './kn-IN.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('dates in Kannada', () => {
  it('put a space after the comma', () => {
    expect(formatDate(day('1973-07-03'), 'kn-IN', { timeZone: 'UTC' })).toBe('ಜುಲೈ 03, 1973');
  });

  it('name August ಆಗಸ್ಟ್, never ಆಗ ("then")', () => {
    const august = formatDate(day('2024-08-15'), 'kn-IN', { timeZone: 'UTC' });
    expect(august).toBe('ಆಗಸ್ಟ್ 15, 2024');
  });

  it('write every month in full, as Kannada writes it', () => {
    const months = Array.from({ length: 12 }, (_, m) => formatDate(new Date(Date.UTC(2024, m, 1)), 'kn-IN', { timeZone: 'UTC' }));
    expect(months).toEqual(KANNADA_MONTHS.map((month) => `${month} 01, 2024`));
    // the short forms of the browser's locale data: a word of their own ("then", "people") or cut mid-syllable
    for (const cut of ['ಆಗ ', 'ಜನ ', 'ಫೆಬ್ರ ', 'ಏಪ್ರಿ ', 'ಸೆಪ್ಟೆಂ ', 'ಅಕ್ಟೋ ', 'ನವೆಂ ', 'ಡಿಸೆಂ ']) {
      expect(months.filter((m) => m.startsWith(cut))).toEqual([]);
    }
  });

  it('give the time of day after the date, on the 24-hour clock', () => {
    const moment = new Date('2026-11-23T14:05:00Z');
    expect(formatDate(moment, 'kn-IN', { timeZone: 'UTC', withTime: true })).toBe('ನವೆಂಬರ್ 23, 2026, 14:05');
    expect(formatDate(moment, 'kn-IN', { timeZone: 'Asia/Kolkata', withTime: true })).toBe('ನವೆಂಬರ್ 23, 2026, 19:35');
    expect(formatDate(new Date('2026-11-23T00:07:00Z'), 'kn-IN', { timeZone: 'UTC', withTime: true })).toBe(
      'ನವೆಂಬರ್ 23, 2026, 00:07',
    );
  });
});

describe('dates in English', () => {
  it('stay as they were: day, short month, year', () => {
    expect(formatDate(day('2024-03-05'), 'en-IN', { timeZone: 'UTC' })).toBe('05 Mar 2024');
    expect(formatDate(new Date('2026-11-23T14:05:00Z'), 'en-IN', { timeZone: 'UTC', withTime: true })).toBe('23 Nov 2026, 14:05');
  });
});

describe('the catalogue', () => {
  it('leaves dates to formatDate: no message formats one itself ({when, date}) with the locale data', () => {
    const own = Object.entries({ ...EN_IN, ...KN_IN }).filter(([, message]) => /\{\s*\w+\s*,\s*(date|time)\b/.test(message));
    expect(own.map(([id]) => id)).toEqual([]);
  });
});
