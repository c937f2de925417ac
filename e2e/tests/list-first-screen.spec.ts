import type { Page } from '@playwright/test';
import { LIST_FILTER_TEXT as F } from '@portal/contract/list-filter-text';
import { BENEFICIARY_TEXT as T } from '@portal/contract/messages';
import { NETWORK_TEXT } from '@portal/contract/network-text';
import { expectAccessible } from '../support/accessibility.ts';
import { createBeneficiary, uniqueFirstName } from '../support/beneficiaries.ts';
import { createUserWithCli, E2E_ADMIN, expect, signInQuickly, test } from '../support/fixtures.ts';
import { chooseLanguage, kannada } from '../support/language.ts';
import { goOffline, goOnline } from '../support/network.ts';

const heading = (page: Page, count: number) => page.getByRole('heading', { name: `${T.heading}: ${count}` });

test('a facilitator who has registered nobody is told what All does, with the control beside it', async ({ page }) => {
  test.setTimeout(60_000);
  const newcomer = createUserWithCli('Field Facilitator', 'New Facilitator');
  await signInQuickly(page, newcomer);
  await page.goto('/beneficiary');
  const empty = page.getByTestId('empty-mine');
  await expect(empty).toContainText(F.emptyMine);
  await expectAccessible(page, 'list-empty-mine');
  await empty.getByRole('button', { name: F.showAll }).click();
  await expect(page.getByRole('checkbox', { name: T.all })).toBeChecked();
  await expect(page.getByTestId('empty-mine')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: new RegExp(`^${T.heading}: [1-9]`) })).toBeVisible();
  // the total beside the heading reads as the total, not as what is loaded
  await expect(page.getByTestId('list-total')).toContainText(/in all$/);
});

test('offline, a new search keeps the rows shown until its answer comes @desktop', async ({ page, context }) => {
  const { token } = await signInQuickly(page, E2E_ADMIN);
  const name = uniqueFirstName('Keptrow');
  await createBeneficiary(page.request, token, { first_name: name });
  await page.goto('/beneficiary');
  // the search's own answer, not the admin's first page (which may hold this one person too)
  const searched = page.waitForResponse(
    (r) => r.url().includes('get-beneficiaries-list') && r.url().includes(`search=${name.toLowerCase()}`),
  );
  await page.getByRole('textbox', { name: T.search }).fill(name.toLowerCase());
  await searched;
  await expect(heading(page, 1)).toBeVisible();
  await goOffline(context);
  // a search nobody matches, not even as a near spelling
  await page.getByRole('textbox', { name: T.search }).fill('qzqzqzqz');
  await expect(page.getByText(NETWORK_TEXT.waitingForConnection)).toBeVisible();
  await expect(page.getByRole('table')).toContainText(name);
  await expect(heading(page, 1)).toBeVisible();
  await goOnline(context);
  await expect(heading(page, 0)).toBeVisible();
});

test('"Registered until" typed right after "Registered from" keeps both dates @desktop', async ({ page }) => {
  await signInQuickly(page, E2E_ADMIN);
  await page.goto('/beneficiary');
  await page.getByRole('button', { name: new RegExp(`^${F.filters}`) }).click();
  const from = page.getByLabel(F.createdFrom);
  const until = page.getByLabel(F.createdTo);
  await from.fill('2025-01-01');
  await until.fill('2025-12-31');
  await expect(page).toHaveURL(/created_from=2025-01-01/);
  await expect(page).toHaveURL(/created_to=2025-12-31/);
  await expect(from).toHaveValue('2025-01-01');
});

test('in Kannada the offline badge and the order box show their whole text', async ({ page, context }) => {
  test.setTimeout(60_000);
  // a new user: no language saved with the account, so the browser's choice stands
  await chooseLanguage(page, 'kn-IN');
  await signInQuickly(page, createUserWithCli('Field Facilitator', 'Kannada Offline'));
  await page.goto('/beneficiary');
  const sort = page.getByRole('textbox', { name: kannada('listFilter.sort') }).or(page.getByLabel(kannada('listFilter.sort')));
  await expect(sort.first()).toHaveValue(kannada('listFilter.sorts.newest'));
  const clipped = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
  expect(await sort.first().evaluate((el) => el.scrollWidth > (el as HTMLElement).clientWidth + 1)).toBe(false);
  await goOffline(context);
  const badge = page.getByRole('status').filter({ hasText: kannada('network.offline') });
  await expect(badge).toBeVisible();
  const box = await badge.locator('.mantine-Badge-root').boundingBox();
  expect(box?.y).toBeGreaterThanOrEqual(0);
  expect(await clipped('.mantine-Badge-label')).toBe(false);
  expect(await clipped('.mantine-Badge-root')).toBe(false);
  await page.screenshot({ path: test.info().outputPath('kn-offline-badge-sort.png') });
  await goOnline(context);
});
