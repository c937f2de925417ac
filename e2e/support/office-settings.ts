import { type APIRequestContext, expect } from '@playwright/test';
import { PRIVACY_PATHS } from '@portal/contract/privacy-notice';
import { E2E_ADMIN } from '../playwright.config.ts';

/**
 * Sets the office's "consent required" (Programmes and look-ups → Data protection) through the API, as
 * its administrator would; a change made at the same moment by another worker is read again.
 */
export async function setConsentRequired(request: APIRequestContext, required: boolean) {
  const login = await request.post('/api/v1/auth/userNormalLogin', { data: E2E_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  for (let attempt = 0; attempt < 5; attempt++) {
    const { settings } = await (await request.get(`/api/v1${PRIVACY_PATHS.settings}`, { headers })).json();
    if (settings.consent_required === required) return;
    const changed = await request.put(`/api/v1${PRIVACY_PATHS.settings}`, {
      headers,
      data: { ...settings, consent_required: required },
    });
    if (changed.status() === 200) return;
    expect(changed.status(), await changed.text()).toBe(409);
  }
  throw new Error('the consent setting kept changing under this worker');
}
