import type { APIRequestContext } from '@playwright/test';
import { encodeBeneficiaryId } from '@portal/contract/base64-id';
import { DETAIL_TEXT as D } from '@portal/contract/messages';
import { createBeneficiary, uniqueFirstName } from '../support/beneficiaries.ts';
import { E2E_ADMIN, expect, signInQuickly, test } from '../support/fixtures.ts';

async function tokenOf(request: APIRequestContext, credentials: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/v1/auth/userNormalLogin', { data: credentials });
  expect(response.ok()).toBe(true);
  return (await response.json()).token;
}

async function enrol(request: APIRequestContext, token: string, beneficiaryId: number, data: Record<string, unknown>) {
  const response = await request.post(`/api/v1/beneficiary/add-new-program/${beneficiaryId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { enrollment_date: '2025-01-01', enrollment_status: 4, df_associate: 0, outreach_channel_id: 1, ...data },
  });
  expect(response.ok()).toBe(true);
}

test('a Field Facilitator sees the Edit and Delete menu only on the enrolments they created', async ({
  page,
  fieldFacilitator,
}) => {
  // the administrator registers the person and enrols them in Community Awareness
  const adminToken = await tokenOf(page.request, E2E_ADMIN);
  const name = uniqueFirstName('Owner');
  const id = await createBeneficiary(page.request, adminToken, { first_name: name });
  await enrol(page.request, adminToken, id, { program_id: 1, sub_program_id: 5 });

  // the facilitator enrols the same person in Financial Literacy
  const { token } = await signInQuickly(page, fieldFacilitator);
  await enrol(page.request, token, id, {
    program_id: 1,
    sub_program_id: 2,
    education_level_id: 8,
    family_annual_source_id: 2,
    earning_range_id: 1,
  });

  await page.goto(`/beneficiary/${encodeBeneficiaryId(id)}`);
  await expect(page.getByTestId('page-title')).toHaveText(name);
  const cards = page.getByTestId('program-card');
  await expect(cards).toHaveCount(2);
  const administrators = cards.filter({ hasText: 'Community Awareness' });
  const own = cards.filter({ hasText: 'Financial Literacy' });
  await expect(administrators).toContainText('Administrator');
  await expect(own).toContainText('Field Facilitator');

  await expect(own.getByRole('button', { name: /Actions for/ })).toBeVisible();
  await expect(administrators.getByRole('button', { name: /Actions for/ })).toHaveCount(0);
  await own.getByRole('button', { name: /Actions for/ }).click();
  await expect(page.getByRole('menuitem', { name: D.edit })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: D.delete })).toBeVisible();
});
