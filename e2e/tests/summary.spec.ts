import { readFileSync } from 'node:fs';
import { DASHBOARD_TEXT } from '@portal/contract/dashboard-text';
import { EN_IN } from '@portal/contract/i18n/en-IN';
import { LAYOUT_TEXT } from '@portal/contract/layout-text';
import { SUMMARY_SHEETS, type SummarySheet } from '@portal/contract/summary';
import { SUMMARY_TEXT } from '@portal/contract/summary-text';
import ExcelJS from 'exceljs';
import { expectAccessible, expectAccessibleAtBothSizes } from '../support/accessibility.ts';
import { createBeneficiary } from '../support/beneficiaries.ts';
import { createUserWithCli, expect, isPhone, mainMenu, signInQuickly } from '../support/fixtures.ts';
import { chooseLanguage, kannada } from '../support/language.ts';
import { managerTest, userIdOf } from '../support/managers.ts';
import { goOffline, goOnline } from '../support/network.ts';

// The summary reports in the browser: a Programme Manager finds them in the menu, narrows them to
// their own registrations, downloads the workbook and finds the figures the screen shows.

const test = managerTest('Summary Manager');

test('Summary reports: from the menu, the workbook of the filters downloaded and holding what the screen shows', async ({
  page,
  manager,
}) => {
  const { token } = await signInQuickly(page, manager);
  await createBeneficiary(page.request, token);
  await createBeneficiary(page.request, token);
  await page.goto('/beneficiary');
  await mainMenu(page);
  await page.getByRole('link', { name: LAYOUT_TEXT.menuNames.summary }).click();
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByRole('heading', { name: SUMMARY_TEXT.title, level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: DASHBOARD_TEXT.byPlace })).toBeVisible();
  await expectAccessible(page, isPhone(page) ? 'summary-phone' : 'summary');

  // narrowed to the manager's own registrations: the screen's district figure is the workbook's
  const userId = await userIdOf(page, token);
  await page.goto(`/summary?created_by=${userId}`);
  const places = page.getByRole('table').filter({ hasText: DASHBOARD_TEXT.levels.district });
  const firstRow = places.getByRole('row').nth(1);
  const district = (await firstRow.getByRole('link').first().textContent()) ?? '';
  const people = Number(((await firstRow.getByRole('cell').nth(1).textContent()) ?? '').replace(/[^0-9]/g, ''));
  expect(people).toBeGreaterThanOrEqual(2);

  await page.getByRole('button', { name: SUMMARY_TEXT.download }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: SUMMARY_TEXT.asXlsx }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^summary_registered-by-user-${userId}_\\d{4}-\\d\\d-\\d\\d_\\d{4}\\.xlsx$`),
  );
  await expect(page.getByTestId('summary-status')).toHaveText(SUMMARY_TEXT.saved.replace('{name}', file.suggestedFilename()));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await file.path()) as unknown as ArrayBuffer);
  const sheetName = (part: SummarySheet) => EN_IN[`summaryFile.sheet.${part}`];
  expect(workbook.worksheets.map((s) => s.name)).toEqual((Object.keys(SUMMARY_SHEETS) as SummarySheet[]).map(sheetName));
  const rows: unknown[][] = [];
  workbook.getWorksheet(sheetName('districts'))?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  expect(rows).toContainEqual(expect.arrayContaining([district, people]));

  // the print view is the dashboard under the same filters
  await page.getByRole('link', { name: SUMMARY_TEXT.printView }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?created_by=${userId}$`));
  await expect(page.getByTestId('dashboard-headline')).toBeVisible();
});

test('Summary reports in Kannada, at both sizes, and the file named in Kannada', { tag: '@desktop' }, async ({ page }) => {
  await chooseLanguage(page, 'kn-IN');
  await signInQuickly(page, createUserWithCli('Programme Manager', 'Summary Reader'));
  await page.goto('/summary');
  await expect(page.getByRole('heading', { name: kannada('summary.title'), level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: kannada('dashboard.byPlace') })).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'summary');
  await page.getByRole('button', { name: kannada('summary.download') }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: kannada('summary.asCsv') }).click();
  expect((await download).suggestedFilename()).toMatch(/^ಸಾರಾಂಶ_\d{4}-\d\d-\d\d_\d{4}\.zip$/);
});

test('a Field Facilitator has no Summary reports: not in the menu, and the address shows nothing of it', {
  tag: '@desktop',
}, async ({ page, fieldFacilitator }) => {
  await signInQuickly(page, fieldFacilitator);
  await page.goto('/summary');
  await expect(page.getByRole('heading', { name: SUMMARY_TEXT.title })).toHaveCount(0);
  await mainMenu(page);
  await expect(page.getByRole('link', { name: LAYOUT_TEXT.menuNames.summary })).toHaveCount(0);
});

test('a download that fails or is made offline says so, and the next one is saved', { tag: '@desktop' }, async ({
  page,
  manager,
}) => {
  await signInQuickly(page, manager);
  await page.route('**/api/v1/summary/download**', (route) => route.abort('failed'));
  await page.goto('/summary');
  await page.getByRole('button', { name: SUMMARY_TEXT.download }).click();
  await page.getByRole('menuitem', { name: SUMMARY_TEXT.asXlsx }).click();
  await expect(page.getByTestId('summary-status')).toHaveText(SUMMARY_TEXT.failed);
  await page.unroute('**/api/v1/summary/download**');
  // offline, the same: the tables already shown stay
  await goOffline(page.context());
  await page.getByRole('button', { name: SUMMARY_TEXT.download }).click();
  await page.getByRole('menuitem', { name: SUMMARY_TEXT.asCsv }).click();
  await expect(page.getByTestId('summary-status')).toHaveText(SUMMARY_TEXT.failed);
  await expect(page.getByRole('heading', { name: DASHBOARD_TEXT.byPlace })).toBeVisible();
  await goOnline(page.context());
  await page.getByRole('button', { name: SUMMARY_TEXT.download }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: SUMMARY_TEXT.asXlsx }).click();
  await download;
  await expect(page.getByTestId('summary-status')).toContainText('.xlsx');
});
