import type { Page } from '@playwright/test';
import { encodeBeneficiaryId } from '@portal/contract/base64-id';
import { formatMessage } from '@portal/contract/i18n/format';
import { LAYOUT_TEXT } from '@portal/contract/layout-text';
import { BENEFICIARY_TEXT, DETAIL_TEXT as D, PROFILE_TEXT, SHELL_TEXT } from '@portal/contract/messages';
import { UPLOAD_TEXT as U } from '@portal/contract/org-upload';
import { expectAccessible, seriousViolations } from '../support/accessibility.ts';
import { createBeneficiary, enrolInCommunityAwareness, fillValidBeneficiary, uniqueFirstName } from '../support/beneficiaries.ts';
import { expect, expectEntryNamesWhole, isPhone, mainMenu, openUserMenu, signInQuickly, test } from '../support/fixtures.ts';

/*
 * axe (WCAG 2.2 A and AA, colour contrast included) over every page, dialog and menu state, in the
 * desktop project and again in the phone project: no critical or serious finding, nothing scrolling
 * sideways. Each state is photographed in test-results/screenshots (a11y-*, -phone for the phone).
 */

async function enrolledBeneficiary(page: Page) {
  const { token } = await signInQuickly(page);
  const name = uniqueFirstName('Access');
  const id = await createBeneficiary(page.request, token, { first_name: name });
  const enrolled = await enrolInCommunityAwareness(page.request, token, id);
  expect(enrolled.ok()).toBe(true);
  return { id, name };
}

test('the login page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'SIGN IN', exact: true })).toBeVisible();
  await expectAccessible(page, 'login');
  // the check itself can fail: a button with no name is found
  await page.evaluate(() => document.querySelector('main, #root')?.append(document.createElement('button')));
  expect((await seriousViolations(page)).some((line) => line.startsWith('button-name:'))).toBe(true);
});

test('the beneficiary list, the user menu, the side navigation and the logout question', async ({ page }) => {
  await signInQuickly(page);
  await page.goto('/beneficiary');
  await expect(page.getByRole('table').getByRole('row').nth(3)).toBeVisible();
  await expectAccessible(page, 'list');

  await openUserMenu(page);
  await expect(page.getByRole('menuitem', { name: SHELL_TEXT.profile })).toBeVisible();
  await expectAccessible(page, 'user-menu');
  // Escape closes the menu from where the keyboard is: inside it
  await page.getByRole('menuitem', { name: SHELL_TEXT.profile }).focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  const nav = await mainMenu(page);
  if (!isPhone(page)) await page.getByRole('button', { name: SHELL_TEXT.toggleMenu }).click();
  await expect(nav.getByText('Organization')).toBeVisible();
  await expectAccessible(page, isPhone(page) ? 'nav-drawer' : 'nav-expanded');
  await expectEntryNamesWhole(nav);
  await page.keyboard.press('Escape');
  if (isPhone(page)) await expect(nav).toBeHidden();
  else await expect(nav).toHaveAttribute('data-expanded', 'false');

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: SHELL_TEXT.logout }).click();
  await expect(page.getByRole('dialog', { name: SHELL_TEXT.logoutTitle })).toBeVisible();
  await expectAccessible(page, 'logout-confirm');
});

