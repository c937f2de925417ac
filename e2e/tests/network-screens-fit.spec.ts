import type { Locator, Page } from '@playwright/test';
import { encodeBeneficiaryId, encodeEmployeeId } from '@portal/contract/base64-id';
import { DETAIL_TEXT as D, LOGIN_TEXT, PROFILE_TEXT, BENEFICIARY_TEXT as T } from '@portal/contract/messages';
import { NETWORK_TEXT as N } from '@portal/contract/network-text';
import { createBeneficiary, uniqueFirstName } from '../support/beneficiaries.ts';
import { expect, signInQuickly, test } from '../support/fixtures.ts';
import { expectNoSidewaysScroll, goOffline, goOnline, openAddBeneficiary, untilLoadGivesUp } from '../support/network.ts';

// every screen of this part, on each project's window (the phone project is 390 × 844)
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`), fullPage: true });

/** Save can be reached and pressed: scrolled to, inside the window, not covered. */
async function expectReachable(button: Locator) {
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport();
  await button.click({ trial: true });
}

test('the login page fits, offline badge and session message too', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: LOGIN_TEXT.heading })).toBeVisible();
  await goOffline(context);
  await expect(page.getByRole('status').filter({ hasText: N.offline })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectReachable(page.getByRole('button', { name: LOGIN_TEXT.submit, exact: true }));
  await shot(page, 'login-offline');
  await goOnline(context);
});

test('the list page header and the Add Beneficiary dialog fit', async ({ page, context }) => {
  await signInQuickly(page);
  await page.goto('/beneficiary');
  await expect(page.getByRole('heading', { name: `${T.heading}: 15` })).toBeVisible();
  for (const control of [
    page.getByRole('textbox', { name: T.search }),
    page.getByLabel(T.all),
    page.getByRole('button', { name: T.add }),
  ]) {
    await expect(control).toBeInViewport();
  }
  await goOffline(context);
  await expect(page.getByRole('status').filter({ hasText: N.offline })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'list-offline');
  await goOnline(context);

  const dialog = await openAddBeneficiary(page);
  await expectNoSidewaysScroll(page);
  await expectReachable(dialog.getByRole('button', { name: T.save }));
  await shot(page, 'add-beneficiary');
});

test('a failed list fits, with its Retry', async ({ page }) => {
  await page.clock.install();
  await signInQuickly(page);
  await page.route('**/get-beneficiaries-list**', (route) => route.fulfill({ status: 500, json: { Status: false } }));
  await page.goto('/beneficiary');
  await untilLoadGivesUp(page, page.getByTestId('load-failed'));
  await expectNoSidewaysScroll(page);
  await shot(page, 'list-failed');
});

test('the detail page, its programme cards and the Add Program dialog fit', async ({ page }) => {
  const { token } = await signInQuickly(page);
  const name = uniqueFirstName('Narrow');
  const id = await createBeneficiary(page.request, token, { first_name: name });
  await page.request.post(`/api/v1/beneficiary/add-new-program/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      program_id: 1,
      sub_program_id: 1,
      enrollment_date: '2025-01-01',
      enrollment_status: 4,
      df_associate: 1,
      df_associate_emp_id: 'EMP-000123',
      outreach_channel_id: 1,
      education_level_id: 1,
      family_annual_source_id: 5,
      earning_range_id: 1,
      mutual_fund_provider_id: 1,
      mutual_fund_type_id: 1,
      mutual_fund_duration: 24,
      investment_amount: 150000,
    },
  });
  await page.goto(`/beneficiary/${encodeBeneficiaryId(id)}`);
  await expect(page.getByTestId('program-card')).toContainText('Mutual Fund');
  await expectNoSidewaysScroll(page);
  await shot(page, 'detail');

  await page.getByRole('button', { name: D.addProgram }).click();
  const modal = page.getByRole('dialog', { name: D.modalTitle });
  await expect(modal).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectReachable(modal.getByRole('button', { name: T.save }));
  await shot(page, 'add-program');
});

test('the profile page and its Change Password dialog fit', async ({ page }) => {
  const { token } = await signInQuickly(page);
  const menu = await page.request.get('/api/v1/user/get-role-menu', { headers: { Authorization: `Bearer ${token}` } });
  await page.goto(`/userprofile/${encodeEmployeeId((await menu.json()).user.emp_id)}`);
  await expect(page.getByText('admin@e2e.example.org')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'profile');
  await page.getByRole('button', { name: PROFILE_TEXT.changePassword }).click();
  const form = page.getByRole('form', { name: PROFILE_TEXT.changePassword });
  await expectNoSidewaysScroll(page);
  await expectReachable(form.getByRole('button', { name: PROFILE_TEXT.save }));
  await shot(page, 'change-password');
});
