import { describe, expect, it } from 'vitest';
import { maskAadhaar } from './format.ts';
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
