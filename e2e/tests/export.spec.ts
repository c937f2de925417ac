import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { EXPORT_BENEFICIARY_COLUMNS } from '@portal/contract/export';
import { EXPORT_TEXT as X } from '@portal/contract/export-text';
import { BENEFICIARY_TEXT as T } from '@portal/contract/messages';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { seriousViolations, settled } from '../support/accessibility.ts';
import { createBeneficiary, uniqueFirstName } from '../support/beneficiaries.ts';
import { type Credentials, createUserWithCli, expect, screenshotPath, signInQuickly, test } from '../support/fixtures.ts';
import { chooseLanguage, kannada } from '../support/language.ts';

const heading = (page: Page, count: number) => page.getByRole('heading', { name: `${T.heading}: ${count}` });
const exportButton = (page: Page) => page.getByRole('button', { name: X.export, exact: true });

/** Three people of one new family name, and the list's rows for it as the API answers them (newest first). */
async function family(request: APIRequestContext, token: string) {
  const last = uniqueFirstName('Exp');
  for (const [i, aadhaar] of ['1111', '2222', '3333'].entries())
    await createBeneficiary(request, token, {
      first_name: uniqueFirstName(`Ex${'abc'[i]}`),
      last_name: last,
      aadhaar_no: aadhaar,
    });
  const list = await request.get('/api/v1/beneficiary/get-beneficiaries-list', {
    headers: { Authorization: `Bearer ${token}` },
    params: { search: last.toLowerCase(), isChecked: 'false', limit: 100, offset: 0 },
  });
  const rows = (await list.json()).Data as { beneficiary_id: number; first_name: string; aadhaar_no: string }[];
  expect(rows).toHaveLength(3);
  return { last, rows };
}

/** The CSV records of a file in the downloaded .zip (no field of these rows holds a comma or quote). */
const csvRows = (bytes: Buffer, name: string) =>
  strFromU8(unzipSync(new Uint8Array(bytes))[name])
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

test('the list exported as CSV and .xlsx holds exactly its filtered rows, Aadhaar masked, chosen by keyboard', async ({
  page,
}) => {
  const { token } = await signInQuickly(page);
  const { last, rows } = await family(page.request, token);
  await page.goto('/beneficiary');
  await page.getByRole('textbox', { name: T.search }).fill(last.toLowerCase());
  await expect(heading(page, 3)).toBeVisible();

  // keyboard only: the menu opened from the button, the CSV chosen with the arrows
  await exportButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: X.asCsv })).toBeVisible();
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: X.asCsv }).focus();
  await page.keyboard.press('Enter');
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^beneficiaries-\d{4}-\d{2}-\d{2}\.zip$/);
  const dialog = page.getByRole('dialog', { name: X.title });
  await expect(dialog.getByTestId('export-status')).toContainText(X.saved.replace('{name}', csv.suggestedFilename()));
  await settled(page);
  await page.screenshot({ path: screenshotPath('export-saved') });
  expect(await seriousViolations(page)).toEqual([]);
  const people = csvRows(readFileSync(await csv.path()), 'beneficiaries.csv');
  expect(people[0]).toEqual([...EXPORT_BENEFICIARY_COLUMNS]);
  expect(people.slice(1).map((r) => Number(r[0]))).toEqual(rows.map((r) => r.beneficiary_id));
  expect(people.slice(1).map((r) => r[1])).toEqual(rows.map((r) => r.first_name));
  expect(people.slice(1).map((r) => r[4])).toEqual(rows.map((r) => `${T.aadhaarMask}${r.aadhaar_no}`));
  expect(people.slice(1).every((r) => r[2] === last)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // the .xlsx opens and holds the same rows
  await exportButton(page).click();
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: X.asXlsx }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await xlsx.path()) as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((s) => s.name)).toEqual(['Beneficiaries', 'Enrolments']);
  const ids: unknown[] = [];
  workbook.worksheets[0].eachRow((row, n) => {
    if (n > 1) ids.push((row.values as unknown[])[1]);
  });
  expect(ids).toEqual(rows.map((r) => r.beneficiary_id));
  await dialog.getByRole('button', { name: X.close }).filter({ hasText: X.close }).click();
  await expect(dialog).toBeHidden();
});

test('Cancel stops an export under way and says no file was saved', async ({ page }) => {
  await signInQuickly(page);
  // the answer held back, so the export is still under way when Cancel is pressed
  await page.route('**/api/v1/beneficiary/export-beneficiaries*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue().catch(() => {});
  });
  await page.goto('/beneficiary');
  await exportButton(page).click();
  await page.getByRole('menuitem', { name: X.asCsv }).click();
  const dialog = page.getByRole('dialog', { name: X.title });
  await expect(dialog.getByTestId('export-status')).toContainText(X.starting);
  await dialog.getByRole('button', { name: X.cancel }).click();
  await expect(dialog.getByTestId('export-status')).toHaveText(X.cancelled);
  await page.screenshot({ path: screenshotPath('export-cancelled') });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: X.close }).filter({ hasText: X.close }).click();
  await expect(dialog).toBeHidden();
});

// a user of its own: Kannada saved to its profile must not reach the English specs' administrator
let reader: Credentials | undefined;

test('in Kannada the menu and the dialog speak Kannada', async ({ page }) => {
  reader ??= createUserWithCli('Administrator', 'Kannada Export');
  await chooseLanguage(page, 'kn-IN');
  await signInQuickly(page, reader);
  await page.goto('/beneficiary');
  await page.getByRole('button', { name: kannada('export.export'), exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: kannada('export.asXlsx') }).click();
  const saved = await download;
  const dialog = page.getByRole('dialog', { name: kannada('export.title') });
  await expect(dialog.getByTestId('export-status')).toHaveText(kannada('export.saved', { name: saved.suggestedFilename() }));
  await settled(page);
  await page.screenshot({ path: screenshotPath('export-kannada') });
  expect(await seriousViolations(page)).toEqual([]);
});

test('a Field Facilitator, who may not export, sees no Export button', async ({ page, fieldFacilitator }) => {
  await signInQuickly(page, fieldFacilitator);
  await page.goto('/beneficiary');
  await expect(page.getByRole('button', { name: T.add })).toBeVisible();
  await expect(heading(page, 0).or(page.getByRole('heading', { name: new RegExp(`^${T.heading}: `) }))).toBeVisible();
  await expect(exportButton(page)).toHaveCount(0);
});
