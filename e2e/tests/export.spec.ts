import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { EXPORT_BENEFICIARY_COLUMNS, EXPORT_ENROLMENT_COLUMNS, exportHeadings } from '@portal/contract/export';
import { EXPORT_TEXT as X } from '@portal/contract/export-text';
import { EN_IN, type MessageId } from '@portal/contract/i18n/en-IN';
import { formatMessage } from '@portal/contract/i18n/format';
import { KN_IN } from '@portal/contract/i18n/kn-IN';
import { districtNameKn } from '@portal/contract/i18n/place-names-kn';
import { BENEFICIARY_TEXT as T } from '@portal/contract/messages';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { PHONE } from '../playwright.config.ts';
import { seriousViolations, settled } from '../support/accessibility.ts';
import { createBeneficiary, firstPlace, uniqueFirstName } from '../support/beneficiaries.ts';
import { type Credentials, createUserWithCli, expect, screenshotPath, signInQuickly, test } from '../support/fixtures.ts';
import { chooseLanguage, kannada } from '../support/language.ts';
import { listCodeLoaded } from '../support/network.ts';

const heading = (page: Page, count: number) => page.getByRole('heading', { name: `${T.heading}: ${count}` });
/** Each column's position in the people's sheet, by key. */
const P = Object.fromEntries(EXPORT_BENEFICIARY_COLUMNS.map((c, i) => [c.key, i]));
/** What a file name ends with: India's day and time of the export, and the file's kind. */
const STAMP = /_\d{4}-\d{2}-\d{2}_\d{4}\.(zip|xlsx)$/;
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
  // the file says what was exported (the exporter's own, searched) and when, never the searched name
  expect(csv.suggestedFilename()).toMatch(/^beneficiaries_registered-by-me_searched_\d{4}-\d{2}-\d{2}_\d{4}\.zip$/);
  const dialog = page.getByRole('dialog', { name: X.title });
  await expect(dialog.getByTestId('export-status')).toContainText(X.saved.replace('{name}', csv.suggestedFilename()));
  await settled(page);
  await page.screenshot({ path: screenshotPath('export-saved') });
  expect(await seriousViolations(page)).toEqual([]);
  const people = csvRows(readFileSync(await csv.path()), 'beneficiaries.csv');
  expect(people[0]).toEqual(exportHeadings(EXPORT_BENEFICIARY_COLUMNS, EN_IN));
  expect(people.slice(1).map((r) => Number(r[0]))).toEqual(rows.map((r) => r.beneficiary_id));
  expect(people.slice(1).map((r) => r[1])).toEqual(rows.map((r) => r.first_name));
  expect(people.slice(1).map((r) => r[P.aadhaar])).toEqual(rows.map((r) => `${T.aadhaarMask}${r.aadhaar_no}`));
  expect(people.slice(1).every((r) => r[2] === last)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // the .xlsx opens and holds the same rows
  await exportButton(page).click();
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: X.asXlsx }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(/^beneficiaries_registered-by-me_searched_\d{4}-\d{2}-\d{2}_\d{4}\.xlsx$/);
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

test('while the file comes, the dialog shows the rows written so far, asked for again and again', async ({ page }) => {
  const { token } = await signInQuickly(page);
  // the code the list fetches once drawn must have come, or it would share the slow link below with the
  // export's answer and hold back its headers
  const codeLoaded = listCodeLoaded(page);
  await page.goto('/beneficiary');
  await expect(exportButton(page)).toBeVisible();
  await codeLoaded();
  // the file trickles in over a very slow link, so the export stays under way while its progress is asked for
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: 500,
    uploadThroughput: 50_000,
  });
  let polls = 0;
  let exportId = '';
  await page.route('**/api/v1/beneficiary/export-progress/*', async (route) => {
    polls += 1;
    exportId = route.request().url().split('/').pop() ?? '';
    await route.fulfill({ json: { Status: true, rows: 1234 * polls, enrolmentRows: 56, outcome: null } });
  });
  await exportButton(page).click();
  await page.getByRole('menuitem', { name: X.asXlsx }).click();
  const status = page.getByRole('dialog', { name: X.title }).getByTestId('export-status');
  await expect(status).toContainText(formatMessage('export.enrolmentsSoFar', { count: 56 }));
  await expect(status).toContainText(formatMessage('export.peopleSoFar', { count: 1234 * 2 }));
  await page.screenshot({ path: screenshotPath('export-progress') });
  await page.getByRole('dialog', { name: X.title }).getByRole('button', { name: X.cancel }).click();
  await expect(status).toHaveText(X.cancelled);
  const after = polls;
  // the export has ended on the server, so its place is free for the next test: the file may have left it
  // whole (held back by the slow link, not the server), else the dropped download ends it; asked past the
  // page's routes
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/v1/beneficiary/export-progress/${exportId}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return (await answer.json()).outcome;
    })
    .not.toBeNull();
  // no progress is asked for once the export has ended (one already on its way may still arrive)
  expect(polls).toBeLessThanOrEqual(after + 1);
  // axe reads the page's scripts and styles again: on the normal link, the dialog as Cancel left it
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  expect(await seriousViolations(page)).toEqual([]);
});

