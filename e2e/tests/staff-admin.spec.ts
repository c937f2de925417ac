import path from 'node:path';
import { TEMPORARY_PASSWORD_HOURS } from '@portal/contract/constants';
import { LAYOUT_TEXT } from '@portal/contract/layout-text';
import { PASSWORD_TEXT, PROFILE_TEXT } from '@portal/contract/messages';
import { NETWORK_TEXT } from '@portal/contract/network-text';
import { STAFF_ADMIN_TEXT as T } from '@portal/contract/staff-admin-text';
import { expectAccessible, expectAccessibleAtBothSizes } from '../support/accessibility.ts';
import { createUserWithCli, E2E_ADMIN, expect, isPhone, mainMenu, signInQuickly, test } from '../support/fixtures.ts';
import { chooseLanguage, kannada } from '../support/language.ts';
import { untilLoadGivesUp } from '../support/network.ts';

// Staff and roles: an administrator adds a member of staff, who signs in with the temporary password
// and must choose their own first; roles get permissions and menu entries; every change is in the
// Administration history.

const SHEETS = path.resolve(import.meta.dirname, '../fixtures/spreadsheets');
const uniqueEmail = (name: string) => `${name}.${Date.now()}${Math.floor(Math.random() * 1000)}@e2e.example.org`;

