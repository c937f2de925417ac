import type { Page } from '@playwright/test';
import { encodeBeneficiaryId } from '@portal/contract/base64-id';
import { expectAccessible } from '../support/accessibility.ts';
import { createBeneficiary, enrolInCommunityAwareness, uniqueFirstName } from '../support/beneficiaries.ts';
import {
  type Credentials,
  createUserWithCli,
  expect,
  expectEntryNamesWhole,
  isPhone,
  signInQuickly,
  test,
} from '../support/fixtures.ts';
import { chooseLanguage, kannada as T } from '../support/language.ts';
import { goOffline, goOnline, untilLoadGivesUp } from '../support/network.ts';

/*
 * The screens the other Kannada specs do not walk through — the user menu, the side navigation, the
 * logout question, Add Program, the delete question, Change Password, the landmarks — in Kannada,
 * at the desktop size and (phone project) at 390 × 844: axe finds nothing critical or serious,
 * nothing scrolls sideways, and each state is photographed (test-results/screenshots/a11y-kn-*).
 */

/** A name with any value where the message had its argument. */
const around = (message: string) => {
  const [before, after] = message.split('\u0000').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${before}.+${after}$`);
};

// A user of its own: Kannada saved to its profile must not reach the English specs' administrator.
let reader: Credentials | undefined;

async function signInInKannada(page: Page) {
  reader ??= createUserWithCli('Administrator', 'Kannada Screens');
  await chooseLanguage(page, 'kn-IN');
  return signInQuickly(page, reader);
}

test('the user menu, the side navigation and the logout question, in Kannada', async ({ page }) => {
  await signInInKannada(page);
  await page.goto('/beneficiary');
  await expect(page.locator('html')).toHaveAttribute('lang', 'kn-IN');
  await expect(page.getByRole('heading', { name: around(T('beneficiaryScreen.count', { count: '\u0000' })) })).toBeVisible();

  await page.getByRole('button', { name: T('layout.userMenu') }).click();
  await expect(page.getByRole('menuitem', { name: T('shell.profile') })).toBeVisible();
  await expectAccessible(page, 'kn-user-menu');
  await page.keyboard.press('Escape');

  const nav = page.getByRole('navigation', { name: T('layout.mainMenu') });
  if (isPhone(page)) await page.getByRole('button', { name: T('layout.openMenu') }).click();
  else await page.getByRole('button', { name: T('shell.toggleMenu') }).click();
  await expect(nav).toBeVisible();
  await expectAccessible(page, isPhone(page) ? 'kn-nav-drawer' : 'kn-nav-expanded');
  await expectEntryNamesWhole(nav);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: T('layout.userMenu') }).click();
  await page.getByRole('menuitem', { name: T('shell.logout') }).click();
  const question = page.getByRole('dialog', { name: T('shell.logoutTitle') });
  await expect(question).toContainText(T('shell.logoutText'));
  await expect(question.getByRole('button', { name: T('shell.cancel') })).toBeVisible();
  await expectAccessible(page, 'kn-logout-confirm');
});

test('the detail page, Add Program and the delete question, in Kannada', async ({ page }) => {
  const { token } = await signInInKannada(page);
  const name = uniqueFirstName('Kannada');
  const id = await createBeneficiary(page.request, token, { first_name: name });
  expect((await enrolInCommunityAwareness(page.request, token, id)).ok()).toBe(true);
  await page.goto(`/beneficiary/${encodeBeneficiaryId(id)}`);
  await expect(page.getByTestId('page-title')).toHaveText(name);
  await expect(page.getByTestId('program-card')).toBeVisible();
  await expectAccessible(page, 'kn-detail');

  await page.getByRole('button', { name: T('detail.addProgram') }).click();
  const addProgram = page.getByRole('dialog', { name: T('detail.modalTitle') });
  await expect(addProgram.getByRole('button', { name: T('beneficiary.cancel') })).toBeVisible();
  await expectAccessible(page, 'kn-add-program');
  await addProgram.getByRole('button', { name: T('beneficiary.cancel') }).click();
  await expect(addProgram).toBeHidden();

  await page
    .getByTestId('program-card')
    .getByRole('button', { name: around(T('beneficiaryScreen.program.actionsFor', { name: '\u0000' })) })
    .click();
  await page.getByRole('menuitem', { name: T('detail.delete') }).click();
  await expect(page.getByRole('dialog', { name: T('detail.deleteTitle') })).toContainText(
    // the sentence after the programme's name
    T('records.deleteNamed', { programme: '\u0000' }).split('\u0000')[1],
  );
  await expectAccessible(page, 'kn-delete-enrolment');
});

test('my profile and Change Password, in Kannada', async ({ page }) => {
  await signInInKannada(page);
  await page.goto('/beneficiary');
  await page.getByRole('button', { name: T('layout.userMenu') }).click();
  await page.getByRole('menuitem', { name: T('shell.profile') }).click();
  await expect(page.getByTestId('page-title')).toHaveText(T('page.userProfile'));
  // the seeded role's name in Kannada, not as the server sends it
  await expect(page.getByText(T('profile.roleNames.administrator'), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: T('profile.changePassword') }).click();
  await expect(page.getByRole('form', { name: T('profile.changePassword') })).toBeVisible();
  await expectAccessible(page, 'kn-change-password');
});

test('the Organization page and both upload dialogs, in Kannada; each landmark once', async ({ page }) => {
  await signInInKannada(page);
  await page.goto('/org');
  await expect(page.getByTestId('page-title')).toHaveText(T('page.organization'));
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expectAccessible(page, 'kn-org');

  await page.getByRole('button', { name: T('upload.uploadVillages') }).click();
  const villages = page.getByRole('dialog', { name: T('upload.villagesTitle') });
  await expect(villages).toBeVisible();
  await expectAccessible(page, 'kn-upload-villages');
  await villages.getByRole('button', { name: T('upload.cancel') }).click();
  await expect(villages).toBeHidden();

  await page.getByRole('button', { name: T('upload.uploadBeneficiary') }).click();
  await expect(page.getByRole('dialog', { name: T('upload.beneficiaryTitle') })).toBeVisible();
  await expectAccessible(page, 'kn-upload-beneficiaries');
});

test('offline and a failing list, in Kannada: the badge, the failure with Retry, and the list once back', async ({
  page,
  context,
}) => {
  const LIST = '**/api/v1/beneficiary/get-beneficiaries-list**';
  await page.clock.install();
  await signInInKannada(page);
  await page.route(LIST, (route) => route.fulfill({ status: 503, json: { Status: false, Message: 'Unavailable' } }));
  await page.goto('/beneficiary');
  const failed = page.getByTestId('load-failed');
  await untilLoadGivesUp(page, failed);
  await expect(failed).toContainText(T('network.listFailed'));
  await expect(failed.getByRole('button', { name: T('network.retry') })).toBeVisible();

  await goOffline(context);
  await expect(page.getByRole('status').getByText(T('network.offline'))).toBeVisible();
  await expectAccessible(page, 'kn-list-failed-offline');
  await page.unroute(LIST);
  await goOnline(context);
  await expect(page.getByRole('status').getByText(T('network.offline'))).toHaveCount(0);
  await expect(page.getByRole('heading', { name: around(T('beneficiaryScreen.count', { count: '\u0000' })) })).toBeVisible();
  await expect(failed).toHaveCount(0);
});
