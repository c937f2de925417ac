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
