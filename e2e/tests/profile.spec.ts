import type { Page } from '@playwright/test';
import { encodeEmployeeId } from '@portal/contract/base64-id';
import { PASSWORD_TEXT, PROFILE_TEXT, SHELL_TEXT } from '@portal/contract/messages';
import { createUserWithCli, expect, openUserMenu, screenshotPath, signInQuickly, test } from '../support/fixtures.ts';

async function empIdOf(page: Page, token: string) {
  const menu = await page.request.get('/api/v1/user/get-role-menu', { headers: { Authorization: `Bearer ${token}` } });
  return (await menu.json()).user.emp_id as string;
}

test('my own profile shows every field and the Change Password link', async ({ page }) => {
  await signInQuickly(page);
  await page.goto('/beneficiary');
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: SHELL_TEXT.profile }).click();
  await expect(page.getByTestId('page-title')).toHaveText('User Details');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Administrator' })).toBeVisible();
  await expect(page.getByText('admin@e2e.example.org')).toBeVisible();
  await expect(page.getByTestId('user-status')).toHaveText('Active');
  await expect(page.getByRole('main').getByText('Administrator', { exact: true }).last()).toBeVisible();
  await expect(page.getByRole('button', { name: PROFILE_TEXT.changePassword })).toBeVisible();
  await page.screenshot({ path: screenshotPath('profile-own'), fullPage: true });
});

test("someone else's profile has no Change Password link", async ({ page, fieldFacilitator }) => {
  const other = await signInQuickly(page, fieldFacilitator);
  const empId = await empIdOf(page, other.token);
  await page.context().clearCookies();
  const admin = await page.context().newPage();
  await signInQuickly(admin);
  await admin.goto(`/userprofile/${encodeEmployeeId(empId)}`);
  await expect(admin.getByRole('main').getByRole('heading', { name: 'Field Facilitator' })).toBeVisible();
  await expect(admin.getByText('Field Facilitator', { exact: true }).last()).toBeVisible();
  await expect(admin.getByRole('button', { name: PROFILE_TEXT.changePassword })).toHaveCount(0);
  await admin.screenshot({ path: screenshotPath('profile-other'), fullPage: true });
});

test('a malformed id, or a profile the user may not read, shows User not found', async ({ page, fieldFacilitator }) => {
  const admin = await page.request.post('/api/v1/auth/userNormalLogin', {
    data: { email: 'admin@e2e.example.org', password: 'e2e-admin-secret' },
  });
  const adminEmpId = await empIdOf(page, (await admin.json()).token);
  await signInQuickly(page, fieldFacilitator);
  await page.goto('/userprofile/not-base64!!');
  await expect(page.getByText(PROFILE_TEXT.notFound)).toBeVisible();
  await page.goto(`/userprofile/${encodeEmployeeId(adminEmpId)}`);
  await expect(page.getByText(PROFILE_TEXT.notFound)).toBeVisible();
});

test('change password: the rules, the success message, and the old password stops working', async ({ page }) => {
  const account = createUserWithCli('Field Facilitator', 'Password Changer');
  const { token } = await signInQuickly(page, account);
  await page.goto(`/userprofile/${encodeEmployeeId(await empIdOf(page, token))}`);
  await page.getByRole('button', { name: PROFILE_TEXT.changePassword }).click();
  const form = page.getByRole('form', { name: PROFILE_TEXT.changePassword });
  const newPassword = form.getByLabel(PROFILE_TEXT.newPassword);
  const confirm = form.getByLabel(PROFILE_TEXT.confirmPassword);

  await newPassword.fill('12345');
  await form.getByRole('button', { name: PROFILE_TEXT.save }).click();
  const short = page.getByRole('dialog', { name: PASSWORD_TEXT.tooShortTitle });
  await expect(short).toContainText(PASSWORD_TEXT.tooShort);
  await short.getByRole('button').first().click();

  await newPassword.fill('a-new-secret');
  await confirm.fill('a-different-secret');
  await form.getByRole('button', { name: PROFILE_TEXT.save }).click();
  const mismatch = page.getByRole('dialog', { name: PASSWORD_TEXT.mismatchTitle });
  await expect(mismatch).toContainText(PASSWORD_TEXT.mismatch);
  await mismatch.getByRole('button').first().click();

  await confirm.fill('a-new-secret');
  await form.getByRole('button', { name: PROFILE_TEXT.save }).click();
  await expect(form.getByText(PASSWORD_TEXT.success)).toBeVisible();
  await expect(newPassword).toHaveValue('');
  await expect(confirm).toHaveValue('');
  const old = await page.request.post('/api/v1/auth/userNormalLogin', { data: account });
  expect(old.status()).toBe(401);
  const fresh = await page.request.post('/api/v1/auth/userNormalLogin', {
    data: { email: account.email, password: 'a-new-secret' },
  });
  expect(fresh.ok()).toBe(true);
});

test('a failed change shows the server message in an Error dialog', async ({ page }) => {
  const { token } = await signInQuickly(page);
  await page.goto(`/userprofile/${encodeEmployeeId(await empIdOf(page, token))}`);
  await page.getByRole('button', { name: PROFILE_TEXT.changePassword }).click();
  await page.route('**/api/v1/auth/change-password', (route) =>
    route.fulfill({ status: 500, json: { Status: false, Message: 'Database unavailable' } }),
  );
  const form = page.getByRole('form', { name: PROFILE_TEXT.changePassword });
  await form.getByLabel(PROFILE_TEXT.newPassword).fill('another-secret');
  await form.getByLabel(PROFILE_TEXT.confirmPassword).fill('another-secret');
  await form.getByRole('button', { name: PROFILE_TEXT.save }).click();
  await expect(page.getByRole('dialog', { name: PASSWORD_TEXT.errorTitle })).toContainText('Database unavailable');
});

test('Escape closes only the message over Change Password; the form keeps what was typed', async ({ page }) => {
  const { token } = await signInQuickly(page);
  await page.goto(`/userprofile/${encodeEmployeeId(await empIdOf(page, token))}`);
  await page.getByRole('button', { name: PROFILE_TEXT.changePassword }).click();
  const dialog = page.getByRole('dialog', { name: PROFILE_TEXT.changePassword });
  const form = dialog.getByRole('form', { name: PROFILE_TEXT.changePassword });
  await form.getByLabel(PROFILE_TEXT.newPassword).fill('a-new-secret');
  await form.getByLabel(PROFILE_TEXT.confirmPassword).fill('a-different-secret');
  await form.getByRole('button', { name: PROFILE_TEXT.save }).click();
  const mismatch = page.getByRole('dialog', { name: PASSWORD_TEXT.mismatchTitle });
  await expect(mismatch).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(mismatch).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(form.getByLabel(PROFILE_TEXT.newPassword)).toHaveValue('a-new-secret');
  await expect(form.getByLabel(PROFILE_TEXT.confirmPassword)).toHaveValue('a-different-secret');
  // with nothing over it, Escape closes the form itself
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
