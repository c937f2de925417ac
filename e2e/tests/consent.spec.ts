import path from 'node:path';
import type { Page } from '@playwright/test';
import { encodeBeneficiaryId } from '@portal/contract/base64-id';
import { CONSENT_TEXT as C, CONSENT_RULES as CR } from '@portal/contract/consent-text';
import { addDays, indiaToday } from '@portal/contract/india-days';
import { BENEFICIARY_TEXT as T } from '@portal/contract/messages';
import { UPLOAD_TEXT } from '@portal/contract/org-upload';
import { PRIVACY_TEXT as P } from '@portal/contract/privacy-text';
import { expectAccessible } from '../support/accessibility.ts';
import { choose, createBeneficiary, field, fillValidBeneficiary, uniqueFirstName } from '../support/beneficiaries.ts';
import { expect, isPhone, signInQuickly, test } from '../support/fixtures.ts';
import { kannada } from '../support/language.ts';
import { setConsentRequired } from '../support/office-settings.ts';
import { expectPartialReport, openBeneficiaryUpload } from '../support/upload-dialogs.ts';

// Notice and consent at registration: the office's notice in either language, consent recorded as it
// was given, a parent or guardian for a person under 18; the notice printed for field visits.

// the office's default, which the other journeys' office turned off (office-settings.setup.ts)
test.beforeEach(async ({ request }) => setConsentRequired(request, true));

async function openForm(page: Page) {
  await page.goto('/beneficiary');
  await page.getByRole('button', { name: T.add }).click();
  return page.getByRole('dialog', { name: 'Add Beneficiary' });
}

test('the notice is shown in English or Kannada, and nobody is saved without consent', async ({ page }) => {
  await signInQuickly(page);
  const dialog = await openForm(page);
  const consent = dialog.getByRole('region', { name: C.section });
  const notice = consent.getByTestId('notice-text');
  await expect(notice).toContainText('Grievance officer');
  await consent.getByText('ಕನ್ನಡ', { exact: true }).click();
  await expect(notice).toContainText('ಕುಂದುಕೊರತೆ ಅಧಿಕಾರಿ');
  await expect(notice).toHaveAttribute('lang', 'kn');

  const name = uniqueFirstName('Consent');
  await fillValidBeneficiary(page, name);
  await consent.getByRole('checkbox', { name: C.given }).uncheck();
  await dialog.getByRole('button', { name: T.save }).click();
  await expect(consent.getByText(CR.consentRequired)).toBeVisible();

  // spoken consent needs its witness
  await consent.getByRole('checkbox', { name: C.given }).check();
  await choose(page, C.method, C.methods.verbal_witness);
  await dialog.getByRole('button', { name: T.save }).click();
  await expect(consent.getByText(CR.witness)).toBeVisible();
  await field(consent, C.witnessName).fill('Shanthamma');
  await consent.scrollIntoViewIfNeeded();
  await expectAccessible(page, isPhone(page) ? 'consent-form-phone' : 'consent-form');
  await dialog.getByRole('button', { name: T.save }).click();
  await expect(page.getByRole('dialog', { name: T.addedTitle })).toBeVisible();
});

test('a person under 18: a parent or guardian consents, named with their relationship', async ({ page }) => {
  await signInQuickly(page);
  const dialog = await openForm(page);
  const consent = dialog.getByRole('region', { name: C.section });
  const tenYearsAgo = addDays(`${Number(indiaToday().slice(0, 4)) - 10}${indiaToday().slice(4)}`, 0);
  await fillValidBeneficiary(page, uniqueFirstName('Minor'), {
    lastName: 'Naik',
    dob: tenYearsAgo,
    mobile: '9988776611',
    aadhaar: '1122',
  });
  await expect(consent.getByRole('status')).toHaveText(C.minor);
  await expect(consent.getByRole('checkbox', { name: C.givenByGuardian })).toBeChecked();
  await dialog.getByRole('button', { name: T.save }).click();
  await expect(consent.getByText(CR.guardianName)).toBeVisible();
  await expect(consent.getByText(CR.guardianRelationship)).toBeVisible();
  await field(consent, C.guardianName).fill('Gowramma');
  await choose(page, C.guardianRelationship, C.relationships.mother);
  await dialog.getByRole('button', { name: T.save }).click();
  await expect(page.getByRole('dialog', { name: T.addedTitle })).toBeVisible();
});