test('an administrator adds a member of staff, who must choose their own password before anything else', async ({
  page,
  browser,
}) => {
  await signInQuickly(page);
  await page.goto('/beneficiary');
  await mainMenu(page);
  await page.getByRole('link', { name: LAYOUT_TEXT.menuNames.permission }).click();
  await expect(page).toHaveURL(/\/permission$/);
  await expect(page.getByRole('heading', { name: T.title, level: 2 })).toBeVisible();
  await expect(page.getByTestId('staff-total')).toBeVisible();
  await expectAccessible(page, isPhone(page) ? 'staff-admin-phone' : 'staff-admin');

  const email = uniqueEmail('new.staff');
  await page.getByRole('button', { name: T.add }).click();
  const dialog = page.getByRole('dialog', { name: T.addTitle });
  await dialog.getByRole('textbox', { name: T.email, exact: true }).fill(email);
  await dialog.getByLabel(T.name).fill('Nandini Gowda');
  await dialog.getByRole('checkbox', { name: 'Field Facilitator' }).check();
  await dialog.getByLabel(T.officeLocation).fill('Hunsur');
  await expectAccessible(page, isPhone(page) ? 'staff-add-phone' : 'staff-add');
  await dialog.getByRole('button', { name: T.save }).click();
  const shown = page.getByRole('dialog', { name: T.temporaryTitle.replace('{name}', 'Nandini Gowda') });
  const password = (await shown.getByTestId('temporary-password').textContent()) ?? '';
  expect(password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  await expect(shown.getByText(T.temporaryHours.replace('{hours}', String(TEMPORARY_PASSWORD_HOURS)))).toBeVisible();
  await shown.getByRole('button', { name: T.close }).click();
  await page.getByLabel(T.search).fill(email);
  await expect(page.getByTestId('staff-total')).toHaveText('1 member of staff');
  const row = page.getByTestId('staff-table').getByRole(isPhone(page) ? 'group' : 'row', { name: /Nandini Gowda/ });
  await expect(row).toContainText(T.mustChange);

  // the new member's first sign-in, on their own phone
  const theirs = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const them = await theirs.newPage();
  await signInQuickly(them, { email, password });
  await them.goto('/beneficiary');
  await expect(them.getByRole('heading', { name: T.mustChangeTitle, level: 2 })).toBeVisible();
  await expect(them.getByTestId('list-total')).toHaveCount(0);
  await them.getByLabel(PROFILE_TEXT.newPassword).fill('nandini-own-1');
  await them.getByLabel(PROFILE_TEXT.confirmPassword).fill('nandini-own-1');
  await them.getByRole('button', { name: PROFILE_TEXT.save }).click();
  await expect(them.getByText(PASSWORD_TEXT.success)).toBeVisible();
  await expect(them.getByTestId('list-total')).toBeVisible();
  await theirs.close();
});

test('a role made from checkboxes, given to a member, changed; the history says who did what', { tag: '@desktop' }, async ({
  page,
}) => {
  const member = createUserWithCli('Field Facilitator', 'Role Holder');
  await signInQuickly(page);
  await page.goto('/permission?tab=roles');
  const roleName = `Cluster Lead ${Date.now()}`;
  await page.getByRole('button', { name: T.addRole }).click();
  const dialog = page.getByRole('dialog', { name: T.addRoleTitle });
  await dialog.getByLabel(T.roleName).fill(roleName);
  const permissions = dialog.getByRole('group', { name: T.permissions });
  await permissions.getByRole('checkbox', { name: T.permission.beneficiary }).check();
  await permissions.getByRole('checkbox', { name: T.permission.dashboard }).check();
  await dialog.getByRole('group', { name: T.menus }).getByRole('checkbox', { name: LAYOUT_TEXT.menuNames.dashboard }).check();
  await expectAccessible(page, 'role-form');
  await dialog.getByRole('button', { name: T.save }).click();
  const role = page.getByTestId('roles-table').getByRole('row', { name: new RegExp(roleName) });
  await expect(role).toContainText(`${T.permission.beneficiary}, ${T.permission.dashboard}`);

  // the member is given the role
  await page.getByRole('tab', { name: T.staffTab }).click();
  await page.getByLabel(T.search).fill(member.email);
  await expect(page.getByTestId('staff-total')).toHaveText('1 member of staff');
  await page.getByRole('button', { name: T.actions.replace('{name}', 'Role Holder') }).click();
  await page.getByRole('menuitem', { name: T.editAction }).click();
  const edit = page.getByRole('dialog', { name: T.editTitle.replace('{name}', 'Role Holder') });
  await edit.getByRole('checkbox', { name: 'Field Facilitator' }).uncheck();
  await edit.getByRole('checkbox', { name: roleName }).check();
  await edit.getByRole('button', { name: T.save }).click();
  await expect(page.getByTestId('staff-table').getByRole('row', { name: /Role Holder/ })).toContainText(roleName);

  // their menu now has the Dashboard
  const other = await page.context().browser()?.newContext();
  const them = await other!.newPage();
  await signInQuickly(them, member);
  await them.goto('/dashboard');
  await mainMenu(them);
  await expect(them.getByRole('link', { name: LAYOUT_TEXT.menuNames.dashboard })).toBeVisible();
  await other!.close();

  await page.getByRole('tab', { name: T.historyTab }).click();
  const history = page.getByTestId('admin-history');
  await expect(history).toContainText(`changed the roles of Role Holder from Field Facilitator to ${roleName}`);
  await expect(history).toContainText(`created the role ${roleName}`);
  await expectAccessible(page, 'admin-history');
});

test('an administrator cannot deactivate themselves: the refusal is said, nothing changes', { tag: '@desktop' }, async ({
  page,
}) => {
  await signInQuickly(page);
  await page.goto('/permission');
  const self = page.getByTestId('staff-table').getByRole('row').filter({ hasText: E2E_ADMIN.email });
  await page.getByLabel(T.search).fill(E2E_ADMIN.email);
  await expect(self).toBeVisible();
  await self.getByRole('button').click();
  await page.getByRole('menuitem', { name: T.deactivate }).click();
  await page.getByRole('dialog').getByRole('button', { name: T.deactivate }).click();
  await expect(page.getByText(T.ownAccess)).toBeVisible();
  await expect(self).not.toContainText(T.statusInactive);
});

test('Staff and roles in Kannada, at both sizes, by keyboard', { tag: '@desktop' }, async ({ page }) => {
  await chooseLanguage(page, 'kn-IN');
  await signInQuickly(page, createUserWithCli('Administrator', 'Kannada Administrator'));
  await page.goto('/permission');
  await expect(page.getByRole('heading', { name: kannada('staffAdmin.title'), level: 2 })).toBeVisible();
  await expect(page.getByTestId('staff-table')).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'staff-admin-kn');
  // the tabs by keyboard: the roles' table
  await page.getByRole('tab', { name: kannada('staffAdmin.staffTab') }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('roles-table')).toContainText(kannada('profile.roleNames.administrator'));
  await expectAccessibleAtBothSizes(page, 'roles-kn');
});

