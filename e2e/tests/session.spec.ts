import { SHELL_TEXT } from '@portal/contract/messages';
import { expect, signInQuickly, storedSession, test } from '../support/fixtures.ts';

test('an expired stored session signs out and lands on /login', async ({ page }) => {
  const { token } = await signInQuickly(page, undefined, { expiresInMs: -1000 });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/auth/logoutUser', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/beneficiary');
  // while the sign-out call runs the check has not finished: Loading..., not yet the login page
  await expect(page.getByText(SHELL_TEXT.loading, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/beneficiary$/);
  release();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => storedSession(page)).toBeNull();
  // the sign-out call ended the session on the server too
  const menu = await page.request.get('/api/v1/user/get-role-menu', { headers: { Authorization: `Bearer ${token}` } });
  expect(menu.status()).toBe(401);
});

test('the hourly check signs out a session that expires while the page is open', async ({ page }) => {
  await page.clock.install();
  await signInQuickly(page, undefined, { expiresInMs: 30 * 60_000 });
  await page.goto('/beneficiary');
  await expect(page.getByTestId('page-title')).toHaveText('Beneficiaries');
  await page.clock.fastForward('01:00:05');
  await expect(page).toHaveURL(/\/login$/);
});

test('a session the server no longer knows signs out at the menu call', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('set')) {
      localStorage.setItem('user', JSON.stringify({ token: 'forged-token', expirationTime: Date.now() + 3_600_000 }));
      sessionStorage.setItem('set', '1');
    }
  });
  await page.goto('/beneficiary');
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => storedSession(page)).toBeNull();
});
