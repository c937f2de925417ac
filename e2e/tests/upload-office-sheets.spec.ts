import type { Locator, Page } from '@playwright/test';
import { formatMessage as en } from '@portal/contract/i18n/format';
import type { UploadResponse } from '@portal/contract/org-upload';
import { expect, screenshotPath, test } from '../support/fixtures.ts';
import { chooseSheet, closeAlert, officeSheet, rejectedRows, reportCounts, storedPeople, T } from '../support/office-sheets.ts';
import { sheetFile } from '../support/sheets.ts';
import { openBeneficiaryUpload, REQUIRED_BENEFICIARY_HEADINGS } from '../support/upload-dialogs.ts';

/**
 * Workbooks made by LibreOffice Calc the way district offices make them, through the real dialogs:
 * the columns as read, the counts, each reason with its row number, the values stored.
 */

/** Saves, and answers the server's report (a save with nothing rejected closes the dialog at once). */
async function save(page: Page, dialog: Locator) {
  const answer = page.waitForResponse((r) => r.url().includes('register-multiple-beneficiaries'));
  await dialog.getByRole('button', { name: T.save }).click();
  const { report } = (await (await answer).json()) as UploadResponse;
  return {
    created: report.created,
    skipped: report.skipped,
    rejected: report.rejected.length,
    rows: report.rejected.map((r) => [r.row, r.reason] as [number, string]),
  };
}

async function check(dialog: Locator) {
  await dialog.getByRole('button', { name: T.check }).click();
  return reportCounts(dialog);
}

/**
 * Saves the .xlsx of a case and answers the rejected rows. The .xls of each case reads exactly as its
 * .xlsx (`sheet-layout.test.ts`), so one of the two goes through the dialog and the server.
 */
async function saveCase(page: Page, dialog: Locator, name: string, created: number) {
  await chooseSheet(dialog, `${name}.xlsx`);
  const saved = await save(page, dialog);
  expect(saved.created + saved.skipped).toBe(created);
  // the success text stands alone only when nothing was rejected
  if (created > 0 && saved.rows.length === 0) await closeAlert(page, T.registered);
  return saved.rows;
}