test('the staff sheet imported through the page: the report in view, each rejected row with why', { tag: '@desktop' }, async ({
  page,
}) => {
  await signInQuickly(page);
  await page.goto('/permission');
  await page.getByRole('button', { name: T.import }).click();
  const dialog = page.getByRole('dialog', { name: T.importTitle });
  await dialog.locator('input[type=file]').setInputFiles(path.join(SHEETS, 'staff-sheet.xlsx'));
  await dialog.getByRole('button', { name: T.importSend }).click();
  const report = dialog.getByTestId('staff-import-report');
  await expect(report).toBeFocused();
  await expect(report).toContainText(/Added \d, updated \d, rejected 3\./);
  await expect(report.getByRole('row', { name: /^6 / })).toContainText('unknown role Emperor');
  await expectAccessible(page, 'staff-import');
  await dialog.locator('[data-modal-actions]').getByRole('button', { name: T.close }).click();
  await page.getByLabel(T.search).fill('kavya.hegde@example.org');
  await expect(page.getByTestId('staff-table').getByRole('row', { name: /Kavya Hegde/ })).toContainText('Field Facilitator');
});

test('a staff list that fails to load says so, loads on Retry; a member added offline is kept and saved on reconnecting', {
  tag: '@desktop',
}, async ({ page }) => {
  await page.clock.install();
  await signInQuickly(page);
  await page.route('**/api/v1/permission/staff?**', (route) => route.abort('failed'));
  await page.goto('/permission');
  await untilLoadGivesUp(page, page.getByText(T.failed));
  await page.unroute('**/api/v1/permission/staff?**');
  await page.getByRole('button', { name: NETWORK_TEXT.retry }).click();
  await expect(page.getByTestId('staff-total')).toBeVisible();

  await page.getByRole('button', { name: T.add }).click();
  const dialog = page.getByRole('dialog', { name: T.addTitle });
  await dialog.getByRole('textbox', { name: T.email, exact: true }).fill(uniqueEmail('offline'));
  await dialog.getByLabel(T.name).fill('Offline Person');
  await dialog.getByRole('checkbox', { name: 'Field Facilitator' }).check();
  await page.context().setOffline(true);
  await dialog.getByRole('button', { name: T.save }).click();
  await expect(dialog.getByText(NETWORK_TEXT.saveOffline)).toBeVisible();
  await expectAccessible(page, 'staff-add-offline');
  await page.context().setOffline(false);
  await expect(page.getByRole('dialog', { name: T.temporaryTitle.replace('{name}', 'Offline Person') })).toBeVisible();
});

test('Staff and roles in Kannada, on the phone too', async ({ page }) => {
  await chooseLanguage(page, 'kn-IN');
  await signInQuickly(page, createUserWithCli('Administrator', 'Kannada Phone Admin'));
  await page.goto('/permission');
  await expect(page.getByTestId('staff-table')).toBeVisible();
  await expectAccessible(page, isPhone(page) ? 'staff-admin-kn-phone' : 'staff-admin-kn');
  await page.getByRole('tab', { name: kannada('staffAdmin.rolesTab') }).click();
  await expect(page.getByTestId('roles-table')).toContainText(kannada('profile.roleNames.administrator'));
  await expectAccessible(page, isPhone(page) ? 'roles-kn-phone' : 'roles-kn');
});
