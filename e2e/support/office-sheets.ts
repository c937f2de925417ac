import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { BeneficiaryListItem } from '@portal/contract/beneficiary';
import { UPLOAD_TEXT as T } from '@portal/contract/org-upload';

/** A workbook made by LibreOffice Calc the way offices make them (e2e/fixtures/spreadsheets/README.md). */
export const officeSheet = (name: string) => path.resolve(import.meta.dirname, '../fixtures/spreadsheets', name);

/** Chooses the file in an open upload dialog and waits until its rows are read. */
export async function chooseSheet(dialog: Locator, name: string, input = 'input[type=file]') {
  await dialog.locator(input).setInputFiles(officeSheet(name));
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  await expect(dialog.getByText(/rows read|rows to upload/)).toBeVisible();
}

/** The upload report's rejected rows as [row, reason] pairs, as the table shows them. */
export async function rejectedRows(dialog: Locator): Promise<[number, string][]> {
  await expect(dialog.getByTestId('upload-report')).toBeVisible();
  const table = dialog.getByRole('table', { name: 'Rejected rows' });
  if ((await table.count()) === 0) return [];
  const rows = await table.locator('tbody tr').all();
  return Promise.all(
    rows.map(async (row) => {
      const [number, reason] = await row.locator('td').allInnerTexts();
      return [Number(number), reason] as [number, string];
    }),
  );
}

/** Waits for the report and answers its counts. */
export async function reportCounts(dialog: Locator) {
  const report = dialog.getByTestId('upload-report');
  await expect(report).toBeVisible();
  const text = await report.innerText();
  const count = (label: RegExp) => Number(label.exec(text)?.[1] ?? Number.NaN);
  return {
    created: count(/(?:Would be created|Created): (\d+)/),
    skipped: count(/Already there \(skipped\): (\d+)/),
    rejected: count(/Rejected: (\d+)/),
  };
}

/** The people stored under a first name, as the list shows them to the signed-in user. */
export async function storedPeople(page: Page, firstName: string): Promise<BeneficiaryListItem[]> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token);
  const response = await page.request.get(
    `/api/v1/beneficiary/get-beneficiaries-list?search=${encodeURIComponent(firstName)}&isChecked=true&limit=100`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  return (await response.json()).Data as BeneficiaryListItem[];
}

/** Closes the spec §8 success alert shown over the dialog, if it is there. */
export async function closeAlert(page: Page, text: string) {
  const alert = page.getByRole('dialog').filter({ hasText: text });
  await expect(alert).toBeVisible();
  await alert.getByRole('button').first().click();
}

export { T };