async function openAddBeneficiary(page: Page) {
  await signInQuickly(page);
  await page.goto('/beneficiary');
  await page.getByRole('button', { name: BENEFICIARY_TEXT.add }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Beneficiary' });
  await expect(dialog.getByRole('heading', { name: BENEFICIARY_TEXT.personalSection })).toBeVisible();
  return dialog;
}

test('Add Beneficiary: empty, and with its errors after a failed submit', async ({ page }) => {
  const dialog = await openAddBeneficiary(page);
  await expectAccessible(page, 'add-beneficiary');
  await dialog.getByRole('button', { name: BENEFICIARY_TEXT.save }).click();
  await expect(dialog.getByText('First name is required', { exact: true })).toBeVisible();
  await expectAccessible(page, 'add-beneficiary-errors');
});

test('Add Beneficiary: its error dialog', async ({ page }) => {
  const dialog = await openAddBeneficiary(page);
  await fillValidBeneficiary(page, uniqueFirstName('Axe'));
  await page.route('**/register-new-beneficiary', (route) => route.fulfill({ json: { Status: false } }));
  await dialog.getByRole('button', { name: BENEFICIARY_TEXT.save }).click();
  await expect(page.getByRole('dialog', { name: BENEFICIARY_TEXT.registerFailedTitle })).toBeVisible();
  await expectAccessible(page, 'add-beneficiary-error-dialog');
});

test('the detail page with a programme, Add Program and the delete question', async ({ page }) => {
  const { id, name } = await enrolledBeneficiary(page);
  await page.goto(`/beneficiary/${encodeBeneficiaryId(id)}`);
  await expect(page.getByTestId('page-title')).toHaveText(name);
  await expect(page.getByTestId('program-card')).toBeVisible();
  await expectAccessible(page, 'detail');

  await page.getByRole('button', { name: D.addProgram }).click();
  const addProgram = page.getByRole('dialog', { name: D.modalTitle });
  await expect(addProgram).toBeVisible();
  await expectAccessible(page, 'add-program');
  await addProgram.getByRole('button', { name: 'Cancel' }).click();
  await expect(addProgram).toBeHidden();

  await page
    .getByTestId('program-card')
    .getByRole('button', { name: /Actions for/ })
    .click();
  await page.getByRole('menuitem', { name: D.delete }).click();
  await expect(page.getByRole('dialog', { name: D.deleteTitle })).toContainText(
    formatMessage('records.deleteNamed', { programme: 'Community Awareness' }),
  );
  await expectAccessible(page, 'delete-enrolment');
});

test('the Organization page and both upload dialogs', async ({ page }) => {
  await signInQuickly(page);
  await page.goto('/org');
  await expect(page.getByRole('button', { name: U.uploadVillages })).toBeVisible();
  await expectAccessible(page, 'org');

  await page.getByRole('button', { name: U.uploadBeneficiary }).click();
  const beneficiaries = page.getByRole('dialog', { name: U.beneficiaryTitle });
  await expect(beneficiaries).toBeVisible();
  await expectAccessible(page, 'upload-beneficiaries');
  await beneficiaries.getByRole('button', { name: U.cancel }).click();
  await expect(beneficiaries).toBeHidden();

  await page.getByRole('button', { name: U.uploadVillages }).click();
  const villages = page.getByRole('dialog', { name: U.villagesTitle });
  await expect(villages).toBeVisible();
  await expectAccessible(page, 'upload-villages');
});

test('my profile and Change Password', async ({ page }) => {
  await signInQuickly(page);
  await page.goto('/beneficiary');
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: SHELL_TEXT.profile }).click();
  await expect(page.getByTestId('page-title')).toHaveText('User Details');
  // the chosen entry closes the menu (a tap must not open it again)
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByRole('button', { name: PROFILE_TEXT.changePassword })).toBeVisible();
  await expectAccessible(page, 'profile');

  await page.getByRole('button', { name: PROFILE_TEXT.changePassword }).click();
  await expect(page.getByRole('form', { name: PROFILE_TEXT.changePassword })).toBeVisible();
  await expectAccessible(page, 'change-password');
});

test('each landmark once: one banner, one navigation, one main', async ({ page }) => {
  await signInQuickly(page);
  await page.goto('/org');
  await expect(page.getByTestId('page-title')).toHaveText('Organization');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  // on a phone the navigation is in the drawer, present only while it is open
  await expect(page.getByRole('navigation', { name: LAYOUT_TEXT.mainMenu })).toHaveCount(isPhone(page) ? 0 : 1);
  await mainMenu(page);
  await expect(page.getByRole('navigation')).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await page.keyboard.press('Escape');
  // a dialog's own header is no second banner
  await page.getByRole('button', { name: U.uploadVillages }).click();
  await expect(page.getByRole('dialog', { name: U.villagesTitle })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
});
