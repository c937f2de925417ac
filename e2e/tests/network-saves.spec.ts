import type { Page } from '@playwright/test';
import { encodeBeneficiaryId, encodeEmployeeId } from '@portal/contract/base64-id';
import { DETAIL_TEXT as D, PASSWORD_TEXT, PROFILE_TEXT, BENEFICIARY_TEXT as T } from '@portal/contract/messages';
import { NETWORK_TEXT as N, SAVE_TIMEOUT_MS } from '@portal/contract/network-text';
import { choose, createBeneficiary, enrolInCommunityAwareness, field, uniqueFirstName } from '../support/beneficiaries.ts';
import { createUserWithCli, expect, signInQuickly, test } from '../support/fixtures.ts';
import {
  countByName,
  countRequests,
  fillBeneficiary,
  goOffline,
  goOnline,
  holdRoute,
  openAddBeneficiary,
  slowLink,
} from '../support/network.ts';

const REGISTER = '**/api/v1/beneficiary/register-new-beneficiary';
const isRegister = (url: string) => url.includes('/register-new-beneficiary');
const keyOf = (headers: Record<string, string>) => headers['idempotency-key'];

test.describe('Add Beneficiary with no answer', () => {
  test('offline, Save keeps the entry and says so; back online it is saved once', async ({ page, context }) => {
    const { token } = await signInQuickly(page);
    const name = uniqueFirstName('Offline');
    const dialog = await openAddBeneficiary(page);
    await fillBeneficiary(page, name);
    const sent = countRequests(page, (r) => isRegister(r.url()));
    await goOffline(context);
    await dialog.getByRole('button', { name: T.save }).click();
    await expect(dialog.getByTestId('save-problem')).toHaveText(N.saveOffline);
    await expect(dialog.getByRole('button', { name: T.save })).toBeEnabled();
    await expect(field(dialog, 'First Name')).toHaveValue(name);
    expect(sent).toHaveLength(0);
    await goOnline(context);
    await expect(page.getByRole('dialog', { name: T.addedTitle })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(keyOf(sent[0].headers())).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(await countByName(page, token, name)).toBe(1);
  });

  test('an answer lost on the way: Save again sends the same key and the person is stored once', async ({ page }) => {
    const { token } = await signInQuickly(page);
    const name = uniqueFirstName('Lost');
    const dialog = await openAddBeneficiary(page);
    await fillBeneficiary(page, name);
    const sent = countRequests(page, (r) => isRegister(r.url()));
    let first = true;
    await page.route(REGISTER, async (route) => {
      if (!first) return route.continue();
      first = false;
      // the server stores the person, but the answer never reaches the phone
      await route.fetch();
      await route.abort('connectionreset');
    });
    await dialog.getByRole('button', { name: T.save }).click();
    const error = page.getByRole('dialog', { name: T.registerFailedTitle });
    await expect(error).toContainText(T.somethingWrong);
    await error.getByRole('button').first().click();
    await expect(error).toBeHidden();
    await expect(field(dialog, 'First Name')).toHaveValue(name);
    await dialog.getByRole('button', { name: T.save }).click();
    // the server answers as the first time: added, not a duplicate
    await expect(page.getByRole('dialog', { name: T.addedTitle })).toBeVisible();
    expect(sent).toHaveLength(2);
    expect(keyOf(sent[1].headers())).toBe(keyOf(sent[0].headers()));
    expect(await countByName(page, token, name)).toBe(1);
  });

  test('no answer in 20 s offers Retry; Retry sends the same key and saves', async ({ page }) => {
    await page.clock.install();
    const { token } = await signInQuickly(page);
    const name = uniqueFirstName('Hung');
    const dialog = await openAddBeneficiary(page);
    await fillBeneficiary(page, name);
    const sent = countRequests(page, (r) => isRegister(r.url()));
    const hung = await holdRoute(page, REGISTER);
    await dialog.getByRole('button', { name: T.save }).click();
    await expect(dialog.getByRole('button', { name: T.saving })).toBeDisabled();
    await expect.poll(() => hung.held.length).toBe(1);
    await page.clock.fastForward(SAVE_TIMEOUT_MS);
    const problem = dialog.getByTestId('save-problem');
    await expect(problem).toContainText(N.saveTimedOut);
    await expect(dialog.getByRole('button', { name: T.save })).toBeEnabled();
    await page.unroute(REGISTER);
    hung.release();
    await problem.getByRole('button', { name: N.retry }).click();
    await expect(page.getByRole('dialog', { name: T.addedTitle })).toBeVisible();
    expect(sent).toHaveLength(2);
    expect(keyOf(sent[1].headers())).toBe(keyOf(sent[0].headers()));
    expect(await countByName(page, token, name)).toBe(1);
  });

  test('Cancel while the save waits aborts it: nothing is stored and nothing pops up later', async ({ page }) => {
    const { token } = await signInQuickly(page);
    const name = uniqueFirstName('Cancel');
    const dialog = await openAddBeneficiary(page);
    await fillBeneficiary(page, name);
    const hung = await holdRoute(page, REGISTER);
    await dialog.getByRole('button', { name: T.save }).click();
    await expect.poll(() => hung.held.length).toBe(1);
    await dialog.getByRole('button', { name: T.cancel }).click();
    await expect(dialog).toBeHidden();
    hung.release();
    await page.waitForTimeout(2_000);
    await expect(page.getByRole('dialog', { name: T.addedTitle })).toHaveCount(0);
    expect(await countByName(page, token, name)).toBe(0);
  });

  test('Cancel while offline: the entry is never sent, not even when the connection returns', async ({ page, context }) => {
    const { token } = await signInQuickly(page);
    const name = uniqueFirstName('Never');
    const dialog = await openAddBeneficiary(page);
    await fillBeneficiary(page, name);
    const sent = countRequests(page, (r) => isRegister(r.url()));
    await goOffline(context);
    await dialog.getByRole('button', { name: T.save }).click();
    await expect(dialog.getByTestId('save-problem')).toHaveText(N.saveOffline);
    await dialog.getByRole('button', { name: T.cancel }).click();
    await expect(dialog).toBeHidden();
    await goOnline(context);
    await page.waitForTimeout(2_000);
    expect(sent).toHaveLength(0);
    await expect(page.getByRole('dialog', { name: T.addedTitle })).toHaveCount(0);
    expect(await countByName(page, token, name)).toBe(0);
  });
});

async function openAddProgramFor(page: Page) {
  const { token } = await signInQuickly(page);
  const name = uniqueFirstName('Enrol');
  const id = await createBeneficiary(page.request, token, { first_name: name });
  await page.goto(`/beneficiary/${encodeBeneficiaryId(id)}`);
  await expect(page.getByTestId('page-title')).toHaveText(name);
  await page.getByRole('button', { name: D.addProgram }).click();
  const modal = page.getByRole('dialog', { name: D.modalTitle });
  await choose(page, 'Program', 'Financial Inclusion');
  await choose(page, 'Sub Program', 'Community Awareness');
  await field(page, 'Enrollment Date').fill('2025-03-01');
  await choose(page, 'Enrollment Status', 'In Progress');
  await choose(page, 'DF Associate', 'No');
  await choose(page, 'Outreach Channel', 'Word of mouth');
  return modal;
}

test('Add Program offline waits with the entry kept and saves when the connection returns', async ({ page, context }) => {
  const modal = await openAddProgramFor(page);
  const sent = countRequests(page, (r) => r.url().includes('/add-new-program/'));
  await goOffline(context);
  await modal.getByRole('button', { name: T.save }).click();
  await expect(modal.getByTestId('save-problem')).toHaveText(N.saveOffline);
  expect(sent).toHaveLength(0);
  await goOnline(context);
  await expect(modal.getByText(D.added)).toBeVisible();
  await expect(page.getByTestId('program-card')).toContainText('Community Awareness');
  expect(sent).toHaveLength(1);
  expect(keyOf(sent[0].headers())).toBeTruthy();
});

test('Add Program on a slow link shows Saving..., then saves once', async ({ page }) => {
  const modal = await openAddProgramFor(page);
  const sent = countRequests(page, (r) => r.url().includes('/add-new-program/'));
  await slowLink(page, 1_500);
  await modal.getByRole('button', { name: T.save }).click();
  await expect(modal.getByRole('button', { name: T.saving })).toBeDisabled();
  await expect(modal.getByText(D.added)).toBeVisible({ timeout: 15_000 });
  expect(sent).toHaveLength(1);
});

test('deleting an enrolment offline deletes nothing and says so', async ({ page, context }) => {
  const { token } = await signInQuickly(page);
  const id = await createBeneficiary(page.request, token, { first_name: uniqueFirstName('Keep') });
  await enrolInCommunityAwareness(page.request, token, id);
  await page.goto(`/beneficiary/${encodeBeneficiaryId(id)}`);
  const card = page.getByTestId('program-card');
  await expect(card).toBeVisible();
  const sent = countRequests(page, (r) => r.url().includes('/delete-program/'));
  await goOffline(context);
  await card.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: D.delete }).click();
  await page.getByRole('dialog', { name: D.deleteTitle }).getByRole('button', { name: D.deleteConfirm }).click();
  await expect(page.getByText(N.deleteOffline)).toBeVisible();
  await goOnline(context);
  await page.waitForTimeout(1_000);
  expect(sent).toHaveLength(0);
  await expect(card).toBeVisible();
});

test('Change Password offline keeps the entry and changes it once back online', async ({ page, context }) => {
  const account = createUserWithCli('Field Facilitator', 'Offline Changer');
  const { token } = await signInQuickly(page, account);
  const menu = await page.request.get('/api/v1/user/get-role-menu', { headers: { Authorization: `Bearer ${token}` } });
  await page.goto(`/userprofile/${encodeEmployeeId((await menu.json()).user.emp_id)}`);
  await page.getByRole('button', { name: PROFILE_TEXT.changePassword }).click();
  const form = page.getByRole('form', { name: PROFILE_TEXT.changePassword });
  await form.getByLabel(PROFILE_TEXT.newPassword).fill('offline-secret');
  await form.getByLabel(PROFILE_TEXT.confirmPassword).fill('offline-secret');
  const sent = countRequests(page, (r) => r.url().includes('/auth/change-password'));
  await goOffline(context);
  await form.getByRole('button', { name: PROFILE_TEXT.save }).click();
  await expect(form.getByTestId('save-problem')).toHaveText(N.saveOffline);
  expect(sent).toHaveLength(0);
  await goOnline(context);
  await expect(form.getByText(PASSWORD_TEXT.success)).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(keyOf(sent[0].headers())).toBeTruthy();
});
