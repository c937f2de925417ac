import { describe, expect, it } from 'vitest';
import { indianDigits, maskAadhaar } from './format.ts';
import { KN_IN } from './i18n/kn-IN.ts';

describe('maskAadhaar', () => {
  it('masks all but the last four digits', () => {
    expect(maskAadhaar('1357')).toBe('xxxx-xxxx-1357');
  });

  it('shows N/A in English and the catalogue text in Kannada when there is no Aadhaar', () => {
    expect(maskAadhaar(null)).toBe('N/A');
    expect(maskAadhaar(null, KN_IN['beneficiary.notAvailable'])).toBe('ಲಭ್ಯವಿಲ್ಲ');
  });
});

describe('indianDigits', () => {
  it("groups digits as toLocaleString('en-IN') does", () => {
    const values = [0, 7, 999, 1000, 50_000, 99_999, 100_000, 1_234_567, 10_000_000, 123_456_789_012, -45_678];
    for (const value of values) expect(indianDigits(value)).toBe(value.toLocaleString('en-IN'));
  });
});