test.describe('beneficiary sheets from office workbooks', () => {
  test('headings below two title rows: rows numbered as the sheet shows them', async ({ page }) => {
    const dialog = await openBeneficiaryUpload(page);
    await chooseSheet(dialog, 'beneficiaries-title-rows.xlsx');
    await expect(dialog.getByTestId('headings-at')).toHaveText(
      en('upload.mapping.headingsAt', { row: 4, sheet: 'Beneficiaries' }),
    );
    await expect(dialog.getByTestId('missing-columns')).toHaveCount(0);
    const rejected = await saveCase(page, dialog, 'beneficiaries-title-rows', 5);
    expect(rejected).toEqual([[10, 'Gender "X": use Male or Female']]);
  });

  test('empty rows between the data do not shift the row numbers', async ({ page }) => {
    const dialog = await openBeneficiaryUpload(page);
    const rejected = await saveCase(page, dialog, 'beneficiaries-empty-rows', 9);
    expect(rejected.map(([row]) => row)).toEqual([13, 16]);
    expect(rejected[0][1]).toBe('Gender "X": use Male or Female');
    expect(rejected[1][1]).toContain('Nowhere Halli');
  });

  test('the data on the second sheet, behind an instructions sheet', async ({ page }) => {
    const dialog = await openBeneficiaryUpload(page);
    await chooseSheet(dialog, 'beneficiaries-second-sheet.xlsx');
    await expect(dialog.getByTestId('headings-at')).toHaveText(
      en('upload.mapping.headingsAt', { row: 1, sheet: 'Beneficiaries' }),
    );
    expect(await saveCase(page, dialog, 'beneficiaries-second-sheet', 4)).toEqual([]);
  });

  test('hidden rows are counted and can be left out', async ({ page }) => {
    const dialog = await openBeneficiaryUpload(page);
    await chooseSheet(dialog, 'beneficiaries-hidden-rows.xlsx');
    await expect(dialog.getByText(en('upload.hidden', { count: 3 }))).toBeVisible();
    await dialog.getByLabel(en('upload.skipHidden', { count: 3 })).check();
    await expect(dialog.getByTestId('rows-read')).toHaveText('6 rows read.');
    const checkedFirst = await check(dialog);
    expect(checkedFirst.created + checkedFirst.skipped).toBe(6);
    await expect(dialog.getByTestId('upload-report')).toContainText(en('upload.reportHidden', { count: 3, skipped: 'yes' }));
    const saved = await save(page, dialog);
    expect([saved.created + saved.skipped, saved.rejected]).toEqual([6, 0]);
    await closeAlert(page, T.registered);
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: T.uploadBeneficiary }).click();
    await chooseSheet(dialog, 'beneficiaries-hidden-rows.xls');
    await expect(dialog.getByTestId('rows-read')).toHaveText('9 rows read.');
    const checked = await check(dialog);
    expect([checked.created, checked.skipped]).toEqual([2, 6]);
    expect(await rejectedRows(dialog)).toEqual([[8, 'Gender "X": use Male or Female']]);
    await expect(dialog.getByTestId('upload-report')).toContainText(en('upload.reportHidden', { count: 3, skipped: 'no' }));
  });

  test('Aadhaar numbers formatted 0000 are stored as the digits shown', async ({ page }) => {
    const dialog = await openBeneficiaryUpload(page);
    expect(await saveCase(page, dialog, 'beneficiaries-number-formats', 9)).toEqual([]);
    const stored = async (first: string, last: string) =>
      (await storedPeople(page, first)).filter((p) => p.last_name === last).map((p) => [p.aadhaar_no, p.mobile_no]);
    expect(await stored('Vanaja', 'Murthy')).toEqual([['0123', '9000215894']]);
    expect(await stored('Mallikarjun', 'Naik')).toEqual([['0007', '9000223813']]);
    expect(await stored('Hemavathi', 'Patil')).toEqual([['2345', '9845011133']]);
  });

  test('a sheet saved in English (India): [$-4009]0000 Aadhaar numbers are stored as the digits shown', async ({ page }) => {
    const dialog = await openBeneficiaryUpload(page);
    expect(await saveCase(page, dialog, 'beneficiaries-en-in-locale', 4)).toEqual([]);
    // the search finds the Latin-script Lakshmis too (either script finds both, decision 014)
    const stored = (await storedPeople(page, 'ಲಕ್ಷ್ಮಿ')).filter((p) => p.last_name === 'ಗೌಡ');
    expect(stored.map((p) => [p.last_name, p.aadhaar_no, p.mobile_no])).toEqual([['ಗೌಡ', '0123', '9845011141']]);
  });

  test('dates as date cells and as typed text; impossible dates say so', async ({ page }) => {
    const dialog = await openBeneficiaryUpload(page);
    const rejected = await saveCase(page, dialog, 'beneficiaries-dates', 9);
    expect(rejected).toEqual([
      [11, 'Date of birth "15/13/1985" is not a date (day/month/year)'],
      [12, 'Date of birth "31/02/1990" is not a date (day/month/year)'],
    ]);
  });

  test('office headings are read by their known spellings and shown before any row is checked', async ({ page }) => {
    const dialog = await openBeneficiaryUpload(page);
    await chooseSheet(dialog, 'beneficiaries-misspelt-headings.xlsx');
    const mapping = dialog.getByTestId('column-mapping');
    await expect(mapping.locator('tr', { hasText: 'Aadhar Number (Last 4 digits)' })).toContainText(T.mapping.alias);
    await expect(dialog.getByLabel(en('upload.mapping.fieldFor', { heading: 'Aadhar Number (Last 4 digits)' }))).toHaveValue(
      'aadhaar_no',
    );
    await expect(dialog.getByLabel(en('upload.mapping.fieldFor', { heading: 'DOB' }))).toHaveValue('dob');
    await expect(dialog.getByTestId('missing-columns')).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('upload-column-mapping') });
    expect(await saveCase(page, dialog, 'beneficiaries-misspelt-headings', 3)).toEqual([]);
  });

  test('full names are split when the sheet has no last-name column', async ({ page }) => {
    const dialog = await openBeneficiaryUpload(page);
    await chooseSheet(dialog, 'beneficiaries-full-names.xlsx');
    await expect(
      dialog.getByText(en('upload.mapping.splitName', { heading: 'Name of Beneficiary according to Aadhaar' })),
    ).toBeVisible();
    expect(await saveCase(page, dialog, 'beneficiaries-full-names', 5)).toEqual([]);
    for (const [first, last] of [
      ['Manjunatha', 'Gowda K'],
      ['Savitha', 'Naik'],
      ['Ravi', 'Kumar'],
    ])
      expect(
        (await storedPeople(page, first)).map((p) => p.last_name),
        first,
      ).toContain(last);
  });

  test('a merged District cell says so', async ({ page }) => {
    const dialog = await openBeneficiaryUpload(page);
    const rejected = await saveCase(page, dialog, 'beneficiaries-merged-district', 2);
    expect(rejected).toEqual([3, 4, 5, 6].map((row) => [row, 'District is empty (merged cell?)']));
  });
});

