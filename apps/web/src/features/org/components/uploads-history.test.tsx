import { EN_IN } from '@portal/contract/i18n/en-IN';
import { KN_IN } from '@portal/contract/i18n/kn-IN';
import type { UploadRecord } from '@portal/contract/responses/uploads-history';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { formatMoment } from '../../../lib/i18n/format.ts';
import { setCurrentLanguage } from '../../../lib/i18n/text.ts';
import { fakeApi, renderScreen } from '../../../test/render-screen.tsx';
import { UploadsHistory } from './uploads-history.tsx';

// an upload's rejected rows are downloaded again only while their cells are kept (decision 052)

const upload = (id: number, rowsEmptiedAt: string | null): UploadRecord => ({
  id,
  kind: 'beneficiaries',
  fileName: `office-${id}.xlsx`,
  fileHash: null,
  sheetName: 'Beneficiaries',
  uploadedById: 1,
  uploadedByName: 'Asha Admin',
  uploadedAt: `2026-0${id}-02T05:30:00.000Z`,
  created: 3,
  existing: 0,
  rejected: 2,
  earlier: null,
  rowsEmptiedAt,
});
const EMPTIED_AT = '2026-11-02T06:00:00.000Z';
const OLD = upload(7, EMPTIED_AT);
const RECENT = upload(8, null);
const REPORT = {
  created: 3,
  skipped: 0,
  rejected: [
    { row: 3, reason: 'Unknown district "…"' },
    { row: 5, reason: 'Date of Birth "…" is not a date (day/month/year)' },
  ],
};

describe('the uploads history', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi({
      'GET /org/uploads': { Status: true, uploads: [RECENT, OLD], nextBefore: null },
      'GET /org/uploads/7': { Status: true, upload: OLD, report: REPORT },
    });
  });
  afterEach(() => {
    api.restore();
    setCurrentLanguage('en-IN', EN_IN);
  });

  const downloadOf = (record: UploadRecord) =>
    page.getByRole('button', {
      name: EN_IN['uploadsHistory.downloadRejectedOf'].replace('{when}', formatMoment(record.uploadedAt, 'en-IN')),
    });

  it('offers the rejected rows while they are kept, and says when they were deleted after', async () => {
    await renderScreen(<UploadsHistory />, { path: '/org' });
    await expect.element(downloadOf(RECENT)).toBeVisible();
    await expect.element(downloadOf(OLD)).not.toBeInTheDocument();
    const gone = EN_IN['uploadsHistory.rowsEmptied'].replace('{when}', formatMoment(EMPTIED_AT, 'en-IN'));
    await expect.element(page.getByTestId('rows-emptied')).toHaveTextContent(gone);

    // the report keeps the rows' numbers and reasons, with the same sentence in place of the download
    await page
      .getByRole('button', { name: EN_IN['uploadsHistory.reportOf'].replace('{when}', formatMoment(OLD.uploadedAt, 'en-IN')) })
      .click();
    const dialog = page.getByRole('dialog');
    await expect.element(dialog.getByRole('table')).toHaveTextContent('Unknown district "…"');
    await expect.element(dialog.getByText(gone)).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: EN_IN['upload.downloadRejected'] })).not.toBeInTheDocument();
  });

  it('says it in Kannada', async () => {
    setCurrentLanguage('kn-IN', KN_IN);
    await renderScreen(<UploadsHistory />, { path: '/org' });
    const gone = KN_IN['uploadsHistory.rowsEmptied'].replace('{when}', formatMoment(EMPTIED_AT, 'kn-IN'));
    await expect.element(page.getByTestId('rows-emptied')).toHaveTextContent(gone);
  });
});
