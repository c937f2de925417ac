import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { NETWORK_TEXT } from '@portal/contract/network-text';
import { UPLOAD_TEXT as T } from '@portal/contract/org-upload';
import { UPLOADS_HISTORY_TEXT as H } from '@portal/contract/uploads-history-text';
import { sql } from 'drizzle-orm';
import { emptyRejectedRowsPast } from '../../apps/server/src/modules/org/rejected-rows-retention.ts';
import { compareCells, readCells } from '../fixtures/spreadsheets/roundtrip/compare-cells.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { uniqueFirstName } from '../support/beneficiaries.ts';
import {
  type Credentials,
  createUserWithCli,
  expect,
  isPhone,
  screenshotPath,
  signInQuickly,
  test,
} from '../support/fixtures.ts';
import { chooseLanguage, kannada } from '../support/language.ts';
import { officeSheet, storedPeople } from '../support/office-sheets.ts';
import { withPortalDatabase } from '../support/portal-database.ts';
import { readSheet, sheetFile } from '../support/sheets.ts';
import {
  aVillageOfHunsur,
  expectPartialReport,
  openBeneficiaryUpload,
  REQUIRED_BENEFICIARY_HEADINGS,
} from '../support/upload-dialogs.ts';

/** Clicks a download button and answers the file's bytes. */
async function downloaded(page: Page, button: Locator): Promise<Uint8Array> {
  const download = page.waitForEvent('download');
  await button.click();
  return new Uint8Array(readFileSync(await (await download).path()));
}

/**
 * Uploads a sheet of three rows: one stored (sheet row 2), one the server refuses (row 3, an unknown
 * district) and one the browser sets aside (row 4, a whole Aadhaar number). Answers the file's name and
 * the rejected rows the dialog downloads right after the upload.
 */
async function uploadSheet(page: Page, name: string): Promise<{ fileName: string; file: string; rightAfter: Uint8Array }> {
  const dialog = await openBeneficiaryUpload(page);
  const village = await aVillageOfHunsur(page);
  const fileName = `history-${name}.xlsx`;
  const file = sheetFile(fileName, [
    REQUIRED_BENEFICIARY_HEADINGS,
    ['', name, '1234', 'Female', '15/08/1990', '9845011122', 'Mysuru', 'Hunsur', village, '4', 'Enterprise'],
    ['', `${name}b`, '5678', 'Male', '01/02/1990', '9845011133', 'Atlantis', 'Hunsur', 'X', '3', 'Student'],
    ['', `${name}c`, '123412341234', 'Male', '01/02/1990', '9845011144', 'Mysuru', 'Hunsur', village, '3', 'Student'],
  ]);
  await dialog.locator('input[type=file]').setInputFiles(file);
  await expect(dialog.getByText('2 rows read, 1 set aside.')).toBeVisible();
  await dialog.getByRole('button', { name: T.save }).click();
  await expectPartialReport(dialog, { created: 1, skipped: 0, rejected: 2 });
  await expect(dialog.getByTestId('upload-report')).toContainText('Created: 1');
  const rightAfter = await downloaded(page, dialog.getByRole('button', { name: T.downloadRejected }));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return { fileName, file, rightAfter };
}

let uploader: Credentials | undefined;

const entryOf = (page: Page, fileName: string): Locator => page.getByTestId('upload-entry').filter({ hasText: fileName });

