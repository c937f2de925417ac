import type { Locator, Page } from '@playwright/test';
import { formatDate } from '@portal/contract/i18n/dates';
import { BENEFICIARY_KN as KN } from '@portal/contract/i18n/kn/beneficiary';
import { CONSENT_KN } from '@portal/contract/i18n/kn/consent';
import { LOCALE_STORAGE_KEY } from '@portal/contract/i18n/locales';
import { districtNameKn, talukNameKn } from '@portal/contract/i18n/place-names-kn';
import { expectAccessibleAtBothSizes } from '../support/accessibility.ts';
import { createBeneficiary, field, uniqueFirstName } from '../support/beneficiaries.ts';
import { type Credentials, createUserWithCli, expect, signInQuickly, test } from '../support/fixtures.ts';

const MYSURU = districtNameKn('Mysuru') as string;
const HUNSUR = talukNameKn('Mysuru', 'Hunsur') as string;

/** Picks an option of a Mantine select by its (Kannada) label. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await field(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

// A user of its own: signing in with Kannada chosen saves Kannada to the user's profile, which must not
// reach the English specs that share the seeded administrator.
let registrar: Credentials | undefined;

test.beforeEach(async ({ page }) => {
  const firstTime = !registrar;
  registrar ??= createUserWithCli('Administrator', 'Kannada Registrar');
  const { token } = await signInQuickly(page, registrar);
  // the list shows the user's own people (spec §2): one to see the columns by
  if (firstTime) await createBeneficiary(page.request, token, { first_name: uniqueFirstName('Kannada') });
  await page.addInitScript(([key, locale]) => localStorage.setItem(key, locale), [LOCALE_STORAGE_KEY, 'kn-IN'] as const);
});

test('registers a beneficiary in Kannada, enrols them and shows the detail page in Kannada', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/beneficiary');
  await expect(page.getByRole('heading', { name: /^ಫಲಾನುಭವಿಗಳು: \d+$/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: KN['beneficiary.columns.name'] })).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'list');

  await page.getByRole('button', { name: KN['beneficiary.add'] }).click();
  const dialog = page.getByRole('dialog', { name: KN['beneficiaryScreen.addTitle'] });
  await expect(dialog.getByRole('heading', { name: KN['beneficiary.personalSection'] })).toBeVisible();
  await expect(field(dialog, KN['beneficiaryScreen.form.firstName'])).toBeVisible();

  // an empty Save: the schema's messages, in Kannada
  await dialog.getByRole('button', { name: KN['beneficiary.save'], exact: true }).click();
  await expect(dialog.getByText(KN['beneficiaryRule.firstNameRequired'], { exact: true })).toBeVisible();
  await expect(dialog.getByText(KN['beneficiaryRule.mobile'], { exact: true })).toBeVisible();
  await expect(dialog.getByText('First name is required')).toHaveCount(0);
  await expectAccessibleAtBothSizes(page, 'form-errors');

  const firstName = uniqueFirstName('Shwetha');
  await field(dialog, KN['beneficiaryScreen.form.firstName']).fill(firstName);
  await choose(page, dialog, KN['beneficiaryScreen.form.gender'], KN['lookup.gender.2']);
  await field(dialog, KN['beneficiaryScreen.form.dob']).fill('1995-04-12');
  await field(dialog, KN['beneficiaryScreen.form.mobile']).fill('9988776600');
  await choose(page, dialog, KN['beneficiaryScreen.form.state'], KN['lookup.state.1']);

  // district and taluk in Kannada, found by typing either script
  const district = field(dialog, KN['beneficiaryScreen.form.district']);
  await district.click();
  await district.fill('ಮೈಸೂ');
  await page.getByRole('option', { name: MYSURU, exact: true }).click();
  await expect(district).toHaveValue(MYSURU);
  const taluk = field(dialog, KN['beneficiaryScreen.form.taluk']);
  await taluk.click();
  await taluk.fill('hun');
  await expect(page.getByRole('option', { name: HUNSUR, exact: true })).toBeVisible();
  await taluk.fill('ಹುಣ');
  await page.getByRole('option', { name: HUNSUR, exact: true }).click();
  await expect(taluk).toHaveValue(HUNSUR);
  // villages keep their English names and are chosen as before
  const village = field(dialog, KN['beneficiaryScreen.form.village']);
  await village.click();
  const firstVillage = page.getByRole('option').first();
  const villageName = (await firstVillage.textContent()) ?? '';
  expect(villageName).toMatch(/^[A-Za-z]/);
  await firstVillage.click();
  await expect(village).toHaveValue(villageName);

  await choose(page, dialog, KN['beneficiaryScreen.form.occupation'], KN['lookup.occupation.5']);
  await field(dialog, KN['beneficiaryScreen.form.familyMembers']).fill('4');
  // the notice in Kannada, and the consent recorded in Kannada
  await expect(dialog.getByTestId('notice-text')).toContainText('ಕುಂದುಕೊರತೆ ಅಧಿಕಾರಿ');
  await dialog.getByRole('checkbox', { name: CONSENT_KN['consent.given'] }).check();
  await choose(page, dialog, CONSENT_KN['consent.method'], CONSENT_KN['consent.methods.thumb_impression']);
  await expectAccessibleAtBothSizes(page, 'form-filled');

  // the ids go to the server, never the Kannada names
  const sent = page.waitForRequest('**/register-new-beneficiary');
  await dialog.getByRole('button', { name: KN['beneficiary.save'], exact: true }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(String(body.district_id)).toMatch(/^\d+$/);
  expect(String(body.taluka_id)).toMatch(/^\d+$/);
  expect(JSON.stringify(body)).not.toMatch(/[\u0C80-\u0CFF]/);

  const added = page.getByRole('dialog', { name: KN['beneficiary.addedTitle'] });
  await expect(added.getByText(KN['beneficiary.addedText'])).toBeVisible();
  await added.getByRole('button', { name: KN['beneficiary.addProgram'] }).click();

  // the add-program form opens on the detail page, in Kannada
  const programDialog = page.getByRole('dialog', { name: KN['detail.modalTitle'] });
  await choose(page, programDialog, KN['beneficiaryScreen.program.program'], KN['program.1']);
  await choose(page, programDialog, KN['beneficiaryScreen.program.subProgram'], KN['subProgram.5']);
  await field(programDialog, KN['beneficiaryScreen.program.enrollmentDate']).fill('2025-01-15');
  await choose(page, programDialog, KN['beneficiaryScreen.program.enrollmentStatus'], KN['lookup.enrollmentStatus.4']);
  await choose(page, programDialog, KN['beneficiaryScreen.program.dfAssociate'], KN['lookup.yesNo.0']);
  await choose(page, programDialog, KN['beneficiaryScreen.program.outreachChannel'], KN['lookup.outreachChannel.1']);
  await programDialog.getByRole('button', { name: KN['beneficiary.save'], exact: true }).click();
  await expect(programDialog.getByText(KN['detail.added'])).toBeVisible();
  await expect(programDialog).toBeHidden();

  // the detail page: labels, names, the date with a Kannada month, district and taluk in Kannada
  await expect(page.getByRole('heading', { name: KN['detail.details'] })).toBeVisible();
  const card = page.getByTestId('program-card');
  await expect(card.getByText(`${KN['program.1']} · ${KN['subProgram.5']}`)).toBeVisible();
  await expect(card.getByText(KN['lookup.enrollmentStatus.4'])).toBeVisible();
  await expect(card.getByText(KN['lookup.outreachChannel.1'])).toBeVisible();
  await expect(page.getByText(KN['lookup.gender.2'], { exact: true })).toBeVisible();
  await expect(page.getByText(KN['lookup.occupation.5'], { exact: true })).toBeVisible();
  await expect(page.getByText(MYSURU, { exact: true })).toBeVisible();
  await expect(page.getByText(HUNSUR, { exact: true })).toBeVisible();
  const birthday = formatDate(new Date('1995-04-12T00:00:00Z'), 'kn-IN', { timeZone: 'UTC' });
  await expect(page.getByText(birthday, { exact: true })).toBeVisible();
  await expect(page.getByText('Apr', { exact: false })).toHaveCount(0);
  await expectAccessibleAtBothSizes(page, 'detail');
});
