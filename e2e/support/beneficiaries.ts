import { randomInt } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { CONSENT_TEXT } from '@portal/contract/consent-text';

/**
 * A name no other test uses, of letters only (spec §5's name rule). Random letters, not a clock: two
 * names made at the same moment by parallel tests must not be near spellings of each other, or the
 * search's near matches (trigram word similarity ≥ 0.6) would list one test's people in the other's.
 */
export function uniqueFirstName(prefix: string): string {
  let suffix = '';
  for (let i = 0; i < 8; i++) suffix += String.fromCharCode(97 + randomInt(26));
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
      // consent given on a signed form, after the portal's own notice (version 1, always kept)
      consent_given: true,
      consent_method: 'signed_form',
      notice_version: 1,
      ...overrides,
    },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).beneficiaryId as number;
}

/**
 * Picks an option of a Mantine select by its label. On a touch phone the field and the option are
 * tapped, and the option must be drawn inside the screen: a drop-down drawn past its edge widens the
 * page under Chrome's mobile behaviour, and the option is then not where a finger would tap it.
 */
export async function choose(page: Page, label: string, option: string) {
  const choice = page.getByRole('option', { name: option, exact: true });
  if (!test.info().project.use.hasTouch) {
    await field(page, label).click();
    await choice.click();
    return;
  }
  await field(page, label).tap();
  await expect(choice).toBeVisible();
  const screen = page.viewportSize();
  // the drop-down is placed under its field once it has been measured, a frame or two after it shows
  await expect
    .poll(
      async () => {
        const box = await choice.boundingBox();
        return box && screen ? [box.x >= 0, box.x + box.width <= screen.width] : 'not drawn';
      },
      { message: `${option} is drawn inside the screen` },
    )
    .toEqual([true, true]);
  expect(await page.evaluate(() => window.innerWidth), 'the page is as wide as the screen').toBe(screen?.width);
  await choice.tap();
}

/** A form field by its label; required fields carry an asterisk in their accessible name. */
export const field = (scope: Page | Locator, label: string) =>
  // a select's listbox carries the same label, after its input
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`)).first();

export const VALID_BENEFICIARY = { lastName: 'Patil', dob: '1995-04-12', mobile: '9988776655', aadhaar: '8642' };

/** Fills every required field of the open Add Beneficiary form with values that pass spec §5. */
export async function fillValidBeneficiary(page: Page, firstName: string, values = VALID_BENEFICIARY) {
  await field(page, 'First Name').fill(firstName);
  await field(page, 'Last Name').fill(values.lastName);
  await choose(page, 'Gender', 'Female');
  await field(page, 'Date of Birth').fill(values.dob);
  await field(page, 'Mobile Number').fill(values.mobile);
  await field(page, 'Aadhaar (last 4 digits)').fill(values.aadhaar);
  await choose(page, 'State', 'Karnataka');
  await choose(page, 'District', 'Mysuru');
  await choose(page, 'Taluk', 'Hunsur');
  await field(page, 'Village').click();
  await page.getByRole('option').first().click();
  await choose(page, 'Occupation', 'Enterprise');
  await field(page, 'Total Family Members').fill('4');
  await giveConsent(page);
}

/** Records consent in the open Add Beneficiary form: the box ticked (the person's or a guardian's), on a signed form. */
export async function giveConsent(page: Page) {
  const either = [CONSENT_TEXT.given, CONSENT_TEXT.givenByGuardian].map((label) => label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  await page.getByRole('checkbox', { name: new RegExp(`^(${either.join('|')})`) }).check();
  await choose(page, CONSENT_TEXT.method, CONSENT_TEXT.methods.signed_form);
}

/** Enrols the person in Community Awareness (sub-programme 5: no education or income fields) through the API. */
export function enrolInCommunityAwareness(request: APIRequestContext, token: string, beneficiaryId: number) {
  return request.post(`/api/v1/beneficiary/add-new-program/${beneficiaryId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      program_id: 1,
      sub_program_id: 5,
      enrollment_date: '2025-01-01',
      enrollment_status: 4,
      df_associate: 0,
      outreach_channel_id: 1,
    },
  });
}
