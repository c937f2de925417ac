import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

let counter = 0;
/** A letters-only first name no other test uses. */
export function uniqueFirstName(prefix: string): string {
  counter += 1;
  let n = (Date.now() % 1_000_000_000) + counter * 7919 + Math.floor(Math.random() * 1000);
  let suffix = '';
  while (n > 0) {
    suffix += String.fromCharCode(97 + (n % 26));
    n = Math.floor(n / 26);
  }
  return `${prefix}${suffix}`;
}

export async function firstPlace(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const districts = (await (await request.get('/api/v1/org/get-district-list/1', { headers })).json()).data;
  const taluks = (await (await request.get(`/api/v1/org/get-taluka-list/${districts[0].district_id}`, { headers })).json()).data;
  const villages = (await (await request.get(`/api/v1/org/get-village-list/${taluks[0].taluka_id}`, { headers })).json()).data;
  return { district_id: districts[0].district_id, taluka_id: taluks[0].taluka_id, village_id: villages[0].village_id };
}

export async function createBeneficiary(request: APIRequestContext, token: string, overrides: Record<string, unknown> = {}) {
  const place = await firstPlace(request, token);
  const response = await request.post('/api/v1/beneficiary/register-new-beneficiary', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      first_name: uniqueFirstName('Kavya'),
      last_name: 'Hegde',
      gender_id: 2,
      aadhaar_no: '2468',
      dob: '1992-08-15',
      mobile_no: '9845000000',
      pincode: '577001',
      state_id: 1,
      ...place,
      total_family_members: 3,
      beneficiary_annual_source_id: 5,
      ...overrides,
    },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).beneficiaryId as number;
}

/** Picks an option of a Mantine select by its label. */
export async function choose(page: Page, label: string, option: string) {
  await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A form field by its label; required fields carry an asterisk in their accessible name. */
export const field = (scope: Page | Locator, label: string) =>
  // a select's listbox carries the same label, after its input
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`)).first();

/** Fills every required field of the open Add Beneficiary form with values that pass spec §5. */
export async function fillValidBeneficiary(page: Page, firstName: string) {
  await field(page, 'First Name').fill(firstName);
  await field(page, 'Last Name').fill('Patil');
  await choose(page, 'Gender', 'Female');
  await field(page, 'Date of Birth').fill('1995-04-12');
  await field(page, 'Mobile Number').fill('9988776655');
  await field(page, 'Aadhaar (last 4 digits)').fill('8642');
  await choose(page, 'State', 'Karnataka');
  await choose(page, 'District', 'Mysuru');
  await choose(page, 'Taluk', 'Hunsur');
  await field(page, 'Village').click();
  await page.getByRole('option').first().click();
  await choose(page, 'Occupation', 'Enterprise');
  await field(page, 'Total Family Members').fill('4');
}
