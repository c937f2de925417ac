import { LOGIN_TEXT } from '@portal/contract/messages';
import { E2E_ADMIN, expect, screenshotPath, test } from '../support/fixtures.ts';

test.describe('login screen', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
  });

  test('shows the logo, illustration, heading and form of the spec', async ({ page }) => {
    await expect(page.getByRole('heading', { name: LOGIN_TEXT.heading })).toBeVisible();
    const logo = page.getByRole('img', { name: 'Grameena Outreach' }).first();
    await expect(logo).toBeVisible();
    expect((await logo.boundingBox())?.width).toBe(200);
    await expect(page.locator('img[src="/login-illustration.svg"]')).toBeVisible();
    await expect(page.getByPlaceholder(LOGIN_TEXT.emailPlaceholder)).toHaveAttribute('type', 'email');
    await expect(page.getByPlaceholder(LOGIN_TEXT.passwordPlaceholder)).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: LOGIN_TEXT.submit, exact: true })).toBeVisible();
    await page.screenshot({ path: screenshotPath('login'), fullPage: true });
  });

  test('requires both e-mail and password', async ({ page }) => {
    await page.getByRole('button', { name: LOGIN_TEXT.submit, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(LOGIN_TEXT.required);
    await page.getByPlaceholder(LOGIN_TEXT.emailPlaceholder).fill(E2E_ADMIN.email);
    await page.getByRole('button', { name: LOGIN_TEXT.submit, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(LOGIN_TEXT.required);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('shows the server message in red for a wrong password', async ({ page }) => {
    await page.getByPlaceholder(LOGIN_TEXT.emailPlaceholder).fill(E2E_ADMIN.email);
    await page.getByPlaceholder(LOGIN_TEXT.passwordPlaceholder).fill('wrong-password');
    await page.getByRole('button', { name: LOGIN_TEXT.submit, exact: true }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(LOGIN_TEXT.invalidCredentials);
    // the theme's red (#b02525), dark enough for 4.5:1 on white
    await expect(alert).toHaveCSS('color', 'rgb(176, 37, 37)');
    await expect(page.getByText(LOGIN_TEXT.pleaseWait)).toBeHidden();
  });

  test('shows the generic error when the answer has no true Status', async ({ page }) => {
    await page.route('**/api/v1/auth/userNormalLogin', (route) => route.fulfill({ json: { Status: false } }));
    await page.getByPlaceholder(LOGIN_TEXT.emailPlaceholder).fill(E2E_ADMIN.email);
    await page.getByPlaceholder(LOGIN_TEXT.passwordPlaceholder).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: LOGIN_TEXT.submit, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(LOGIN_TEXT.genericError);
  });

  test('toggles password visibility with the eye button', async ({ page }) => {
    const password = page.getByPlaceholder(LOGIN_TEXT.passwordPlaceholder);
    await password.fill('secret');
    await page.getByRole('button', { name: 'Show or hide password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Show or hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('shows Please Wait... that an outside click does not close, then reloads signed in', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/auth/userNormalLogin', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByPlaceholder(LOGIN_TEXT.emailPlaceholder).fill(E2E_ADMIN.email);
    await page.getByPlaceholder(LOGIN_TEXT.passwordPlaceholder).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: LOGIN_TEXT.submit, exact: true }).click();
    const modal = page.getByRole('dialog', { name: LOGIN_TEXT.pleaseWait });
    await expect(modal).toBeVisible();
    await page.mouse.click(10, 10);
    await expect(modal).toBeVisible();
    const reloaded = page.waitForEvent('load');
    release();
    await reloaded;
    await expect(page).toHaveURL(/\/beneficiary$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(Object.keys(stored).sort()).toEqual(['expirationTime', 'token']);
    expect(stored.expirationTime).toBeGreaterThan(Date.now());
  });
});
