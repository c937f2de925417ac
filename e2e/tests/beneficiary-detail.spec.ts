import type { Page } from '@playwright/test';
import { encodeBeneficiaryId } from '@portal/contract/base64-id';
import { formatMessage } from '@portal/contract/i18n/format';
import { BENEFICIARY_TEXT, DETAIL_TEXT as D } from '@portal/contract/messages';
import { choose, createBeneficiary, enrolInCommunityAwareness, field, uniqueFirstName } from '../support/beneficiaries.ts';
import { expect, screenshotPath, signInQuickly, test } from '../support/fixtures.ts';

async function openNew(page: Page) {
  const { token } = await signInQuickly(page);
  const name = uniqueFirstName('Detail');
  const id = await createBeneficiary(page.request, token, { first_name: name });
  await page.goto(`/beneficiary/${encodeBeneficiaryId(id)}`);
  await expect(page.getByTestId('page-title')).toHaveText(name);
  return { id, name, token };
}

async function openAddProgram(page: Page) {
  await page.getByRole('button', { name: D.addProgram }).click();
  const modal = page.getByRole('dialog', { name: D.modalTitle });
  await expect(modal).toBeVisible();
  return modal;
}

async function fillCommon(page: Page, subProgram: string) {
  await choose(page, 'Program', 'Financial Inclusion');
  await choose(page, 'Sub Program', subProgram);
  await field(page, 'Enrollment Date').fill('2025-03-01');
  await choose(page, 'Enrollment Status', 'In Progress');
  await choose(page, 'DF Associate', 'No');
  await choose(page, 'Outreach Channel', 'Word of mouth');
}

test('shows the details, the creator and No program found', async ({ page }) => {
  const { name } = await openNew(page);
  await expect(page.getByRole('heading', { name: D.details })).toBeVisible();
  await expect(page.getByText(`${name} Hegde`)).toBeVisible();
  await expect(page.getByText('xxxx-xxxx-2468')).toBeVisible();
  await expect(page.getByText('Administrator · admin@e2e.example.org')).toBeVisible();
  await expect(page.getByText(D.noProgram)).toBeVisible();
  await page.screenshot({ path: screenshotPath('beneficiary-detail'), fullPage: true });
});

test('a malformed or unknown id shows a not-found state', { tag: '@desktop' }, async ({ page }) => {
  await signInQuickly(page);
  for (const id of ['not-base64!!', encodeBeneficiaryId(2_000_000_000), btoa('abc')]) {
    await page.goto(`/beneficiary/${encodeURIComponent(id)}`);
    await expect(page.getByRole('main').getByRole('heading', { name: BENEFICIARY_TEXT.notFound })).toBeVisible();
  }
  await page.getByRole('link', { name: BENEFICIARY_TEXT.backToList }).click();
  await expect(page).toHaveURL(/\/beneficiary$/);
});

test('adds a mutual-fund programme, shows the success message, then the card', async ({ page }) => {
  await openNew(page);
  const modal = await openAddProgram(page);
  await fillCommon(page, 'Mutual Fund');
  await choose(page, 'Education Level', 'Illiterate');
  await choose(page, 'Family Income Source', 'Enterprise');
  await choose(page, 'Family Income (INR)', '0 - 2,00,000');
  await choose(page, 'MF Provider', 'SBI Mutual Fund');
  await choose(page, 'MF Type', 'SIP');
  await field(modal, 'MF Duration (months)').fill('24');
  await field(modal, 'Invested Amount (INR)').fill('1500');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText(D.added)).toBeVisible();
  await expect(modal).toBeHidden();
  const card = page.getByTestId('program-card');
  await expect(card).toContainText('Mutual Fund');
  await expect(card).toContainText('SIP');
  await expect(card).toContainText('₹1,500');
  await page.screenshot({ path: screenshotPath('beneficiary-detail-with-programme'), fullPage: true });
  // the sub-programme is no longer offered
  const again = await openAddProgram(page);
  await choose(page, 'Program', 'Financial Inclusion');
  await field(again, 'Sub Program').click();
  await expect(page.getByRole('option', { name: 'Mutual Fund' })).toHaveCount(0);
});

test('edits and deletes an enrolment from the card menu', async ({ page }) => {
  const { id, token } = await openNew(page);
  await enrolInCommunityAwareness(page.request, token, id);
  await page.reload();
  const card = page.getByTestId('program-card');
  await expect(card).toContainText('In Progress');
  await card.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: D.edit }).click();
  const modal = page.getByRole('dialog', { name: D.editModalTitle });
  await expect(field(modal, 'Sub Program')).toHaveValue('Community Awareness');
  await choose(page, 'Enrollment Status', 'Completed');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText(D.updated)).toBeVisible();
  await expect(card).toContainText('Completed');
  await card.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: D.delete }).click();
  const confirm = page.getByRole('dialog', { name: D.deleteTitle });
  await expect(confirm).toContainText(formatMessage('records.deleteNamed', { programme: 'Community Awareness' }));
  await confirm.getByRole('button', { name: D.deleteConfirm }).click();
  await expect(page.getByText(D.noProgram)).toBeVisible();
  await expect(page.getByText(formatMessage('records.deletedToast', { programme: 'Community Awareness' }))).toBeVisible();
});

// what a failed save says (with the server's message, or none) is a component test's (add-program-modal.test.tsx)