test('the notice printed for field visits, in both languages', async ({ page }) => {
  await signInQuickly(page);
  await page.goto('/notice');
  await expect(page.getByRole('heading', { name: C.printTitle, level: 1 })).toBeVisible();
  await expect(page.getByTestId('notice-kn')).toContainText('ಕುಂದುಕೊರತೆ ಅಧಿಕಾರಿ');
  await expect(page.getByTestId('notice-en')).toContainText('Grievance officer');
  await expectAccessible(page, isPhone(page) ? 'notice-print-phone' : 'notice-print');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: C.printButton })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('notice-printed.png'), fullPage: true });
});

test('Data protection: the notice edited makes a new version, which the form shows', { tag: '@desktop' }, async ({ page }) => {
  await signInQuickly(page);
  await page.goto('/config?tab=privacy');
  await expect(page.getByRole('switch', { name: P.consentRequired })).toBeChecked();
  const editor = page.getByRole('region', { name: P.noticeTitle });
  const english = editor.getByLabel(P.noticeEnglish);
  const line = `Office hours: ${Date.now()}`;
  await english.fill(`${await english.inputValue()}\n${line}`);
  await expectAccessible(page, 'privacy-tab');
  await editor.getByRole('button', { name: P.noticeSave }).click();
  const versions = page.getByTestId('notice-versions');
  await expect(versions.getByRole('row').nth(1)).toContainText('Administrator');
  const shown = Number(await versions.getByRole('row').nth(1).getByRole('cell').first().textContent());
  expect(shown).toBeGreaterThan(1);

  const dialog = await openForm(page);
  await expect(dialog.getByTestId('notice-text')).toContainText(line);
  await expect(dialog.getByText(C.noticeVersion.replace('{version}', String(shown)))).toBeVisible();
});

test("a person's record printed for them, in their language, with their consent", async ({ page }) => {
  const { token } = await signInQuickly(page);
  const name = uniqueFirstName('Printed');
  const id = await createBeneficiary(page.request, token, { first_name: name, consent_method: 'thumb_impression' });
  await page.goto(`/beneficiary/${encodeBeneficiaryId(id)}`);
  await page.getByRole('link', { name: C.printRecord }).click();
  await expect(page).toHaveURL(/\/print$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  const consent = page.getByTestId('record-consent');
  await expect(consent).toContainText(C.methods.thumb_impression);
  await expect(page.getByTestId('record-notice')).toContainText('Grievance officer');
  await expectAccessible(page, isPhone(page) ? 'person-record-phone' : 'person-record');
  await page.getByText('ಕನ್ನಡ', { exact: true }).click();
  await expect(consent).toContainText(kannada('consent.methods.thumb_impression'));
  await expect(page.getByTestId('record-notice')).toContainText('ಕುಂದುಕೊರತೆ ಅಧಿಕಾರಿ');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: kannada('consent.printButton') })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('record-printed.png'), fullPage: true });
  // back to English for the next test of this browser
  await page.emulateMedia({ media: 'screen' });
  await page.getByText('English', { exact: true }).click();
});

test('a sheet with consent columns, made by LibreOffice: rows without consent are rejected, saying why', {
  tag: '@desktop',
}, async ({ page }) => {
  const dialog = await openBeneficiaryUpload(page);
  await dialog
    .locator('input[type=file]')
    .setInputFiles(path.resolve(import.meta.dirname, '../fixtures/spreadsheets/beneficiaries-consent.xlsx'));
  await dialog.getByRole('button', { name: UPLOAD_TEXT.save }).click();
  await expectPartialReport(dialog, { created: 4, skipped: 0, rejected: 7 });
  const report = dialog.getByTestId('upload-report');
  await expect(report).toContainText('Consent not recorded');
  await expect(report).toContainText(CR.witness);
  await expectAccessible(page, 'upload-consent-report');
});
