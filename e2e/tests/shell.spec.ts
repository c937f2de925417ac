import { MENU_ERRORS, SHELL_TEXT } from '@portal/contract/messages';
import { expect, logOutThroughMenu, screenshotPath, signInQuickly, storedSession, test } from '../support/fixtures.ts';

test.describe('signed-in shell', () => {
  test.beforeEach(async ({ page }) => {
    await signInQuickly(page);
  });

  test('side navigation collapses to 80 px and expands to 256 px', async ({ page }) => {
    await page.goto('/beneficiary');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: 'Beneficiary' })).toBeVisible();
    expect((await nav.boundingBox())?.width).toBe(80);
    await page.screenshot({ path: screenshotPath('shell-collapsed') });
    await page.getByRole('button', { name: SHELL_TEXT.toggleMenu }).click();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(256);
    await expect(nav.getByText('Organization')).toBeVisible();
    await page.screenshot({ path: screenshotPath('shell-expanded') });
    await nav.getByRole('link', { name: 'Organization' }).click();
    await expect(page).toHaveURL(/\/org$/);
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(80);
    await expect(nav.getByRole('link', { name: 'Organization' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Beneficiary' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('header shows the title, the logo link and the user with a hover menu', async ({ page }) => {
    await page.goto('/org');
    await expect(page.getByTestId('page-title')).toHaveText('Organization');
    await expect(page.getByTestId('user-name')).toHaveText('Administrator');
    await page.getByRole('button', { name: 'User menu' }).hover();
    await expect(page.getByRole('menuitem', { name: SHELL_TEXT.profile })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: SHELL_TEXT.logout })).toBeVisible();
    await page.getByRole('menuitem', { name: SHELL_TEXT.profile }).click();
    await expect(page).toHaveURL(/\/userprofile\/[A-Za-z0-9+/=]+$/);
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/beneficiary$/);
  });

  test('logout asks for confirmation, then clears the session and goes to /login', async ({ page }) => {
    await page.goto('/beneficiary');
    await page.getByRole('button', { name: 'User menu' }).hover();
    await page.getByRole('menuitem', { name: SHELL_TEXT.logout }).click();
    const dialog = page.getByRole('dialog', { name: SHELL_TEXT.logoutTitle });
    await expect(dialog).toContainText(SHELL_TEXT.logoutText);
    await dialog.getByRole('button', { name: SHELL_TEXT.cancel }).click();
    await expect(dialog).toBeHidden();
    await logOutThroughMenu(page);
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => storedSession(page)).toBeNull();
  });

  test('logout clears the session even when the sign-out call fails', async ({ page }) => {
    await page.route('**/api/v1/auth/logoutUser', (route) => route.abort('failed'));
    await page.goto('/beneficiary');
    await logOutThroughMenu(page);
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => storedSession(page)).toBeNull();
  });

  test('a menu answer without a true Status shows the error and keeps the user signed in', async ({ page }) => {
    await page.route('**/api/v1/user/get-role-menu', (route) => route.fulfill({ json: { Status: false } }));
    await page.goto('/org');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toContainText(MENU_ERRORS.statusFalse);
    await expect(page.getByTestId('user-name')).toHaveText(SHELL_TEXT.guest);
    await expect(page).toHaveURL(/\/org$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).not.toBeNull();
  });

  test('a menu call that fails signs the user out', async ({ page }) => {
    await page.route('**/api/v1/user/get-role-menu', (route) => route.abort('failed'));
    await page.goto('/beneficiary');
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => storedSession(page)).toBeNull();
  });

  test('an inactive user is signed out', async ({ page }) => {
    await page.route('**/api/v1/user/get-role-menu', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ json: { ...body, user: { ...body.user, status_id: 2 } } });
    });
    await page.goto('/beneficiary');
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => storedSession(page)).toBeNull();
  });

  test('shows Loading... in the menu while it loads', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/user/get-role-menu', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/beneficiary');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toContainText(SHELL_TEXT.loading);
    release();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Beneficiary' })).toBeVisible();
    await page.screenshot({ path: screenshotPath('shell-signed-in') });
  });
});
