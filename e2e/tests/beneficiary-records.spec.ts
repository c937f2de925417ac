import type { Page } from '@playwright/test';
import { encodeBeneficiaryId } from '@portal/contract/base64-id';
import type { MessageId } from '@portal/contract/i18n/en-IN';
import type { MessageValues } from '@portal/contract/i18n/format';
import { formatMessage } from '@portal/contract/i18n/format';
import { BENEFICIARY_RULES, DETAIL_TEXT as D } from '@portal/contract/messages';
import { NETWORK_TEXT } from '@portal/contract/network-text';
import { HISTORY_PAGE_SIZE } from '@portal/contract/records';
import { RECORDS_TEXT as T } from '@portal/contract/records-text';
import { expectAccessible } from '../support/accessibility.ts';
import { createBeneficiary, enrolInCommunityAwareness, field, firstPlace, uniqueFirstName } from '../support/beneficiaries.ts';
import { createUserWithCli, E2E_ADMIN, expect, screenshotPath, signInQuickly, test } from '../support/fixtures.ts';
import { chooseLanguage, kannada } from '../support/language.ts';
import { untilLoadGivesUp } from '../support/network.ts';

const en = (id: MessageId, values?: MessageValues) => formatMessage(id, values);

/** A person registered by the signed-in user (the administrator unless told), their detail page open. */
async function openOwn(page: Page, credentials = E2E_ADMIN, overrides: Record<string, unknown> = {}) {
  const { token } = await signInQuickly(page, credentials);
  const name = uniqueFirstName('Records');
  const id = await createBeneficiary(page.request, token, { first_name: name, ...overrides });
  await page.goto(`/beneficiary/${encodeBeneficiaryId(id)}`);
  await expect(page.getByTestId('page-title')).toHaveText(name);
  return { id, name, token };
}

const history = (page: Page) => page.getByTestId('history');

test('Edit corrects the mobile through the registration form; the History names who changed what', async ({ page }) => {
  await openOwn(page);
  await page.getByRole('button', { name: T.edit }).click();
  const form = page.getByRole('dialog', { name: T.editTitle });
  await expect(field(form, 'Mobile Number')).toHaveValue('9845000000');
  // the cascade starts from the person's place, its options loaded
  await expect(field(form, 'Village')).not.toHaveValue('');
  await expectAccessible(page, 'edit-beneficiary');
  // the same rules and messages as registering
  await field(form, 'Mobile Number').fill('98450');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(BENEFICIARY_RULES.mobile)).toBeVisible();
  await field(form, 'Mobile Number').fill('9845011111');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(T.updated)).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByText('9845011111', { exact: true })).toBeVisible();
  await expect(history(page)).toContainText(
    /Administrator changed Mobile Number from 9845000000 to 9845011111 on \d{2} \w{3} \d{4}, \d{2}:\d{2}/,
  );
  await expect(history(page)).toContainText(/Administrator registered this beneficiary on/);
  await expectAccessible(page, 'beneficiary-history');
  await page.screenshot({ path: screenshotPath('beneficiary-history'), fullPage: true });
});

// what these check does not depend on the width: the phone runs the journeys above and below
test('an edit that would duplicate another record is refused with a link to it @desktop', async ({ page }) => {
  const { token } = await signInQuickly(page);
  const other = uniqueFirstName('Twin');
  const otherId = await createBeneficiary(page.request, token, { first_name: other });
  await openOwn(page);
  await page.getByRole('button', { name: T.edit }).click();
  const form = page.getByRole('dialog', { name: T.editTitle });
  await field(form, 'First Name').fill(other);
  await form.getByRole('button', { name: 'Save' }).click();
  const refusal = page.getByRole('dialog', { name: T.updateFailed });
  await expect(refusal).toContainText(T.duplicateOther);
  await expect(refusal.getByRole('link', { name: T.openOther })).toHaveAttribute(
    'href',
    `/beneficiary/${encodeBeneficiaryId(otherId)}`,
  );
});

