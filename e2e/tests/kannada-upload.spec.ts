import { readFileSync } from 'node:fs';
import XLSX from '@e965/xlsx';
import { ORG_KN as KN } from '@portal/contract/i18n/kn/org';
import { LOCALE_STORAGE_KEY } from '@portal/contract/i18n/locales';
import { TEMPLATE_NAMES } from '@portal/contract/upload-template';
import { expectAccessibleAtBothSizes } from '../support/accessibility.ts';
import { type Credentials, createUserWithCli, expect, signInQuickly, test } from '../support/fixtures.ts';
import { officeSheet } from '../support/office-sheets.ts';
import { readSheet } from '../support/sheets.ts';

/*
 * The Organization page with Kannada chosen: the page, the upload dialogs, the report of a checked sheet
 * with its reasons, the rejected-rows download and the template, all in Kannada; axe finds nothing
 * serious and nothing scrolls sideways, at the desktop size and at 390 × 844.
 */

// a user of its own: signing in with Kannada chosen saves Kannada to the user's profile
let uploader: Credentials | undefined;

test.beforeEach(async ({ page }) => {
  uploader ??= createUserWithCli('Administrator', 'Kannada Uploader');
  await signInQuickly(page, uploader);
  await page.addInitScript(([key, locale]) => localStorage.setItem(key, locale), [LOCALE_STORAGE_KEY, 'kn-IN'] as const);
});

test('checks a beneficiary sheet in Kannada: the report, its reasons and the rejected rows download', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/org');
  await expect(page.getByText(KN['upload.intro'])).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'org-page');

  await page.getByRole('button', { name: KN['upload.uploadBeneficiary'] }).click();
  const dialog = page.getByRole('dialog', { name: KN['upload.beneficiaryTitle'] });
  await expect(dialog.getByRole('button', { name: KN['upload.check'] })).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'beneficiary-dialog');

  await dialog.locator('input[type=file]').setInputFiles(officeSheet('beneficiaries-lookup-variants.xlsx'));
  await expect(dialog.getByTestId('column-mapping')).toContainText(KN['upload.mapping.title']);
  await expect(dialog.getByTestId('headings-at')).toContainText('ಶೀರ್ಷಿಕೆಗಳನ್ನು');
  await dialog.getByRole('button', { name: KN['upload.check'] }).click();

  const report = dialog.getByTestId('upload-report');
  await expect(report).toContainText(KN['upload.report.checkTitle']);
  const rejected = report.getByRole('table', { name: KN['upload.report.rejectedRows'] });
  await expect(rejected.getByRole('columnheader', { name: KN['upload.report.reason'] })).toBeVisible();
  const row10 = rejected.getByRole('row').filter({ has: page.getByRole('cell', { name: '10', exact: true }) });
  await expect(row10).toContainText('ಲಿಂಗ "X": Male ಅಥವಾ Female ಬಳಸಿ');
  const row11 = rejected.getByRole('row').filter({ has: page.getByRole('cell', { name: '11', exact: true }) });
  await expect(row11).toContainText('ಕುಟುಂಬ ಸದಸ್ಯರು "Five": ಸಂಖ್ಯೆಯಾಗಿರಬೇಕು');
  await expect(report).not.toContainText('use Male or Female');
  await expect(report).not.toContainText('Rejected');
  await rejected.scrollIntoViewIfNeeded();
  await expectAccessibleAtBothSizes(page, 'beneficiary-report');

  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: KN['upload.downloadRejected'] }).click();
  const sheet = readSheet(await (await download).path());
  const reasonColumn = sheet[0].indexOf(KN['upload.report.reason']);
  expect(reasonColumn).toBeGreaterThan(0);
  expect(sheet.slice(1).map((line) => line[reasonColumn])).toContain('ಲಿಂಗ "X": Male ಅಥವಾ Female ಬಳಸಿ');
});

test('the village dialog and its refusal in Kannada, and the template with Kannada instructions', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/org');
  await page.getByRole('button', { name: KN['upload.uploadVillages'] }).click();
  const dialog = page.getByRole('dialog', { name: KN['upload.villagesTitle'] });
  await expect(dialog.getByText(KN['upload.dropText'])).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'village-dialog');

  await dialog.getByTestId('village-file').setInputFiles(officeSheet('villages-wrong-headings.xlsx'));
  const refusal = page.getByRole('dialog', { name: KN['upload.wrongColumnsTitle'] });
  await expect(refusal).toContainText(KN['upload.wrongColumns']);
  await expectAccessibleAtBothSizes(page, 'village-refusal');
  await page.keyboard.press('Escape');
  await expect(refusal).toBeHidden();

  await page.getByRole('button', { name: KN['upload.uploadVillages'] }).click();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: KN['upload.template'] }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(TEMPLATE_NAMES.villageFile);
  const path = await file.path();
  expect(readSheet(path)[0]).toEqual(['Village', 'Taluk', 'District']);
  const book = XLSX.read(readFileSync(path));
  const instructions = XLSX.utils
    .sheet_to_json<unknown[]>(book.Sheets[TEMPLATE_NAMES.instructionsSheet], { header: 1, defval: '' })
    .flat();
  expect(instructions).toContain(KN['templateVillageHelp.Village']);
  expect(instructions.some((text) => String(text).startsWith('ಮೊದಲ ಹಾಳೆ "Villages"'))).toBe(true);
});
