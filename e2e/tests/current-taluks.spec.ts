import type { Page } from '@playwright/test';
import { BENEFICIARY_KN as KN } from '@portal/contract/i18n/kn/beneficiary';
import { districtNameKn, talukNameKn } from '@portal/contract/i18n/place-names-kn';
import { BENEFICIARY_TEXT as T } from '@portal/contract/messages';
import { choose, field, giveConsent, uniqueFirstName } from '../support/beneficiaries.ts';
import { type Credentials, createUserWithCli, expect, screenshotPath, signInQuickly, test } from '../support/fixtures.ts';
import { chooseLanguage, kannada } from '../support/language.ts';

/** Decision 013: the villages of taluks created after 2011, and the four the reference list has none for yet. */

// a form filled from start to save, on a machine the portal and its browser share
test.describe.configure({ timeout: 120_000 });

async function openForm(page: Page) {
  await page.goto('/beneficiary');
  await page.getByRole('button', { name: T.add }).click();
  return page.getByRole('dialog', { name: 'Add Beneficiary' });
}

test('registers a person of Alnavar taluk through the form', async ({ page }) => {
  await signInQuickly(page);
  const name = uniqueFirstName('Savitri');
  const dialog = await openForm(page);
  await field(dialog, 'First Name').fill(name);
  await field(dialog, 'Last Name').fill('Kulkarni');
  await choose(page, 'Gender', 'Female');
  await field(dialog, 'Date of Birth').fill('1988-03-21');
  await field(dialog, 'Mobile Number').fill('9900112233');
  await choose(page, 'State', 'Karnataka');
  await choose(page, 'District', 'Dharwad');
  await choose(page, 'Taluk', 'Alnavar');
  // Alnavar's own villages, with no note: they are its own
  await field(dialog, 'Village').click();
  await expect(page.getByRole('option', { name: 'Aravatagi', exact: true })).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(12);
  await page.getByRole('option', { name: 'Aravatagi', exact: true }).click();
  await expect(dialog.getByText(/has no villages of its own/)).toHaveCount(0);
  await choose(page, 'Occupation', 'Enterprise');
  await field(dialog, 'Total Family Members').fill('3');
  await giveConsent(page);
  await dialog.getByRole('button', { name: T.save }).click();
  const question = page.getByRole('dialog', { name: T.addedTitle });
  await question.getByRole('button', { name: T.addProgram }).click();
  await expect(page.getByTestId('page-title')).toHaveText(name);
  const enrol = page.getByRole('dialog', { name: 'Add Program' });
  await expect(enrol).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(enrol).toBeHidden();
  await expect(page.getByText('Alnavar', { exact: true })).toBeVisible();
  await expect(page.getByText('Aravatagi', { exact: true })).toBeVisible();
});

test("offers Chelur the villages of the taluks it was formed from, says so, and saves under the village's taluk", async ({
  page,
}) => {
  await signInQuickly(page);
  const name = uniqueFirstName('Manjula');
  const dialog = await openForm(page);
  await field(dialog, 'First Name').fill(name);
  await choose(page, 'Gender', 'Female');
  await field(dialog, 'Date of Birth').fill('1990-11-02');
  await field(dialog, 'Mobile Number').fill('9900112244');
  await choose(page, 'State', 'Karnataka');
  await choose(page, 'District', 'Chikkaballapura');
  await choose(page, 'Taluk', 'Chelur');
  const note =
    'Chelur has no villages of its own in the reference list yet. These are the villages of Bagepalli, Chintamani, the taluks it was formed from; the beneficiary is saved under their village’s taluk.';
  await expect(dialog.getByText(note, { exact: true })).toBeVisible();
  const village = field(dialog, 'Village');
  await expect(village).toBeEnabled();
  // the note is the select's description, read with it
  await expect(village).toHaveAccessibleDescription(note);
  await village.click();
  await village.fill('Chelur');
  await page.getByRole('option', { name: 'Chelur (CT) (Bagepalli)', exact: true }).click();
  await page.screenshot({ path: screenshotPath('chelur-parent-villages') });
  await choose(page, 'Occupation', 'Enterprise');
  await field(dialog, 'Total Family Members').fill('5');
  await giveConsent(page);
  await dialog.getByRole('button', { name: T.save }).click();
  await page.getByRole('dialog', { name: T.addedTitle }).getByRole('button', { name: T.addProgram }).click();
  await expect(page.getByTestId('page-title')).toHaveText(name);
  await page.keyboard.press('Escape');
  await expect(page.getByText('Bagepalli', { exact: true })).toBeVisible();
  await expect(page.getByText('Chelur (CT)', { exact: true })).toBeVisible();
});

// its own user: signing in with Kannada chosen keeps Kannada in the user's profile
let kannadaUser: Credentials | undefined;

test('says so in Kannada for Terdal, whose villages Rabakavi Banahatti still holds', async ({ page }) => {
  kannadaUser ??= createUserWithCli('Field Facilitator', 'Terdal Registrar');
  await chooseLanguage(page, 'kn-IN');
  await signInQuickly(page, kannadaUser);
  await page.goto('/beneficiary');
  await page.getByRole('button', { name: KN['beneficiary.add'] }).click();
  const dialog = page.getByRole('dialog', { name: KN['beneficiaryScreen.addTitle'] });
  const pick = async (label: string, option: string) => {
    await field(dialog, label).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await pick(KN['beneficiaryScreen.form.state'], KN['lookup.state.1']);
  await pick(KN['beneficiaryScreen.form.district'], districtNameKn('Bagalkote') as string);
  const terdal = talukNameKn('Bagalkote', 'Terdal') as string;
  await pick(KN['beneficiaryScreen.form.taluk'], terdal);
  const note = kannada('beneficiaryScreen.form.villagesOfParents', {
    taluk: terdal,
    parents: talukNameKn('Bagalkote', 'Rabakavi Banahatti') as string,
    count: 1,
  });
  await expect(dialog.getByText(note, { exact: true })).toBeVisible();
  await field(dialog, KN['beneficiaryScreen.form.village']).click();
  await expect(page.getByRole('option', { name: 'Terdal (Rural)', exact: true })).toBeVisible();
});
