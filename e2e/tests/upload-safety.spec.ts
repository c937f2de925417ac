import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import XLSX from '@e965/xlsx';
import { formatMessage as en } from '@portal/contract/i18n/format';
import { UPLOAD_TEXT as T } from '@portal/contract/org-upload';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { uniqueFirstName } from '../support/beneficiaries.ts';
import { expect, test } from '../support/fixtures.ts';
import { readSheet, sheetFile } from '../support/sheets.ts';
import {
  aVillageOfHunsur,
  expectPartialReport,
  openBeneficiaryUpload,
  REQUIRED_BENEFICIARY_HEADINGS,
} from '../support/upload-dialogs.ts';

/** The finding: a beneficiary sheet of a few hundred kilobytes whose one cell unpacks to 300 MB. */
function zipBombFile(): string {
  const book = XLSX.utils.book_new();
  const row = ['', 'Lakshmi', '1234', 'Female', '15/08/1990', '9845011122', 'Mysuru', 'Hunsur', 'BOMB', '3', 'Student'];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([REQUIRED_BENEFICIARY_HEADINGS, row]), 'Sheet1');
  const parts = unzipSync(new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', bookSST: true })));
  const strings = strFromU8(parts['xl/sharedStrings.xml']);
  parts['xl/sharedStrings.xml'] = strToU8(strings.replace('<t>BOMB</t>', `<t>${'A'.repeat(300_000_000)}</t>`));
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'portal-bomb-')), 'beneficiaries.xlsx');
  writeFileSync(file, zipSync(parts, { level: 9 }));
  return file;
}

test.describe('Upload safety in the browser', () => {
  test('a zip-bomb .xlsx is refused with the size message and the page stays usable', async ({ page }) => {
    // writing the 300 MB cell and deflating it takes a few seconds here, not in the browser
    test.slow();
    const bomb = zipBombFile();
    const dialog = await openBeneficiaryUpload(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('register-multiple-beneficiaries')) sent.push(request.url());
    });
    const started = Date.now();
    await dialog.locator('input[type=file]').setInputFiles(bomb);
    await expect(dialog.getByRole('alert')).toHaveText(T.tooLargeUnpacked, { timeout: 15_000 });
    expect(Date.now() - started).toBeLessThan(15_000);
    // the tab lives on: the page answers, and the same dialog reads a good file next
    expect(await page.evaluate(() => 6 * 7)).toBe(42);
    await dialog
      .locator('input[type=file]')
      .setInputFiles(
        sheetFile('after-bomb.xlsx', [
          REQUIRED_BENEFICIARY_HEADINGS,
          ['', 'Someone', '1111', 'Male', '01/01/90', '9845000000', 'Mysuru', 'Hunsur', 'X', '3', 'Student'],
        ]),
      );
    await expect(dialog.getByText('1 rows read.')).toBeVisible();
    await dialog.getByRole('button', { name: T.cancel }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: T.uploadVillages }).click();
    await expect(page.getByRole('dialog', { name: T.villagesTitle })).toBeVisible();
    expect(sent).toEqual([]);
  });

  test('a full Aadhaar number in any column never leaves the browser, and its row is reported rejected', async ({ page }) => {
    const dialog = await openBeneficiaryUpload(page);
    const name = uniqueFirstName('Safe');
    const village = await aVillageOfHunsur(page);
    const file = sheetFile('aadhaar.xlsx', [
      [...REQUIRED_BENEFICIARY_HEADINGS, 'Remarks'],
      ['', name, '4321', 'Female', '15/08/1990', '9845011122', 'Mysuru', 'Hunsur', village, '4', 'Enterprise', 'ok'],
      ['', `${name}b`, '1234-5678-9012', 'Male', '01/02/1990', '9845011133', 'Mysuru', 'Hunsur', village, '3', 'Student', ''],
      ['', `${name}c`, '8765', 'Male', '01/02/1991', '2345.6789.0124', 'Mysuru', 'Hunsur', village, '3', 'Student', ''],
      [
        '',
        `${name}d`,
        '8766',
        'Male',
        '01/02/1992',
        '9845011155',
        'Mysuru',
        'Hunsur',
        village,
        '3',
        'Student',
        'Aadhaar 345678901235',
      ],
    ]);
    const bodies: string[] = [];
    await page.route('**/api/v1/**', (route) => {
      // the uploads go gzipped: read what was actually sent, inflated
      const request = route.request();
      const raw = request.postDataBuffer();
      const sent =
        raw && request.headers()['content-encoding'] === 'gzip'
          ? gunzipSync(raw).toString('utf8')
          : (raw?.toString('utf8') ?? '');
      bodies.push(`${request.url()} ${sent}`);
      return route.continue();
    });
    await dialog.locator('input[type=file]').setInputFiles(file);
    await expect(dialog.getByText(/rows read/)).toBeVisible();
    // "Check file", then "Save": each sends the rows, and neither may carry the 12 digits; the rows set
    // aside go with the report as typed (decision 015), the cell that held the digits left out
    await dialog.getByRole('button', { name: T.check }).click();
    const report = dialog.getByTestId('upload-report');
    await expect(report).toContainText('Would be created');
    await dialog.getByRole('button', { name: T.save }).click();
    await expectPartialReport(dialog, { created: 1, skipped: 0, rejected: 3 });
    const uploads = bodies.filter((b) => b.includes('register-multiple-beneficiaries'));
    expect(uploads).toHaveLength(2);
    expect(uploads.every((b) => b.includes(name))).toBe(true);
    for (const body of bodies) {
      for (const digits of [/1234\D{0,3}5678\D{0,3}9012/, /2345\D{0,3}6789\D{0,3}0124/, /345678901235/])
        expect(body).not.toMatch(digits);
    }

    await expect(dialog.getByText('1 rows read, 3 set aside.')).toBeVisible();
    await expect(report).toContainText('Created: 1');
    await expect(report).toContainText('Rejected: 3');
    const rejected = report.getByRole('table', { name: 'Rejected rows' });
    await expect(rejected.getByRole('row', { name: /^3 / })).toContainText('Aadhaar must be last 4 digits');
    await expect(rejected.getByRole('row', { name: /^4 / })).toContainText(
      en('upload.fullAadhaarIn', { columns: '"Mobile Number"' }),
    );
    await expect(rejected.getByRole('row', { name: /^5 / })).toContainText(en('upload.fullAadhaarIn', { columns: '"Remarks"' }));

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: T.downloadRejected }).click();
    const rows = readSheet(await (await download).path());
    expect(rows).toHaveLength(4);
    const text = JSON.stringify(rows);
    for (const digits of ['1234-5678-9012', '2345.6789.0124', '345678901235']) expect(text).not.toContain(digits);
    expect(rows[1][2]).toBe('');
    expect(rows[1][1]).toBe(`${name}b`);
  });
});
