import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { UploadResponse } from '@portal/contract/org-upload';
import { compareCells } from '../fixtures/spreadsheets/roundtrip/compare-cells.ts';
import { ROUNDTRIP, roundTripCases } from '../fixtures/spreadsheets/roundtrip/roundtrip-cases.ts';
import { expect, test } from '../support/fixtures.ts';
import { chooseSheet, closeAlert, T } from '../support/office-sheets.ts';
import { openBeneficiaryUpload } from '../support/upload-dialogs.ts';

/**
 * Reject, download, fix only the rejected cells in LibreOffice, upload again: all accepted. The
 * LibreOffice step was done once (e2e/fixtures/spreadsheets/roundtrip/README.md); the download the
 * dialog makes today must still be the file LibreOffice was given, cell for cell (value, type, format).
 */

const roundTrip = (name: string) => readFileSync(new URL(name, ROUNDTRIP));

async function sendAndRead(page: Page, dialog: Locator, button: string, path: string) {
  const answer = page.waitForResponse((r) => r.url().includes(path));
  await dialog.getByRole('button', { name: button }).click();
  return ((await (await answer).json()) as UploadResponse).report;
}

async function downloadRejected(page: Page, dialog: Locator) {
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: T.downloadRejected }).click();
  return new Uint8Array(readFileSync(await (await download).path()));
}

for (const name of ['beneficiaries-plus-equals', 'beneficiaries-lookup-variants']) {
  test(`${name}: the fixed download is accepted in full`, async ({ page }) => {
    const expected = roundTripCases().find((c) => c.name === name);
    if (!expected) throw new Error(`no round-trip case ${name}`);
    const dialog = await openBeneficiaryUpload(page);
    await chooseSheet(dialog, `${name}.xlsx`);
    const first = await sendAndRead(page, dialog, T.save, 'register-multiple-beneficiaries');
    expect(first.rejected.map((r) => r.row)).toEqual(expected.rows.map((r) => r.row));

    const downloaded = await downloadRejected(page, dialog);
    expect(compareCells(roundTrip(`${name}-rejected.xlsx`), downloaded, { ignoreColumnsHeaded: ['Reason'] })).toEqual([]);

    await chooseSheet(dialog, `roundtrip/${name}-fixed.xlsx`);
    const again = await sendAndRead(page, dialog, T.save, 'register-multiple-beneficiaries');
    expect(again.rejected).toEqual([]);
    expect(again.created).toBe(expected.rows.length);
    await closeAlert(page, T.registered);
    await expect(dialog).toBeHidden();

    // the same fixes saved as Excel 97: the same people, all there already
    await page.getByRole('button', { name: T.uploadBeneficiary }).click();
    await chooseSheet(dialog, `roundtrip/${name}-fixed.xls`);
    const checked = await sendAndRead(page, dialog, T.check, 'register-multiple-beneficiaries');
    expect([checked.created, checked.skipped, checked.rejected.length]).toEqual([0, expected.rows.length, 0]);
  });
}

test('villages: the fixed download of a sheet with its headings on row 2 is accepted', async ({ page }) => {
  await openBeneficiaryUpload(page).then((d) => d.getByRole('button', { name: T.cancel }).click());
  await page.getByRole('button', { name: T.uploadVillages }).click();
  const dialog = page.getByRole('dialog', { name: T.villagesTitle });
  await chooseSheet(dialog, 'villages-headings-row-2.xlsx', '[data-testid=village-file]');
  const first = await sendAndRead(page, dialog, T.check, 'upload-villages');
  expect(first.rejected.map((r) => r.row)).toEqual([11]);
  const downloaded = await downloadRejected(page, dialog);
  expect(
    compareCells(roundTrip('villages-headings-row-2-rejected.xlsx'), downloaded, { ignoreColumnsHeaded: ['Reason'] }),
  ).toEqual([]);
  for (const fixed of ['villages-headings-row-2-fixed.xlsx', 'villages-headings-row-2-fixed.xls']) {
    await chooseSheet(dialog, `roundtrip/${fixed}`, '[data-testid=village-file]');
    const again = await sendAndRead(page, dialog, T.check, 'upload-villages');
    expect([again.created, again.skipped, again.rejected.length], fixed).toEqual([0, 1, 0]);
  }
});
