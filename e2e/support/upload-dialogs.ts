import type { Locator, Page } from '@playwright/test';
import { formatMessage } from '@portal/contract/i18n/format';
import { UPLOAD_TEXT as T } from '@portal/contract/org-upload';
import { expect, signInQuickly } from './fixtures.ts';

/** The headings of a beneficiary sheet that fills only the required columns. */
export const REQUIRED_BENEFICIARY_HEADINGS = [
  'FF Name',
  'Name of Beneficiary according to Aadhaar',
  'Aadhaar number last 4 digits',
  'Gender',
  'Date of Birth',
  'Mobile Number',
  'District',
  'Taluk',
  'P_Village / P_City',
  'Total Family Members',
  'Beneficiary Occupation Status',
];

/** Signs in and opens the Upload Beneficiary dialog of /org. */
export async function openBeneficiaryUpload(page: Page) {
  await signInQuickly(page);
  await page.goto('/org');
  await page.getByRole('button', { name: T.uploadBeneficiary }).click();
  return page.getByRole('dialog', { name: T.beneficiaryTitle });
}

/** The name of a real village of Hunsur taluk (Mysuru), read through the signed-in page's API calls. */
export async function aVillageOfHunsur(page: Page): Promise<string> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token);
  const headers = { Authorization: `Bearer ${token}` };
  const list = async (path: string) => (await (await page.request.get(`/api/v1/org/${path}`, { headers })).json()).data;
  const mysuru = (await list('get-district-list/1')).find((d: { district_name: string }) => d.district_name === 'Mysuru');
  const hunsur = (await list(`get-taluka-list/${mysuru.district_id}`)).find(
    (t: { taluka_name: string }) => t.taluka_name === 'Hunsur',
  );
  return (await list(`get-village-list/${hunsur.taluka_id}`))[0].village_name;
}

/**
 * After an upload that stored some rows and rejected others: no success dialog, the report says how
 * many of each and has the focus.
 */
export async function expectPartialReport(dialog: Locator, counts: { created: number; skipped: number; rejected: number }) {
  const report = dialog.getByTestId('upload-report');
  const values = { count: counts.created, skipped: counts.skipped, rejected: counts.rejected };
  await expect(report.getByTestId('upload-partial')).toHaveText(formatMessage('upload.report.partial', values));
  await expect(report).toBeFocused();
  await expect(dialog.page().getByRole('dialog').filter({ hasText: T.registered })).toHaveCount(0);
}
