import { SHELL_TEXT } from '@portal/contract/messages';
import { expect, isPhone, mainMenu, signInQuickly, test } from '../support/fixtures.ts';

test('a field facilitator sees the Beneficiary menu only and is denied /org', async ({ page, fieldFacilitator }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await signInQuickly(page, fieldFacilitator);
  await page.goto('/beneficiary');
  await expect(page.getByTestId('user-name')).toHaveText('Field Facilitator');
  const nav = await mainMenu(page);
  await expect(nav.getByRole('link', { name: 'Beneficiary' })).toBeVisible();
  await expect(nav.getByRole('link')).toHaveCount(1);
  if (isPhone(page)) await page.keyboard.press('Escape');
  await expect(page.getByRole('main').getByRole('heading', { name: /^Beneficiary: \d+$/ })).toBeVisible();

  await page.goto('/org');
  await expect.poll(() => warnings).toContain(SHELL_TEXT.accessDenied);
  await expect(page).toHaveURL(/\/org$/);
  await expect(page.getByRole('main')).toBeEmpty();
  // the server refuses too, not only the page
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token);
  const profile = await page.request.get('/api/v1/user/get-user-profile-details/x', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(profile.status()).toBe(404);
});
