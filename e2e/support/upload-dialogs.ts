import type { Page } from '@playwright/test';
import { UPLOAD_TEXT as T } from '@portal/contract/org-upload';
import { signInQuickly } from './fixtures.ts';

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
