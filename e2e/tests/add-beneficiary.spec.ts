import type { Page } from '@playwright/test';
import { BENEFICIARY_RULES as R, BENEFICIARY_TEXT as T } from '@portal/contract/messages';
import { choose, createBeneficiary, field, fillValidBeneficiary, uniqueFirstName } from '../support/beneficiaries.ts';
import { expect, screenshotPath, signInQuickly, test } from '../support/fixtures.ts';

async function openModal(page: Page) {
  await page.goto('/beneficiary');
  await page.getByRole('button', { name: T.add }).click();
  return page.getByRole('dialog', { name: 'Add Beneficiary' });
}

test.describe('Add Beneficiary', () => {
  test.beforeEach(async ({ page }) => {
    await signInQuickly(page);
  });

  test('shows every required-field message and saves nothing', async ({ page }) => {
    const dialog = await openModal(page);
    await expect(dialog.getByRole('heading', { name: T.personalSection })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: T.addressSection })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: T.additionalSection })).toBeVisible();
    await dialog.getByRole('button', { name: T.save }).click();
    for (const message of [
      R.firstNameRequired,
      R.genderRequired,
      R.dobRequired,
      R.mobile,
      R.state,
      R.district,
      R.taluk,
      R.village,
      R.occupation,
      R.familyMembers,
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await page.screenshot({ path: screenshotPath('add-beneficiary-errors') });
  });

  test('cascades state, district, taluk and village, clearing what is below', async ({ page }) => {
    const dialog = await openModal(page);
    await expect(field(dialog, 'District')).toBeDisabled();
    await expect(field(dialog, 'Taluk')).toBeDisabled();
    await expect(field(dialog, 'Village')).toBeDisabled();
    await choose(page, 'State', 'Karnataka');
    await expect(field(dialog, 'District')).toBeEnabled();
    await choose(page, 'District', 'Mysuru');
    await choose(page, 'Taluk', 'Hunsur');
    await expect(field(dialog, 'Village')).toBeEnabled();
    await field(dialog, 'Village').click();
    await page.getByRole('option').first().click();
    await choose(page, 'District', 'Udupi');
    await expect(field(dialog, 'Taluk')).toHaveValue('');
    await expect(field(dialog, 'Village')).toHaveValue('');
  });

  test('saves, asks to add a programme, and opens the detail page with the modal', async ({ page }) => {
    const name = uniqueFirstName('Sowmya');
    const dialog = await openModal(page);
    await fillValidBeneficiary(page, name);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/register-new-beneficiary', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: T.save }).click();
    await expect(dialog.getByRole('button', { name: T.saving })).toBeDisabled();
    release();
    const question = page.getByRole('dialog', { name: T.addedTitle });
    await expect(question).toContainText(T.addedText);
    await question.getByRole('button', { name: T.addProgram }).click();
    await expect(page.getByTestId('page-title')).toHaveText(name);
    await expect(page.getByRole('dialog', { name: 'Add Program' })).toBeVisible();
    // the flag is used once: a reload does not open the modal again
    await page.reload();
    await expect(page.getByTestId('page-title')).toHaveText(name);
    await expect(page.getByRole('dialog', { name: 'Add Program' })).toBeHidden();
  });

  test('declining the programme question refreshes the list with the new person', async ({ page }) => {
    const name = uniqueFirstName('Roopa');
    const dialog = await openModal(page);
    await fillValidBeneficiary(page, name);
    await dialog.getByRole('button', { name: T.save }).click();
    await page.getByRole('dialog', { name: T.addedTitle }).getByRole('button', { name: T.cancel }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  });

  test('refuses a person already registered and links to the record', async ({ page }) => {
    const { token } = await signInQuickly(page);
    const name = uniqueFirstName('Twin');
    await createBeneficiary(page.request, token, { first_name: name, dob: '1995-04-12', aadhaar_no: '8642' });
    const dialog = await openModal(page);
    await fillValidBeneficiary(page, name.toUpperCase());
    await dialog.getByRole('button', { name: T.save }).click();
    const error = page.getByRole('dialog', { name: T.registerFailedTitle });
    await expect(error).toContainText(T.duplicate);
    await error.getByRole('link', { name: T.openExisting }).click();
    await expect(page.getByTestId('page-title')).toHaveText(name);
  });

  // what a failed save says (the server's message, no true Status, no answer) is a component test's
  // (add-beneficiary-modal.test.tsx); the refusal of a person already registered, above, is the real server's

  // a phone has no Escape key: its back gesture is the browser's, not the dialog's
  test('Escape closes only the error dialog; the form under it keeps its values @desktop', async ({ page }) => {
    const name = uniqueFirstName('Escape');
    const dialog = await openModal(page);
    await fillValidBeneficiary(page, name);
    await page.route('**/register-new-beneficiary', (route) => route.fulfill({ json: { Status: false } }));
    await dialog.getByRole('button', { name: T.save }).click();
    const error = page.getByRole('dialog', { name: T.registerFailedTitle });
    await expect(error).toContainText(T.registerFailed);
    await page.keyboard.press('Escape');
    await expect(error).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(field(dialog, 'First Name')).toHaveValue(name);
    await expect(field(dialog, 'Mobile Number')).toHaveValue('9988776655');
    await expect(field(dialog, 'Taluk')).toHaveValue('Hunsur');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the Save and Cancel row stays in view at the foot of the long form', async ({ page }) => {
    const dialog = await openModal(page);
    const save = dialog.getByRole('button', { name: T.save });
    await expect(save).toBeInViewport();
    await field(dialog, 'First Name').focus();
    await expect(save).toBeInViewport();
    await field(dialog, 'Total Family Members').scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport();
    await expect(dialog.getByRole('button', { name: T.cancel })).toBeInViewport();
  });
});