test('Deactivate asks a reason, hides the person from the list, and Reactivate brings them back', async ({ page }) => {
  const { name, token } = await openOwn(page);
  await page.getByRole('button', { name: T.deactivate }).click();
  const question = page.getByRole('dialog', { name: T.deactivateTitle });
  await question.getByRole('button', { name: T.deactivate }).click();
  await expect(question.getByText(T.reasonRequired)).toBeVisible();
  await expectAccessible(page, 'deactivate-beneficiary');
  await question.getByLabel(T.reason).fill('Moved to Mysuru');
  await question.getByRole('button', { name: T.deactivate }).click();
  await expect(question).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: en('records.deactivatedBecause', { reason: 'Moved to Mysuru' }) }),
  ).toBeVisible();
  await expect(history(page)).toContainText('deactivated this beneficiary on');

  // gone from the list (All, searched by name) unless the list asks for the deactivated
  const listed = async (status?: string) =>
    (
      await (
        await page.request.get(
          `/api/v1/beneficiary/get-beneficiaries-list?isChecked=true&search=${name}${status ? `&status=${status}` : ''}`,
          { headers: { Authorization: `Bearer ${token}` } },
        )
      ).json()
    ).Data.length;
  expect(await listed()).toBe(0);
  expect(await listed('deactivated')).toBe(1);
  await page.getByRole('button', { name: T.reactivate }).click();
  await expect(page.getByText(T.reactivated)).toBeVisible();
  await expect(page.getByRole('button', { name: T.deactivate })).toBeVisible();
  await expect(history(page)).toContainText('reactivated this beneficiary on');
});

test('a deleted enrolment comes back with Undo, and both are in the History', async ({ page }) => {
  const { id, token } = await openOwn(page);
  expect((await enrolInCommunityAwareness(page.request, token, id)).ok()).toBe(true);
  await page.reload();
  const card = page.getByTestId('program-card');
  await card.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: D.delete }).click();
  const confirm = page.getByRole('dialog', { name: D.deleteTitle });
  await confirm.getByRole('button', { name: D.deleteConfirm }).click();
  await expect(page.getByText(D.noProgram)).toBeVisible();
  await expect(page.getByText(en('records.deletedToast', { programme: 'Community Awareness' }))).toBeVisible();
  await page.getByRole('button', { name: T.undo }).click();
  await expect(page.getByText(T.restored)).toBeVisible();
  await expect(card).toContainText('Community Awareness');
  await expect(history(page)).toContainText('Administrator deleted the enrolment in Community Awareness on');
  await expect(history(page)).toContainText('Administrator restored the enrolment in Community Awareness on');
  await expect(history(page)).toContainText('Administrator enrolled the beneficiary in Community Awareness on');
});

test('a facilitator sees no Edit or Deactivate on a person someone else registered @desktop', async ({
  page,
  fieldFacilitator,
}) => {
  const { token } = await signInQuickly(page, E2E_ADMIN);
  const id = await createBeneficiary(page.request, token, { first_name: uniqueFirstName('Others') });
  await page.context().clearCookies();
  const other = await page.context().newPage();
  await signInQuickly(other, fieldFacilitator);
  await other.goto(`/beneficiary/${encodeBeneficiaryId(id)}`);
  await expect(other.getByRole('heading', { name: D.details })).toBeVisible();
  await expect(other.getByTestId('history')).toBeVisible();
  await expect(other.getByRole('button', { name: T.edit })).toHaveCount(0);
  await expect(other.getByRole('button', { name: T.deactivate })).toHaveCount(0);
});

test('the History and Edit in Kannada', async ({ page }) => {
  // a user of its own: the language chosen is saved with the user's profile
  const { token } = await signInQuickly(page, createUserWithCli('Field Facilitator', 'Kannada Records'));
  const name = uniqueFirstName('Kannada');
  const id = await createBeneficiary(page.request, token, { first_name: name });
  await chooseLanguage(page, 'kn-IN');
  await page.goto(`/beneficiary/${encodeBeneficiaryId(id)}`);
  await expect(page.getByRole('heading', { name: kannada('records.history') })).toBeVisible();
  await expect(history(page)).toContainText(kannada('records.created', { user: '\u0000', when: '\u0000' }).split('\u0000')[1]);
  await page.getByRole('button', { name: kannada('records.edit') }).click();
  await expect(page.getByRole('dialog', { name: kannada('records.editTitle') })).toBeVisible();
  await expectAccessible(page, 'kn-edit-beneficiary');
  await page.keyboard.press('Escape');
  await page.screenshot({ path: screenshotPath('kn-beneficiary-history'), fullPage: true });
  await expectAccessible(page, 'kn-beneficiary-history');
});

