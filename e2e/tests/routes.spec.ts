import { SHELL_TEXT } from '@portal/contract/messages';
import { expect, mainMenu, signInQuickly, test } from '../support/fixtures.ts';

test.describe('route table when signed out', () => {
  for (const path of ['/', '/beneficiary', '/beneficiary/MQ==', '/org', '/userprofile/abc', '/no/such/page']) {
    test(`${path} goes to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }
});

test.describe('route table when signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signInQuickly(page);
  });

  for (const [path, target] of [
    ['/', '/beneficiary'],
    ['/login', '/beneficiary'],
    ['/no/such/page', '/beneficiary'],
    ['/org', '/org'],
  ]) {
    test(`${path} shows ${target}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(await mainMenu(page)).toBeVisible();
    });
  }

  test('shows Loading... while the stored session is checked', async ({ page }) => {
    await page.addInitScript((text) => {
      const seen = { loading: false };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new MutationObserver(() => {
        if (document.body?.textContent?.includes(text)) seen.loading = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, SHELL_TEXT.loading);
    await page.goto('/beneficiary');
    await expect(page.getByTestId('page-title')).toHaveText('Beneficiaries');
    expect(await page.evaluate(() => (window as unknown as { __seen: { loading: boolean } }).__seen.loading)).toBe(true);
  });
});
