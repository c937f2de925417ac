import type { Page } from '@playwright/test';
import { UPLOAD_TEXT as T } from '@portal/contract/org-upload';
import { uniqueFirstName } from '../support/beneficiaries.ts';
import { expect, screenshotPath, signInQuickly, test } from '../support/fixtures.ts';
import { readSheet, sheetFile, textFile } from '../support/sheets.ts';
import {
  aVillageOfHunsur,
  expectPartialReport,
  openBeneficiaryUpload,
  REQUIRED_BENEFICIARY_HEADINGS,
} from '../support/upload-dialogs.ts';

async function openVillages(page: Page) {
  await signInQuickly(page);
  await page.goto('/org');
  await page.getByRole('button', { name: T.uploadVillages }).click();
  return page.getByRole('dialog', { name: T.villagesTitle });
}

test.describe('Upload Villages', () => {
  test('refuses a file that is not a spreadsheet', { tag: '@desktop' }, async ({ page }) => {
    const dialog = await openVillages(page);
    await expect(dialog.getByText(T.dropText)).toBeVisible();
    await dialog.getByTestId('village-file').setInputFiles(textFile('villages.xlsx', 'Village,Taluk,District\nA,B,C'));
    await expect(page.getByRole('dialog', { name: T.wrongTypeTitle })).toContainText(T.wrongType);
  });

  test('refuses headings in the wrong order and clears the dialog', { tag: '@desktop' }, async ({ page }) => {
    const dialog = await openVillages(page);
    await dialog.getByTestId('village-file').setInputFiles(
      sheetFile('wrong.xlsx', [
        ['Taluk', 'Village', 'District'],
        ['Hunsur', 'X', 'Mysuru'],
      ]),
    );
    await expect(page.getByRole('dialog', { name: T.wrongColumnsTitle })).toContainText(T.wrongColumns);
    await expect(dialog).toBeHidden();
  });

  test('says there is nothing to upload when every row misses a value', { tag: '@desktop' }, async ({ page }) => {
    const dialog = await openVillages(page);
    await dialog.getByTestId('village-file').setInputFiles(
      sheetFile('empty-rows.xlsx', [
        ['Village', 'Taluk', 'District'],
        ['', 'Hunsur', 'Mysuru'],
      ]),
    );
    await expect(dialog.getByText(`${T.selected} empty-rows.xlsx`)).toBeVisible();
    await dialog.getByRole('button', { name: T.upload }).click();
    await expect(page.getByRole('dialog', { name: T.nothingTitle })).toContainText(T.nothing);
  });

  test('uploads, reports the rejected rows, and offers them for download with reasons', async ({ page }) => {
    const village = uniqueFirstName('Halli');
    const dialog = await openVillages(page);
    const file = sheetFile(
      'villages.xls',
      [
        ['Village', 'Taluk', 'District'],
        [village, 'Hunsur', 'Mysuru'],
        ['=cmd|calc', 'Hunsur', 'Atlantis'],
        ['No District', 'Hunsur', ''],
      ],
      'biff8',
    );
    await dialog.getByTestId('village-file').setInputFiles(file);
    await expect(dialog.getByText(`${T.selected} villages.xls`)).toBeVisible();
    await dialog.getByRole('button', { name: T.check }).click();
    await expect(dialog.getByTestId('upload-report')).toContainText('Would be created: 1');
    await dialog.getByRole('button', { name: T.upload }).click();
    const done = page.getByRole('dialog', { name: T.doneTitle });
    await expect(done).toContainText(T.done);
    await expect(done).toBeHidden({ timeout: 4000 });
    const report = dialog.getByTestId('upload-report');
    await expect(report).toContainText('Created: 1');
    await expect(report.getByRole('row')).toHaveCount(3);
    await expect(report).toContainText('Unknown district "Atlantis".');
    await expect(dialog.getByRole('button', { name: T.upload })).toBeDisabled();
    await page.screenshot({ path: screenshotPath('upload-villages-report') });
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: T.downloadRejected }).click();
    const saved = await (await download).path();
    const rows = readSheet(saved);
    expect(rows[0]).toEqual(['Village', 'Taluk', 'District', 'Reason']);
    // a formula-like text comes back as the same text, never with an apostrophe added
    expect(rows[1]).toEqual(['=cmd|calc', 'Hunsur', 'Atlantis', 'Unknown district "Atlantis".']);
    expect(rows[2][3]).toBe('District is empty (merged cell?)');
  });

  test('offers a template with the expected headings', { tag: '@desktop' }, async ({ page }) => {
    const dialog = await openVillages(page);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: T.template }).click();
    expect(readSheet(await (await download).path())[0]).toEqual(['Village', 'Taluk', 'District']);
  });

  test('shows Upload Failed with the server message', { tag: '@desktop' }, async ({ page }) => {
    const dialog = await openVillages(page);
    await dialog.getByTestId('village-file').setInputFiles(
      sheetFile('ok.xlsx', [
        ['Village', 'Taluk', 'District'],
        ['Some Village', 'Hunsur', 'Mysuru'],
      ]),
    );
    await expect(dialog.getByText(`${T.selected} ok.xlsx`)).toBeVisible();
    await page.route('**/api/v1/org/upload-villages', (route) =>
      route.fulfill({ status: 500, json: { Status: false, Message: 'Database unavailable' } }),
    );
    await dialog.getByRole('button', { name: T.upload }).click();
    const failed = page.getByRole('dialog', { name: T.failedTitle });
    await expect(failed).toContainText('Database unavailable');
    // Escape closes only the message: the upload dialog stays with its file
    await page.keyboard.press('Escape');
    await expect(failed).toBeHidden();
    await expect(dialog.getByText(`${T.selected} ok.xlsx`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('Upload Excel (beneficiaries)', () => {
  test('an empty sheet, and Save without rows', async ({ page }) => {
    const dialog = await openBeneficiaryUpload(page);
    await dialog.getByRole('button', { name: T.save }).click();
    const alert = page.getByRole('dialog').filter({ hasText: T.noRows });
    await expect(alert).toBeVisible();
    await alert.getByRole('button').click();
    await dialog.locator('input[type=file]').setInputFiles(sheetFile('headings-only.xlsx', [REQUIRED_BENEFICIARY_HEADINGS]));
    await expect(dialog.getByRole('alert')).toHaveText(T.empty);
  });

  test('checks, saves, reports each rejected row, and skips everyone the second time', async ({ page }) => {
    const dialog = await openBeneficiaryUpload(page);
    const name = uniqueFirstName('Bulk');
    const rows = [
      REQUIRED_BENEFICIARY_HEADINGS,
      [
        'admin@e2e.example.org',
        name,
        '1234',
        'Female',
        '15/08/1990',
        '+91 98450 11122',
        'Mysuru',
        'Hunsur',
        'Hosa Halli Unknown',
        '4',
        'Enterprise',
      ],
      ['', `${name}b`, '123412341234', 'Male', '01-02-90', '9845011133', 'Mysuru', 'Hunsur', 'X', '3', 'Student'],
      ['', `${name}c`, '5678', 'Male', 33000, '9845011144', 'Atlantis', 'Hunsur', 'X', '3', 'Student'],
    ];
    rows[1][8] = await aVillageOfHunsur(page);
    const file = sheetFile('beneficiaries.xlsx', rows);
    await dialog.locator('input[type=file]').setInputFiles(file);
    await expect(dialog.getByText('2 rows read, 1 set aside.')).toBeVisible();
    await dialog.getByRole('button', { name: T.check }).click();
    await expect(dialog.getByTestId('upload-report')).toContainText('Would be created: 1');
    await dialog.getByRole('button', { name: T.save }).click();
    await expectPartialReport(dialog, { created: 1, skipped: 0, rejected: 2 });
    const report = dialog.getByTestId('upload-report');
    await expect(report).toContainText('Created: 1');
    await expect(report).toContainText('Aadhaar must be last 4 digits');
    await expect(report).toContainText('Unknown district "Atlantis"');
    await page.screenshot({ path: screenshotPath('upload-beneficiaries-report') });
    await dialog.getByRole('button', { name: T.save }).click();
    await expectPartialReport(dialog, { created: 0, skipped: 1, rejected: 2 });
    await expect(report).toContainText('Created: 0');
    await expect(report).toContainText('Already there (skipped): 1');
  });

  test('a failed request shows the server message and the retry alert', { tag: '@desktop' }, async ({ page }) => {
    const dialog = await openBeneficiaryUpload(page);
    await dialog
      .locator('input[type=file]')
      .setInputFiles(
        sheetFile('one.xlsx', [
          REQUIRED_BENEFICIARY_HEADINGS,
          ['', 'Someone', '1111', 'Male', '01/01/90', '9845000000', 'Mysuru', 'Hunsur', 'X', '3', 'Student'],
        ]),
      );
    await expect(dialog.getByText('1 rows read.')).toBeVisible();
    await page.route('**/register-multiple-beneficiaries', (route) =>
      route.fulfill({ status: 503, json: { Status: false, Message: 'Try again later' } }),
    );
    await dialog.getByRole('button', { name: T.save }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Try again later');
    const alert = page.getByRole('dialog').filter({ hasText: T.registerThrew });
    await expect(alert).toBeVisible();
    // Escape closes only the alert: the upload dialog stays with the rows read and the message
    await page.keyboard.press('Escape');
    await expect(alert).toBeHidden();
    await expect(dialog.getByText('1 rows read.')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText('Try again later');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Status false shows the server message', { tag: '@desktop' }, async ({ page }) => {
    const dialog = await openBeneficiaryUpload(page);
    await dialog
      .locator('input[type=file]')
      .setInputFiles(
        sheetFile('two.xlsx', [
          REQUIRED_BENEFICIARY_HEADINGS,
          ['', 'Someone', '1111', 'Male', '01/01/90', '9845000000', 'Mysuru', 'Hunsur', 'X', '3', 'Student'],
        ]),
      );
    await expect(dialog.getByText('1 rows read.')).toBeVisible();
    await page.route('**/register-multiple-beneficiaries', (route) =>
      route.fulfill({
        json: {
          Status: false,
          Message: 'Nothing could be stored',
          dryRun: false,
          report: { created: 0, skipped: 0, rejected: [] },
        },
      }),
    );
    await dialog.getByRole('button', { name: T.save }).click();
    await expect(page.getByRole('dialog').getByText('Nothing could be stored')).toBeVisible();
  });
});
