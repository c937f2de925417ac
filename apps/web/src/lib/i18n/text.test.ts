import { EN_IN } from '@portal/contract/i18n/en-IN';
import { KN_IN } from '@portal/contract/i18n/kn-IN';
import { afterEach, describe, expect, it } from 'vitest';
import { serverNameOfEnglish, setCurrentLanguage, text } from './text.ts';

describe('text() outside React', () => {
  afterEach(() => {
    setCurrentLanguage('en-IN', EN_IN);
  });

  it('gives the spec text in English', () => {
    setCurrentLanguage('en-IN', EN_IN);
    expect(text('login.heading')).toBe('Login');
    expect(text('layout.pageTitle', { title: 'User Details' })).toBe('User Details · Beneficiary Portal');
  });

  it('groups a number argument the Indian way in Kannada too', () => {
    const messages = { ...EN_IN, 'login.heading': '{count, number} ಸಾಲುಗಳು' };
    setCurrentLanguage('kn-IN', messages);
    expect(text('login.heading', { count: 1234567 })).toBe('12,34,567 ಸಾಲುಗಳು');
  });

  it('names the seeded roles in Kannada, and keeps any other role name as the server sent it', () => {
    setCurrentLanguage('kn-IN', KN_IN);
    expect(serverNameOfEnglish('profile.roleNames.', 'Administrator')).toBe('ನಿರ್ವಾಹಕ');
    expect(serverNameOfEnglish('profile.roleNames.', 'Field Facilitator')).toBe(KN_IN['profile.roleNames.fieldFacilitator']);
    expect(serverNameOfEnglish('profile.roleNames.', 'District Coordinator')).toBe('District Coordinator');
    // an English text of another group is no role
    expect(serverNameOfEnglish('profile.roleNames.', 'Cancel')).toBe('Cancel');
    setCurrentLanguage('en-IN', EN_IN);
    expect(serverNameOfEnglish('profile.roleNames.', 'Administrator')).toBe('Administrator');
  });
});