test.describe('the column mapping holds the upload back', () => {
  test('a required field with no column: named, and nothing can be sent', async ({ page }) => {
    const dialog = await openBeneficiaryUpload(page);
    const headings = REQUIRED_BENEFICIARY_HEADINGS.map((h) => (h === 'Gender' ? 'Sex of person' : h));
    await dialog
      .locator('input[type=file]')
      .setInputFiles(
        sheetFile('no-gender.xlsx', [
          headings,
          ['', 'Ravi', '1234', 'Male', '15/08/1990', '9845011122', 'Mysuru', 'Hunsur', 'Abburu', '4', 'Enterprise'],
        ]),
      );
    await expect(dialog.getByTestId('missing-columns')).toContainText('"Gender"');
    await expect(dialog.getByRole('button', { name: T.save })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: T.check })).toBeDisabled();
    // the office says which column holds it
    await dialog.getByLabel(en('upload.mapping.fieldFor', { heading: 'Sex of person' })).selectOption('gender_id');
    await expect(dialog.getByTestId('missing-columns')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: T.check })).toBeEnabled();
  });

  test('a near match waits for the office to confirm it', async ({ page }) => {
    const dialog = await openBeneficiaryUpload(page);
    const headings = REQUIRED_BENEFICIARY_HEADINGS.map((h) => (h.startsWith('Aadhaar') ? 'Aadhaar nmber last 4 digts' : h));
    await dialog
      .locator('input[type=file]')
      .setInputFiles(
        sheetFile('near.xlsx', [
          headings,
          ['', 'Ravi', '1234', 'Male', '15/08/1990', '9845011122', 'Mysuru', 'Hunsur', 'Abburu', '4', 'Enterprise'],
        ]),
      );
    await expect(dialog.getByTestId('column-mapping').locator('tr', { hasText: 'Aadhaar nmber' })).toContainText(T.mapping.near);
    await expect(dialog.getByRole('button', { name: T.check })).toBeDisabled();
    await dialog.getByLabel(T.mapping.confirm).check();
    await expect(dialog.getByRole('button', { name: T.check })).toBeEnabled();
  });

  test('a sheet whose every row is rejected shows the report alone, without a success text', async ({ page }) => {
    const dialog = await openBeneficiaryUpload(page);
    await dialog
      .locator('input[type=file]')
      .setInputFiles(
        sheetFile('all-wrong.xlsx', [
          REQUIRED_BENEFICIARY_HEADINGS,
          ['', 'Ravi', '1234', 'X', '15/08/1990', '9845011122', 'Mysuru', 'Hunsur', 'Abburu', '4', 'Enterprise'],
        ]),
      );
    const saved = await save(page, dialog);
    expect([saved.created, saved.skipped, saved.rejected]).toEqual([0, 0, 1]);
    await expect(dialog.getByTestId('upload-report')).toBeVisible();
    await expect(page.getByText(T.registered)).toHaveCount(0);
    await expect(page.getByText(T.registerFailed)).toHaveCount(0);
  });
});