// a user of its own: Kannada saved to its profile must not reach the English specs' administrator
let reader: Credentials | undefined;

test('in Kannada the menu and the dialog speak Kannada, and the file: its name, sheets, headings and look-ups', async ({
  page,
}) => {
  // a person registered, found and exported, the page scanned, then the file read
  test.setTimeout(60_000);
  reader ??= createUserWithCli('Administrator', 'Kannada Export');
  await chooseLanguage(page, 'kn-IN');
  const { token } = await signInQuickly(page, reader);
  // two people of the reader's own (the list without All); the search finds one, a woman in the first district
  const last = uniqueFirstName('Kan');
  await createBeneficiary(page.request, token, { last_name: uniqueFirstName('Other'), aadhaar_no: '1357' });
  await createBeneficiary(page.request, token, { last_name: last, gender_id: 2, dob: '1992-08-15' });
  const place = await firstPlace(page.request, token);
  const districts = (
    await (await page.request.get('/api/v1/org/get-district-list/1', { headers: { Authorization: `Bearer ${token}` } })).json()
  ).data as { district_id: number; district_name: string }[];
  const district = districts.find((d) => d.district_id === place.district_id)?.district_name as string;

  await page.goto('/beneficiary');
  await page.getByRole('textbox', { name: kannada('beneficiary.search') }).fill(last.toLowerCase());
  await expect(page.getByRole('heading', { name: kannada('beneficiaryScreen.count', { count: 1 }) })).toBeVisible();
  await page.getByRole('button', { name: kannada('export.export'), exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: kannada('export.asXlsx') }).click();
  const saved = await download;
  const dialog = page.getByRole('dialog', { name: kannada('export.title') });
  await expect(dialog.getByTestId('export-status')).toHaveText(kannada('export.saved', { name: saved.suggestedFilename() }));
  await settled(page);
  await page.screenshot({ path: screenshotPath('export-kannada') });
  expect(await seriousViolations(page)).toEqual([]);

  // the file's name in Kannada: the reader's own, searched (the name searched is not in it), and when
  const words = (id: keyof typeof KN_IN) => KN_IN[id].replace(/\s+/g, '-');
  expect(saved.suggestedFilename()).toMatch(STAMP);
  expect(saved.suggestedFilename().replace(STAMP, '')).toBe(
    [words('exportFile.fileName.beneficiaries'), words('exportFile.fileName.mine'), words('exportFile.fileName.searched')].join(
      '_',
    ),
  );
  // sheets and headings in Kannada, the headings bold and frozen; the look-ups and the district in Kannada
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await saved.path()) as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((s) => s.name)).toEqual([
    KN_IN['exportFile.sheet.beneficiaries'],
    KN_IN['exportFile.sheet.enrolments'],
  ]);
  const [people, enrolments] = workbook.worksheets;
  expect((people.getRow(1).values as unknown[]).slice(1)).toEqual(exportHeadings(EXPORT_BENEFICIARY_COLUMNS, KN_IN));
  expect((enrolments.getRow(1).values as unknown[]).slice(1)).toEqual(exportHeadings(EXPORT_ENROLMENT_COLUMNS, KN_IN));
  expect(people.getRow(1).getCell(1).font?.bold).toBe(true);
  expect(people.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(people.rowCount).toBe(2);
  const row = people.getRow(2);
  const cell = (key: string) => row.getCell(P[key] + 1);
  expect(cell('lastName').value).toBe(last);
  expect(cell('gender').value).toBe(KN_IN['lookup.gender.2']);
  expect(cell('status').value).toBe(KN_IN['lookup.recordStatus.1']);
  expect(cell('occupation').value).toBe(KN_IN['lookup.occupation.5']);
  expect(cell('district').value).toBe(districtNameKn(district));
  // the date of birth a date cell shown day first
  expect((cell('dob').value as Date).toISOString().slice(0, 10)).toBe('1992-08-15');
  expect(cell('dob').numFmt).toBe('dd/mm/yyyy');
  await dialog
    .getByRole('button', { name: kannada('export.close') })
    .filter({ hasText: kannada('export.close') })
    .click();
  await expect(dialog).toBeHidden();
});