test('Deactivate and Reactivate by keyboard alone', { tag: '@desktop' }, async ({ page }) => {
  await openOwn(page);
  const deactivate = page.getByRole('button', { name: T.deactivate });
  await deactivate.focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: T.deactivateTitle });
  // the reason takes the focus first
  await expect(question.getByLabel(T.reason)).toBeFocused();
  await page.keyboard.type('Duplicate entry');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: T.deactivate })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  const reactivate = page.getByRole('button', { name: T.reactivate });
  await reactivate.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(T.reactivated)).toBeVisible();
});

test('offline, a correction is kept and saved once back online; a failing History says so with Retry', {
  tag: '@desktop',
}, async ({ page, context }) => {
  await page.clock.install();
  await openOwn(page);
  await page.getByRole('button', { name: T.edit }).click();
  const form = page.getByRole('dialog', { name: T.editTitle });
  await expect(field(form, 'Village')).not.toHaveValue('');
  await field(form, 'Mobile Number').fill('9845022222');
  let corrections = 0;
  page.on('request', (r) => {
    if (r.url().includes('/update-beneficiary/')) corrections += 1;
  });
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(NETWORK_TEXT.saveOffline)).toBeVisible();
  await expectAccessible(page, 'edit-beneficiary-offline');
  expect(corrections).toBe(0);
  await context.setOffline(false);
  await expect(page.getByText(T.updated)).toBeVisible();
  expect(corrections).toBe(1);
  await expect(history(page)).toContainText('to 9845022222');

  // the History fails to load: it says so, and Retry loads it
  await page.route('**/get-beneficiary-history/**', (route) => route.fulfill({ status: 503, body: '' }));
  await page.reload();
  const failed = page.getByText(T.historyFailed);
  await untilLoadGivesUp(page, failed);
  await expectAccessible(page, 'beneficiary-history-failed');
  await page.unroute('**/get-beneficiary-history/**');
  await page.getByRole('button', { name: NETWORK_TEXT.retry }).click();
  await expect(history(page)).toContainText('to 9845022222');
});

test('a History longer than a page shows older entries with Show older, down to the registration', { tag: '@desktop' }, async ({
  page,
}) => {
  // fifty-odd corrections made through the API before the page opens
  test.setTimeout(60_000);
  const { token } = await signInQuickly(page, E2E_ADMIN);
  const person = {
    first_name: uniqueFirstName('Longhistory'),
    last_name: 'Hegde',
    gender_id: 2,
    aadhaar_no: '2468',
    dob: '1992-08-15',
    mobile_no: '9845000000',
    pincode: '577001',
    state_id: 1,
    ...(await firstPlace(page.request, token)),
    total_family_members: 3,
    beneficiary_annual_source_id: 5,
  };
  const id = await createBeneficiary(page.request, token, person);
  const headers = { Authorization: `Bearer ${token}` };
  // more corrections than a page holds
  for (let i = 0; i < HISTORY_PAGE_SIZE + 5; i++) {
    const url = `/api/v1/beneficiary/update-beneficiary/${id}`;
    expect((await page.request.put(url, { headers, data: { ...person, pincode: String(560000 + i) } })).ok()).toBe(true);
  }
  await page.goto(`/beneficiary/${encodeBeneficiaryId(id)}`);
  await expect(history(page)).toContainText('to 560054');
  await expect(history(page)).not.toContainText('registered this beneficiary on');
  await page.getByRole('button', { name: T.showOlder }).click();
  await expect(history(page)).toContainText('Administrator registered this beneficiary on');
  await expect(history(page)).toContainText('Pincode from 577001 to 560000');
  await expect(page.getByRole('button', { name: T.showOlder })).toHaveCount(0);
  await expectAccessible(page, 'beneficiary-history-older');
});
