import { SHELL_TEXT } from '@portal/contract/messages';
import { UPLOAD_TEXT as T } from '@portal/contract/org-upload';
import { axeViolations } from '../support/accessibility.ts';
import { uniqueFirstName } from '../support/beneficiaries.ts';
import { expect, screenshotPath, test } from '../support/fixtures.ts';
import { sheetFile } from '../support/sheets.ts';
import { openBeneficiaryUpload, REQUIRED_BENEFICIARY_HEADINGS } from '../support/upload-dialogs.ts';

// at the desktop project's width and again at the phone project's 390 px
test('the upload dialog with a set-aside row, its report and a failed network', async ({ page }) => {
  const name = test.info().project.name;
  const dialog = await openBeneficiaryUpload(page);
  const row = (aadhaar: string) => [
    '',
    uniqueFirstName('Access'),
    aadhaar,
    'Male',
    '01/02/1990',
    '9845011133',
    'Mysuru',
    'Hunsur',
    'X',
    '3',
    'Student',
  ];
  await dialog
    .locator('input[type=file]')
    .setInputFiles(sheetFile(`access-${name}.xlsx`, [REQUIRED_BENEFICIARY_HEADINGS, row('1234-5678-9012'), row('4321')]));
  await expect(dialog.getByText('1 rows read, 1 set aside.')).toBeVisible();
  expect(await axeViolations(page, { all: true })).toEqual([]);

  // offline, the check fails with the spec's texts instead of hanging, and works again once back online
  await page.context().setOffline(true);
  await dialog.getByRole('button', { name: T.check }).click();
  const failure = page.getByRole('dialog').filter({ hasText: T.registerThrew });
  await expect(failure).toBeVisible();
  await failure.getByRole('button', { name: SHELL_TEXT.close }).click();
  await page.context().setOffline(false);
  await dialog.getByRole('button', { name: T.check }).click();
  await expect(dialog.getByTestId('upload-report')).toContainText('Aadhaar must be last 4 digits');
  expect(await axeViolations(page, { all: true })).toEqual([]);
  // the column mapping fits the dialog's width: nothing in it scrolls sideways
  const mapping = dialog.getByTestId('column-mapping');
  expect(await mapping.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
  await dialog.getByTestId('column-mapping').scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('upload-dialog') });
});