test.describe('Uploads history on /org', () => {
  // each uploads, reads a workbook back and checks three screens with axe: longer than a page's check
  test.beforeEach(() => test.setTimeout(90_000));

  test('lists a stored upload with its file and counts, opens its report, and downloads its rejected rows again', async ({
    page,
  }) => {
    await signInQuickly(page);
    const name = uniqueFirstName('Hist');
    const { fileName, file, rightAfter } = await uploadSheet(page, name);

    // the history refreshed after the upload, without reloading the page
    const section = page.getByRole('region', { name: H.heading });
    const entry = entryOf(page, fileName);
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('Beneficiaries');
    await expect(entry).toContainText('Sheet1');
    if (isPhone(page)) await expect(entry).toContainText(`${H.created}: 1 · ${H.existing}: 0 · ${H.rejected}: 2`);
    else {
      const cells = entry.getByRole('cell');
      await expect(cells.nth(3)).toHaveText('1');
      await expect(cells.nth(4)).toHaveText('0');
      await expect(cells.nth(5)).toHaveText('2');
    }
    await entry.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('uploads-history') });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await section.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);

    // the created person names the upload and its sheet row (the detail page's history reads these)
    const [person] = await storedPeople(page, name);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token);
    const history = await (
      await page.request.get(`/api/v1/beneficiary/get-beneficiary-history/${person.beneficiary_id}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json();
    expect(history.history).toContainEqual(
      expect.objectContaining({ action: 'beneficiaryCreated', upload_file_name: fileName, upload_row: 2 }),
    );

    // the report, opened from the keyboard
    const reportButton = entry.getByRole('button', { name: /^Report of the upload of / });
    await reportButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Upload of / });
    await expect(dialog).toBeVisible();
    const report = dialog.getByTestId('upload-report');
    await expect(report).toContainText('Created: 1');
    await expect(report).toContainText('Rejected: 2');
    await expect(report).toContainText('Unknown district "Atlantis"');
    await expect(report).toContainText('Aadhaar');
    await page.screenshot({ path: screenshotPath('uploads-history-report') });
    expect(await seriousViolations(page)).toEqual([]);

    // the rejected rows again, from the recorded report: the file the dialog downloaded right after the
    // upload, cell by cell (decision 015)
    const download = page.waitForEvent('download');
    await report.getByRole('button', { name: T.downloadRejected }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`history-${name}-rejected.xlsx`);
    const fromHistory = new Uint8Array(readFileSync(await saved.path()));
    expect(compareCells(rightAfter, fromHistory)).toEqual([]);
    const rows = readSheet(await saved.path());
    const headings = rows[0] as string[];
    expect(headings).toEqual([...REQUIRED_BENEFICIARY_HEADINGS, 'Reason']);
    const column = (heading: string) => headings.indexOf(heading);
    expect(rows).toHaveLength(3);
    expect(rows[1][column('Name of Beneficiary according to Aadhaar')]).toBe(`${name}b`);
    expect(rows[1][column('Gender')]).toBe('Male');
    expect(rows[1][column('Date of Birth')]).toBe('01/02/1990');
    expect(rows[1][column('District')]).toBe('Atlantis');
    expect(rows[1].at(-1)).toContain('Unknown district "Atlantis"');
    // the row set aside in the browser: its cells as typed, without the 12 digits it was set aside for
    expect(rows[2][column('Name of Beneficiary according to Aadhaar')]).toBe(`${name}c`);
    expect(rows[2][column('Aadhaar number last 4 digits')]).toBe('');
    expect(String(rows[2].at(-1))).toContain('Aadhaar');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // and from the list itself
    const again = await downloaded(page, entry.getByRole('button', { name: /^Download the rejected rows of the upload of / }));
    expect(compareCells(rightAfter, again)).toEqual([]);

    // the same file chosen again: the dialog says it was uploaded before, and when
    await page.getByRole('button', { name: T.uploadBeneficiary }).click();
    const upload = page.getByRole('dialog', { name: T.beneficiaryTitle });
    await upload.locator('input[type=file]').setInputFiles(file);
    await expect(upload.getByTestId('same-file-note')).toContainText('The same file was uploaded before, on ');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a LibreOffice sheet as offices type it: the two downloads of its rejected rows are the same, cell by cell', async ({
    page,
  }) => {
    // the fixture under a name of its own, so this upload is told apart in the history
    const fileName = `as-typed-${uniqueFirstName('Typed')}.xlsx`;
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'as-typed-')), fileName);
    copyFileSync(officeSheet('beneficiaries-as-typed.xlsx'), file);
    const dialog = await openBeneficiaryUpload(page);
    await dialog.locator('input[type=file]').setInputFiles(file);
    await expect(dialog.getByText('7 rows read.')).toBeVisible();
    await dialog.getByRole('button', { name: T.save }).click();
    // the valid rows are created, or already there when the fixture was uploaded before
    await expect(dialog.getByTestId('upload-report')).toContainText('Rejected: 4');
    const rightAfter = await downloaded(page, dialog.getByRole('button', { name: T.downloadRejected }));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const fromHistory = await downloaded(
      page,
      entryOf(page, fileName).getByRole('button', { name: /^Download the rejected rows of the upload of / }),
    );
    expect(compareCells(rightAfter, fromHistory)).toEqual([]);
    // as the office typed them: words, blanks, dd/mm/yyyy, +91
    const [headings, ...lines] = readCells(fromHistory);
    const at = (line: number, heading: string) => lines[line][headings.findIndex((cell) => cell?.v === heading)];
    expect(lines).toHaveLength(4);
    expect(at(0, 'Gender')).toMatchObject({ t: 's', v: 'Male' });
    expect(at(3, 'Gender')).toMatchObject({ t: 's', v: 'ಮಹಿಳೆ' });
    expect([at(0, 'Program'), at(0, 'Enrollment Status')]).toEqual([undefined, undefined]);
    expect([at(1, 'Program'), at(1, 'Enrollment Status')]).toEqual([undefined, undefined]);
    expect(at(2, 'Enrollment Status')).toMatchObject({ t: 's', v: 'Completed' });
    expect(at(1, 'Date of Birth')).toEqual({ t: 'n', v: 29_036, z: 'dd/mm/yyyy' });
    expect(at(2, 'Date of Birth')).toMatchObject({ t: 's', v: '31/02/1990' });
    expect(at(0, 'Mobile Number')).toMatchObject({ t: 's', v: '+91 98450 21003' });
    expect(at(2, 'SIP / LUMPSUM')).toMatchObject({ t: 's', v: 'SIP' });
  });

  test('past its days: the rejected rows are gone, said in the row and the report, in English and Kannada; a failed report says so with Retry', async ({
    page,
    context,
  }) => {
    await signInQuickly(page);
    const name = uniqueFirstName('Gone');
    const { fileName } = await uploadSheet(page, name);
    // ninety days on: the upload is aged and the portal's own hourly emptying runs (decision 052)
    await withPortalDatabase(async (db) => {
      await db.execute(sql`UPDATE uploads SET uploaded_at = uploaded_at - interval '91 days' WHERE file_name = ${fileName}`);
      expect(await emptyRejectedRowsPast(db, 90)).toBeGreaterThanOrEqual(1);
    });
    await page.reload();
    const entry = entryOf(page, fileName);
    await expect(entry.getByTestId('rows-emptied')).toContainText(/^Rejected rows deleted on .+, past the days they are kept\.$/);
    await expect(entry.getByRole('button', { name: /^Download the rejected rows of the upload of / })).toHaveCount(0);
    // the sentence takes a line of its own: the Report button beside it keeps its whole label
    const reportButton = entry.getByRole('button', { name: /^Report of the upload of / });
    expect(await reportButton.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await entry.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('uploads-history-emptied') });
    expect(await seriousViolations(page)).toEqual([]);
    const section = page.getByRole('region', { name: H.heading });
    expect(await section.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);

    // the report: the rows' numbers and reasons, without what was typed, and the same sentence
    await entry.getByRole('button', { name: /^Report of the upload of / }).click();
    const dialog = page.getByRole('dialog', { name: /^Upload of / });
    const report = dialog.getByTestId('upload-report');
    await expect(report).toContainText('Unknown district "…"');
    await expect(report).not.toContainText('Atlantis');
    await expect(report).toContainText(/Rejected rows deleted on /);
    await expect(report.getByRole('button', { name: T.downloadRejected })).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('uploads-history-emptied-report') });
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // offline, the report already read is still shown, under the offline badge
    await context.setOffline(true);
    await entry.getByRole('button', { name: /^Report of the upload of / }).click();
    await expect(report).toContainText('Unknown district "…"');
    await page.screenshot({ path: screenshotPath('uploads-history-emptied-offline') });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await context.setOffline(false);

    // a failing network on a fresh page: said, with Retry, which loads it once the network answers
    const detail = /\/api\/v1\/org\/uploads\/\d+$/;
    await page.route(detail, (route) => route.abort());
    await page.reload();
    await entry.getByRole('button', { name: /^Report of the upload of / }).click();
    await expect(dialog.getByText(H.reportFailed)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.unroute(detail);
    await dialog.getByRole('button', { name: NETWORK_TEXT.retry }).click();
    await expect(report).toContainText('Unknown district "…"');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // in Kannada
    await chooseLanguage(page, 'kn-IN');
    await page.reload();
    const [before, after] = kannada('uploadsHistory.rowsEmptied', { when: '|' }).split('|');
    await expect(entry.getByTestId('rows-emptied')).toContainText(before);
    await expect(entry.getByTestId('rows-emptied')).toContainText(after);
    await entry.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('uploads-history-emptied-kannada') });
    expect(await seriousViolations(page)).toEqual([]);
    await entry.getByRole('button', { name: /ಅಪ್‌ಲೋಡ್‌ನ ವರದಿ$/ }).click();
    const kannadaReport = page.getByRole('dialog').getByTestId('upload-report');
    await expect(kannadaReport).toContainText(before);
    await expect(kannadaReport.getByRole('button', { name: kannada('upload.downloadRejected') })).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('uploads-history-emptied-report-kannada') });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('in Kannada, with the same file uploaded before', async ({ page }) => {
    // a user of its own: signing in with Kannada chosen saves Kannada to the user's profile
    uploader ??= createUserWithCli('Administrator', 'History Uploader');
    await signInQuickly(page, uploader);
    await chooseLanguage(page, 'kn-IN');
    await page.goto('/org');
    const village = await aVillageOfHunsur(page);
    const name = uniqueFirstName('Kanhist');
    const fileName = `history-${name}.xlsx`;
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token);
    // the same file uploaded twice (as the dialog sends it): the second time everyone is there already
    const beneficiaries = [
      { first_name: name, aadhaar_no: '1234', gender_id: '2', dob: '1990-08-15', mobile_no: '9845011122', district: 'Mysuru' },
      {
        first_name: `${name}b`,
        aadhaar_no: '5678',
        gender_id: '1',
        dob: '1990-02-01',
        mobile_no: '9845011133',
        district: 'Atlantis',
      },
    ].map((row, i) => ({
      ...row,
      taluka: 'Hunsur',
      village,
      total_family_members: '4',
      beneficiary_annual_source: 'Enterprise',
      rowNumber: i + 2,
    }));
    const source = {
      fileName,
      fileHash: createHash('sha256').update(fileName).digest('hex'),
      sheetName: 'ಹಾಳೆ 1',
    };
    for (let i = 0; i < 2; i++) {
      const response = await page.request.post('/api/v1/beneficiary/register-multiple-beneficiaries', {
        headers: { Authorization: `Bearer ${token}` },
        data: { beneficiaries, source },
      });
      expect(response.status()).toBe(200);
    }
    await page.goto('/org');
    await expect(page.getByRole('heading', { name: kannada('uploadsHistory.heading') })).toBeVisible();
    await expect(entryOf(page, fileName)).toHaveCount(2);
    const [latest, first] = await entryOf(page, fileName).all();
    await expect(latest).toContainText(kannada('uploadsHistory.kind', { kind: 'beneficiaries' }));
    await expect(latest.getByTestId('same-file')).toBeVisible();
    await expect(first.getByTestId('same-file')).toHaveCount(0);
    await latest.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('uploads-history-kannada') });
    expect(await seriousViolations(page)).toEqual([]);
    await first.getByRole('button', { name: /ಅಪ್‌ಲೋಡ್‌ನ ವರದಿ$/ }).click();
    const report = page.getByRole('dialog').getByTestId('upload-report');
    await expect(report).toContainText(kannada('upload.report.uploadTitle'));
    await expect(report).toContainText(kannada('upload.report.rejected'));
    await page.screenshot({ path: screenshotPath('uploads-history-report-kannada') });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
