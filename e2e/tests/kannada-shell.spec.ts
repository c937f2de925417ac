import type { Page } from '@playwright/test';
import { EN_IN } from '@portal/contract/i18n/en-IN';
import { AUTH_KN } from '@portal/contract/i18n/kn/auth';
import { BENEFICIARY_KN } from '@portal/contract/i18n/kn/beneficiary';
import { COMMON_KN } from '@portal/contract/i18n/kn/common';
import { LOCALE_STORAGE_KEY } from '@portal/contract/i18n/locales';
import { axeViolations, sidewaysScroll } from '../support/accessibility.ts';
import { type Credentials, createUserWithCli, expect, signInQuickly, test } from '../support/fixtures.ts';

/** The language the server keeps for the signed-in user of the page, read as the role menu answers it. */
async function serverLanguage(page: Page): Promise<string | null> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token as string | undefined);
  if (!token) return 'signed out';
  const response = await page.request.get('/api/v1/user/get-role-menu', { headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()).user.language ?? null;
}

async function signInThroughForm(page: Page, user: Credentials, texts: { email: string; password: string; submit: string }) {
  await page.getByPlaceholder(texts.email).fill(user.email);
  await page.getByPlaceholder(texts.password).fill(user.password);
  await page.getByRole('button', { name: texts.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/beneficiary$/);
}

const KANNADA_FORM = {
  email: AUTH_KN['login.emailPlaceholder'],
  password: AUTH_KN['login.passwordPlaceholder'],
  submit: AUTH_KN['login.submit'],
};
const ENGLISH_FORM = {
  email: EN_IN['login.emailPlaceholder'],
  password: EN_IN['login.passwordPlaceholder'],
  submit: EN_IN['login.submit'],
};

/** A screenshot kept with this run's results, to be looked at for clipped or overflowing Kannada. */
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

async function openProfile(page: Page) {
  await page.getByRole('button', { name: COMMON_KN['layout.userMenu'] }).click();
  await page.getByRole('menuitem', { name: COMMON_KN['shell.profile'] }).click();
  await expect(page.getByTestId('page-title')).toHaveText(COMMON_KN['page.userProfile']);
  await expect(page.getByText(AUTH_KN['profile.fields.employeeId'])).toBeVisible();
  // the status the server names in English, in Kannada
  await expect(page.getByTestId('user-status')).toHaveText(BENEFICIARY_KN['lookup.recordStatus.1']);
}

test.describe('the portal in Kannada @desktop', () => {
  test('chosen on the login page, kept by the server, switched back in the header', async ({ page }) => {
    test.setTimeout(90_000);
    const user = createUserWithCli('Field Facilitator', 'Kannada Reader');
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.getByRole('radiogroup', { name: EN_IN['language.label'] }).getByText('ಕನ್ನಡ').click();

    // the login page in Kannada
    await expect(page.locator('html')).toHaveAttribute('lang', 'kn-IN');
    await expect(page.getByRole('heading', { name: AUTH_KN['login.heading'] })).toBeVisible();
    await expect(page.getByRole('textbox', { name: AUTH_KN['login.emailLabel'], exact: true })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: COMMON_KN['language.label'] })).toBeVisible();
    await expect(page).toHaveTitle(`${AUTH_KN['login.heading']} · ${COMMON_KN['layout.portalName']}`);
    await page.getByRole('button', { name: KANNADA_FORM.submit, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(AUTH_KN['login.required']);
    await shot(page, 'login-kn-desktop');
    expect(await axeViolations(page), 'axe on the Kannada login page').toEqual([]);

    // signed in: the frame and the profile in Kannada, and the choice saved for the user
    await signInThroughForm(page, user, KANNADA_FORM);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kn-IN');
    await expect(page.getByRole('navigation', { name: COMMON_KN['layout.mainMenu'] })).toBeVisible();
    await expect(page.getByRole('button', { name: COMMON_KN['language.current'].replace('{name}', 'ಕನ್ನಡ') })).toBeVisible();
    await openProfile(page);
    await expect(page.getByRole('heading', { name: 'Kannada Reader' })).toBeVisible();
    await shot(page, 'profile-kn-desktop');
    expect(await axeViolations(page), 'axe on the Kannada profile page').toEqual([]);
    await expect.poll(() => serverLanguage(page)).toBe('kn-IN');

    // a reload keeps it
    await page.reload();
    await expect(page.getByTestId('page-title')).toHaveText(COMMON_KN['page.userProfile']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kn-IN');

    // signed out, the browser forgets; the next sign-in brings Kannada back from the server
    await page.getByRole('button', { name: COMMON_KN['layout.userMenu'] }).click();
    await page.getByRole('menuitem', { name: COMMON_KN['shell.logout'] }).click();
    await page
      .getByRole('dialog', { name: COMMON_KN['shell.logoutTitle'] })
      .getByRole('button', { name: COMMON_KN['shell.logoutConfirm'] })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByRole('heading', { name: EN_IN['login.heading'] })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await signInThroughForm(page, user, ENGLISH_FORM);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kn-IN');
    await expect(page.getByRole('button', { name: COMMON_KN['layout.userMenu'] })).toBeVisible();
    await expect(page.getByTestId('page-title')).toHaveText(COMMON_KN['page.beneficiaries']);
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_STORAGE_KEY)).toBe('kn-IN');

    // back to English from the header's menu, by the keyboard
    const languageButton = page.getByRole('button', { name: COMMON_KN['language.current'].replace('{name}', 'ಕನ್ನಡ') });
    await languageButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'ಕನ್ನಡ' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('button', { name: EN_IN['layout.userMenu'] })).toBeVisible();
    await expect(page.getByTestId('page-title')).toHaveText(EN_IN['page.beneficiaries']);
    await expect(page).toHaveTitle(`${EN_IN['page.beneficiaries']} · Beneficiary Portal`);
    await expect.poll(() => serverLanguage(page)).toBe('en-IN');
  });
});

