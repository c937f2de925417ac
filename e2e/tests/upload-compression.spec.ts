import { gunzipSync } from 'node:zlib';
import type { Request } from '@playwright/test';
import { UPLOAD_TEXT as T } from '@portal/contract/org-upload';
import { uniqueFirstName } from '../support/beneficiaries.ts';
import { expect, test } from '../support/fixtures.ts';
import { sheetFile } from '../support/sheets.ts';
import {
  aVillageOfHunsur,
  expectPartialReport,
  openBeneficiaryUpload,
  REQUIRED_BENEFICIARY_HEADINGS,
} from '../support/upload-dialogs.ts';

test.describe('Upload request compression', () => {
  test('a beneficiary sheet goes up gzipped, smaller than its JSON, and the report reads as before', async ({ page }) => {
    const dialog = await openBeneficiaryUpload(page);
    const name = uniqueFirstName('Gzip');
    const village = await aVillageOfHunsur(page);
    const good = Array.from({ length: 12 }, (_, i) => {
      const letter = String.fromCharCode(97 + i);
      return [
        '',
        `${name}${letter}`,
        `12${10 + i}`,
        i % 2 ? 'Male' : 'Female',
        '15/08/1990',
        '9845011122',
        'Mysuru',
        'Hunsur',
        village,
        '4',
        'Enterprise',
      ];
    });
    const atlantis = ['', `${name}z`, '5678', 'Male', '01/02/1991', '9845011144', 'Atlantis', 'Hunsur', village, '3', 'Student'];
    const file = sheetFile('gzip-beneficiaries.xlsx', [REQUIRED_BENEFICIARY_HEADINGS, ...good, atlantis]);

    const uploads: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/register-multiple-beneficiaries')) uploads.push(request);
    });
    await dialog.locator('input[type=file]').setInputFiles(file);
    await expect(dialog.getByText('13 rows read.')).toBeVisible();
    await dialog.getByRole('button', { name: T.check }).click();
    const report = dialog.getByTestId('upload-report');
    await expect(report).toContainText('Would be created: 12');
    await dialog.getByRole('button', { name: T.save }).click();
    await expectPartialReport(dialog, { created: 12, skipped: 0, rejected: 1 });
    await expect(report).toContainText('Created: 12');
    await expect(report).toContainText('Rejected: 1');
    await expect(report.getByRole('table', { name: 'Rejected rows' }).getByRole('row', { name: /^14 / })).toContainText(
      'Unknown district "Atlantis"',
    );

    // the check and the save each sent the rows gzipped, fewer bytes than their JSON
    expect(uploads).toHaveLength(2);
    for (const [i, request] of uploads.entries()) {
      expect(await request.headerValue('content-encoding')).toBe('gzip');
      expect(await request.headerValue('content-type')).toBe('application/json');
      const sent = request.postDataBuffer();
      expect(sent).not.toBeNull();
      const json = gunzipSync(sent as Buffer).toString('utf8');
      const body = JSON.parse(json);
      expect(body.dryRun).toBe(i === 0);
      expect(body.beneficiaries).toHaveLength(13);
      expect(json).toContain(`${name}a`);
      expect((sent as Buffer).length).toBeLessThan(Buffer.byteLength(json) / 2);
    }
  });
});