test('a Field Facilitator, who may not export, sees no Export button', async ({ page, fieldFacilitator }) => {
  await signInQuickly(page, fieldFacilitator);
  await page.goto('/beneficiary');
  await expect(page.getByRole('button', { name: T.add })).toBeVisible();
  await expect(heading(page, 0).or(page.getByRole('heading', { name: new RegExp(`^${T.heading}: `) }))).toBeVisible();
  await expect(exportButton(page)).toHaveCount(0);
});

// a user of its own, its language Kannada: the English specs' administrator keeps English
let busyReader: Credentials | undefined;

test('an export refused while others run, and one whose link drops, each say so: English at desktop, Kannada on a phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  busyReader ??= createUserWithCli('Administrator', 'Busy Export');
  const phone = await browser.newContext({ ...PHONE });
  try {
    const cases = [
      { page, locale: 'en-IN' as const, text: (id: MessageId) => formatMessage(id, undefined, 'en-IN', EN_IN) },
      { page: await phone.newPage(), locale: 'kn-IN' as const, text: (id: MessageId) => kannada(id) },
    ];
    for (const { page: tab, locale, text } of cases) {
      if (locale === 'kn-IN') await chooseLanguage(tab, locale);
      await signInQuickly(tab, locale === 'kn-IN' ? busyReader : undefined);
      // the server's refusal as it answers when its exports are all running
      await tab.route('**/api/v1/beneficiary/export-beneficiaries*', (route) =>
        route.fulfill({
          status: 429,
          headers: { 'retry-after': '30', 'content-type': 'application/json' },
          body: JSON.stringify({ Status: false, Message: EN_IN['request.exportsBusy'], code: 'exportsBusy' }),
        }),
      );
      await tab.goto('/beneficiary');
      await tab.getByRole('button', { name: text('export.export'), exact: true }).click();
      await tab.getByRole('menuitem', { name: text('export.asXlsx') }).click();
      const dialog = tab.getByRole('dialog', { name: text('export.title') });
      await expect(dialog.getByTestId('export-status')).toContainText(text('request.exportsBusy'));
      await settled(tab);
      await tab.screenshot({ path: screenshotPath(`export-busy-${locale}`) });
      expect(await seriousViolations(tab)).toEqual([]);
      // the dialog fits the screen it is on
      const box = await dialog.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(tab.viewportSize()?.width ?? 0);
      await dialog
        .getByRole('button', { name: text('export.close') })
        .filter({ hasText: text('export.close') })
        .click();
      await expect(dialog).toBeHidden();

      // the link gone: the export cannot start, and the dialog says it failed
      await tab.unroute('**/api/v1/beneficiary/export-beneficiaries*');
      await tab.context().setOffline(true);
      await tab.getByRole('button', { name: text('export.export'), exact: true }).click();
      await tab.getByRole('menuitem', { name: text('export.asCsv') }).click();
      await expect(dialog.getByTestId('export-status')).toContainText(text('export.failed'));
      await tab.screenshot({ path: screenshotPath(`export-offline-${locale}`) });
      await tab.context().setOffline(false);
    }
  } finally {
    await phone.close();
  }
});