test.describe('the language chosen on the login page @desktop', () => {
  /** Saves `language` with the user's profile, as an earlier session on another device would have. */
  async function savedLanguage(page: Page, user: Credentials, language: string) {
    const login = await page.request.post('/api/v1/auth/userNormalLogin', { data: user });
    const headers = { Authorization: `Bearer ${(await login.json()).token}` };
    expect((await page.request.put('/api/v1/user/language', { headers, data: { language } })).ok()).toBe(true);
  }

  test('wins over the language saved with the account, and is saved in its place, both ways', async ({ page }) => {
    test.setTimeout(60_000);
    const user = createUserWithCli('Field Facilitator', 'Language Chooser');
    await savedLanguage(page, user, 'en-IN');
    await page.goto('/login');
    await page.getByRole('radiogroup', { name: EN_IN['language.label'] }).getByText('ಕನ್ನಡ').click();
    await signInThroughForm(page, user, KANNADA_FORM);
    await expect(page.getByTestId('page-title')).toHaveText(COMMON_KN['page.beneficiaries']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kn-IN');
    await expect.poll(() => serverLanguage(page)).toBe('kn-IN');

    // the other way: Kannada saved, English chosen on the login page
    await page.evaluate(() => localStorage.removeItem('user'));
    await page.goto('/login');
    await page.getByRole('radiogroup', { name: COMMON_KN['language.label'] }).getByText('English').click();
    await signInThroughForm(page, user, ENGLISH_FORM);
    await expect(page.getByTestId('page-title')).toHaveText(EN_IN['page.beneficiaries']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect.poll(() => serverLanguage(page)).toBe('en-IN');
  });
});

test.describe('Kannada on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the login page and the profile fit 390 px in Kannada', async ({ page }) => {
    const user = createUserWithCli('Field Facilitator', 'Kannada Phone');
    await page.addInitScript((key) => localStorage.setItem(key, 'kn-IN'), LOCALE_STORAGE_KEY);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: AUTH_KN['login.heading'] })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: COMMON_KN['language.label'] })).toBeInViewport();
    await shot(page, 'login-kn-phone');
    expect(await sidewaysScroll(page)).toEqual([]);

    await signInQuickly(page, user);
    await page.goto('/beneficiary');
    await expect(page.getByRole('button', { name: COMMON_KN['layout.openMenu'] })).toBeVisible();
    const languageButton = page.getByRole('button', { name: COMMON_KN['language.current'].replace('{name}', 'ಕನ್ನಡ') });
    await expect(languageButton).toBeInViewport();
    await openProfile(page);
    await shot(page, 'profile-kn-phone');
    expect(await sidewaysScroll(page)).toEqual([]);
    expect(await axeViolations(page), 'axe on the Kannada profile at 390 px').toEqual([]);
  });
});
