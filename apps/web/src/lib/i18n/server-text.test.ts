import { EN_IN } from '@portal/contract/i18n/en-IN';
import { KN_IN } from '@portal/contract/i18n/kn-IN';
import { afterEach, describe, expect, it } from 'vitest';
import { serverText } from './server-text.ts';
import { setCurrentLanguage } from './text.ts';

describe('a message of the server in the language shown', () => {
  afterEach(() => {
    setCurrentLanguage('en-IN', EN_IN);
  });

  it('is shown as sent in English', () => {
    setCurrentLanguage('en-IN', EN_IN);
    expect(serverText('Invalid email or password.', 'login.genericError')).toBe('Invalid email or password.');
    expect(serverText('Some text of its own', 'login.genericError')).toBe('Some text of its own');
    expect(serverText('', 'login.genericError')).toBe(EN_IN['login.genericError']);
  });

  it("is the catalogue's Kannada for a contract text, else the fallback's", () => {
    setCurrentLanguage('kn-IN', KN_IN);
    expect(serverText('Invalid email or password.', 'login.genericError')).toBe(KN_IN['login.invalidCredentials']);
    expect(serverText('Some text of its own', 'login.genericError')).toBe(KN_IN['login.genericError']);
  });
});
