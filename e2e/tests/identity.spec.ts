import { EN_IN } from '@portal/contract/i18n/en-IN';
import { KN_IN } from '@portal/contract/i18n/kn-IN';
import { LOCALE_NAMES } from '@portal/contract/i18n/locales';
import { LOGIN_TEXT } from '@portal/contract/messages';
import { E2E_ADMIN, expect, logOutThroughMenu, screenshotPath, signInQuickly, test } from '../support/fixtures.ts';

test('signs in through the identity button with a signed token', async ({ page }) => {
  await page.addInitScript((email) => {
    (window as unknown as { __identityEmail: string }).__identityEmail = email;
  }, E2E_ADMIN.email);
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Sign in with Google' });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('data-theme', 'outline');
  await expect(button).toHaveAttribute('data-size', 'large');
  // the provider's button speaks the language chosen on the login page
  await expect(button).toHaveAttribute('data-locale', 'en-IN');
  const languages = page.getByRole('radiogroup', { name: EN_IN['language.label'] });
  await languages.getByText(LOCALE_NAMES['kn-IN']).click();
  await expect(button).toHaveAttribute('data-locale', 'kn-IN');
  await page.getByRole('radiogroup', { name: KN_IN['language.label'] }).getByText(LOCALE_NAMES['en-IN']).click();
  await expect(button).toHaveAttribute('data-locale', 'en-IN');
  await page.screenshot({ path: screenshotPath('login-with-identity-button'), fullPage: true });
  await button.click();
  await expect(page).toHaveURL(/\/beneficiary$/);
  await expect(page.getByTestId('user-name')).toHaveText('Administrator');
});

test('an identity the portal does not know gets the spec error', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __identityEmail: string }).__identityEmail = 'stranger@example.org';
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('alert')).toHaveText(LOGIN_TEXT.genericError);
  await expect(page).toHaveURL(/\/login$/);
});

test('logout turns the provider automatic sign-in off', async ({ page }) => {
  await signInQuickly(page);
  await page.goto('/beneficiary');
  await logOutThroughMenu(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __autoSelectDisabled?: boolean }).__autoSelectDisabled))
    .toBe(true);
});