test.describe('village sheets from office workbooks', () => {
  async function openVillages(page: Page) {
    const dialog = await openBeneficiaryUpload(page);
    await dialog.getByRole('button', { name: T.cancel }).click();
    await page.getByRole('button', { name: T.uploadVillages }).click();
    return page.getByRole('dialog', { name: T.villagesTitle });
  }

  test('headings on row 2, and on a second sheet', async ({ page }) => {
    const dialog = await openVillages(page);
    await chooseSheet(dialog, 'villages-headings-row-2.xlsx', '[data-testid=village-file]');
    await expect(dialog.getByTestId('headings-at')).toHaveText(en('upload.mapping.headingsAt', { row: 2, sheet: 'Villages' }));
    await dialog.getByRole('button', { name: T.check }).click();
    expect(await reportCounts(dialog)).toEqual({ created: 0, skipped: 8, rejected: 1 });
    expect((await rejectedRows(dialog)).map(([row]) => row)).toEqual([11]);
    await chooseSheet(dialog, 'villages-second-sheet.xls', '[data-testid=village-file]');
    await expect(dialog.getByTestId('headings-at')).toHaveText(en('upload.mapping.headingsAt', { row: 1, sheet: 'Villages' }));
    await dialog.getByRole('button', { name: T.check }).click();
    expect(await reportCounts(dialog)).toEqual({ created: 0, skipped: 5, rejected: 0 });
  });

  test('a sheet that truly lacks the headings keeps the spec message', async ({ page }) => {
    const dialog = await openVillages(page);
    await dialog.getByTestId('village-file').setInputFiles(officeSheet('villages-wrong-headings.xlsx'));
    await expect(page.getByRole('dialog', { name: T.wrongColumnsTitle })).toContainText(T.wrongColumns);
    await expect(dialog).toBeHidden();
  });

  test('former district and taluk names are the same places', async ({ page }) => {
    const dialog = await openVillages(page);
    for (const name of ['villages-old-place-names.xlsx', 'villages-old-place-names.xls']) {
      await chooseSheet(dialog, name, '[data-testid=village-file]');
      await dialog.getByRole('button', { name: T.check }).click();
      expect(await reportCounts(dialog), name).toEqual({ created: 0, skipped: 12, rejected: 0 });
    }
  });

  test('a sheet whose every village is rejected shows the report alone, without Upload Complete', async ({ page }) => {
    const dialog = await openVillages(page);
    await dialog.getByTestId('village-file').setInputFiles(
      sheetFile('atlantis.xlsx', [
        ['Village', 'Taluk', 'District'],
        ['Abburu', 'Hunsur', 'Atlantis'],
      ]),
    );
    await expect(dialog.getByText(/rows to upload/)).toBeVisible();
    await dialog.getByRole('button', { name: T.upload }).click();
    expect(await reportCounts(dialog)).toEqual({ created: 0, skipped: 0, rejected: 1 });
    await expect(page.getByRole('dialog', { name: T.doneTitle })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: T.failedTitle })).toHaveCount(0);
  });

  test('a merged District cell says so', async ({ page }) => {
    const dialog = await openVillages(page);
    await chooseSheet(dialog, 'villages-merged-district.xlsx', '[data-testid=village-file]');
    await dialog.getByRole('button', { name: T.check }).click();
    expect(await rejectedRows(dialog)).toEqual([3, 4, 5].map((row) => [row, 'District is empty (merged cell?)']));
  });
});

test.describe('places and look-up values as offices write them', () => {
  test('former district and taluk names, a village without its suffix, and the closest names of an unknown one', async ({
    page,
  }) => {
    const dialog = await openBeneficiaryUpload(page);
    const rejected = await saveCase(page, dialog, 'beneficiaries-old-place-names', 13);
    expect(rejected).toEqual([[15, 'Unknown village "Abbur" in Hunsur (closest: Abburu)']]);
  });

  test('look-up values in any case and dash kind; the rest says what is allowed', async ({ page }) => {
    const dialog = await openBeneficiaryUpload(page);
    const rejected = await saveCase(page, dialog, 'beneficiaries-lookup-variants', 8);
    expect(rejected.map(([row]) => row)).toEqual([10, 11, 12, 13]);
    expect(rejected[0][1]).toBe('Gender "X": use Male or Female');
    expect(rejected[1][1]).toBe('Family members "Five": must be a number');
    expect(rejected[2][1]).toMatch(/^Unknown occupation "Farmer": use one of Unemployed, Primary Agriculture, /);
    expect(rejected[3][1]).toBe('SIP / LUMPSUM "Monthly": use SIP or LUMPSUM');
  });

  test('a full Aadhaar number never leaves the browser', async ({ page }) => {
    const dialog = await openBeneficiaryUpload(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('register-multiple-beneficiaries'))
        sent.push(request.postDataBuffer()?.toString('base64') ?? '');
    });
    await chooseSheet(dialog, 'beneficiaries-aadhaar-12-digits.xlsx');
    await expect(dialog.getByTestId('rows-read')).toHaveText('1 rows read, 3 set aside.');
    const checked = await check(dialog);
    expect(checked.rejected).toBe(3);
    expect((await rejectedRows(dialog)).map(([row]) => row)).toEqual([2, 3, 4]);
    expect(sent).toHaveLength(1);
  });
});
