import { encodeBeneficiaryId } from '@portal/contract/base64-id';
import { BENEFICIARY_TEXT as T } from '@portal/contract/messages';
import { NETWORK_TEXT as N } from '@portal/contract/network-text';
import { createBeneficiary, uniqueFirstName } from '../support/beneficiaries.ts';
import { expect, signInQuickly, test } from '../support/fixtures.ts';
import { countRequests, goOffline, goOnline, letPageTimePass, untilLoadGivesUp } from '../support/network.ts';

const LIST = '**/api/v1/beneficiary/get-beneficiaries-list**';
// a later page is asked for after the last row the list has (a cursor), or by offset
const isSecondPage = (url: string) =>
  url.includes('get-beneficiaries-list') &&
  (new URL(url).searchParams.has('cursor') || new URL(url).searchParams.get('offset') === '15');

// each test's page runs on an installed clock: the retries' waits are jumped over, not lived through

test('a next page that keeps failing is asked for at most 4 times in 30 s, then Retry loads it', async ({ page }) => {
  await page.clock.install();
  await signInQuickly(page);
  const sent = countRequests(page, (r) => isSecondPage(r.url()));
  await page.route(LIST, (route) =>
    isSecondPage(route.request().url())
      ? route.fulfill({ status: 503, json: { Status: false, Message: 'Service unavailable' } })
      : route.continue(),
  );
  await page.goto('/beneficiary');
  await expect(page.getByRole('heading', { name: `${T.heading}: 15` })).toBeVisible();
  await page.mouse.wheel(0, 5000);
  await expect.poll(() => sent.length).toBeGreaterThan(0);
  const retryRow = page.getByTestId('load-failed');
  await untilLoadGivesUp(page, retryRow);
  await expect(retryRow).toContainText(N.moreFailed);
  // scrolling at the bottom, waiting: nothing more is sent until Retry
  await page.mouse.wheel(0, 5000);
  await letPageTimePass(page, 30_000 - 10_000);
  expect(sent.length).toBeLessThanOrEqual(4);
  await expect(page.getByText(T.empty)).toHaveCount(0);

  await page.unroute(LIST);
  await retryRow.getByRole('button', { name: N.retry }).click();
  await expect(page.getByRole('heading', { name: `${T.heading}: 30` })).toBeVisible();
  await expect(retryRow).toHaveCount(0);
});

test('a connection that drops on the next page is not asked again in a loop', async ({ page }) => {
  await page.clock.install();
  await signInQuickly(page);
  const sent = countRequests(page, (r) => isSecondPage(r.url()));
  await page.route(LIST, (route) => (isSecondPage(route.request().url()) ? route.abort('connectionreset') : route.continue()));
  await page.goto('/beneficiary');
  await expect(page.getByRole('heading', { name: `${T.heading}: 15` })).toBeVisible();
  await page.mouse.wheel(0, 5000);
  await untilLoadGivesUp(page, page.getByTestId('load-failed'));
  await expect(page.getByTestId('load-failed')).toContainText(N.moreFailed);
  const atRetryRow = sent.length;
  expect(atRetryRow).toBeLessThanOrEqual(4);
  await page.mouse.wheel(0, 5000);
  await letPageTimePass(page, 10_000);
  expect(sent.length).toBe(atRetryRow);
});

test('a list that fails to load says so with a Retry, is logged, and is not the empty state', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.clock.install();
  await signInQuickly(page);
  await page.route(LIST, (route) => route.fulfill({ status: 500, json: { Status: false, Message: 'Something went wrong' } }));
  await page.goto('/beneficiary');
  const failed = page.getByTestId('load-failed');
  await untilLoadGivesUp(page, failed);
  await expect(failed).toContainText(N.listFailed);
  await expect(page.getByText(T.empty)).toHaveCount(0);
  expect(errors.join('\n')).toContain('Failed to load beneficiaries');
  await page.unroute(LIST);
  await failed.getByRole('button', { name: N.retry }).click();
  await expect(page.getByRole('heading', { name: `${T.heading}: 15` })).toBeVisible();
});

test('a failed list loads by itself when the browser is back online', async ({ page, context }) => {
  await page.clock.install();
  await signInQuickly(page);
  await page.route(LIST, (route) => route.abort('internetdisconnected'));
  await page.goto('/beneficiary');
  await untilLoadGivesUp(page, page.getByTestId('load-failed'));
  await expect(page.getByTestId('load-failed')).toContainText(N.listFailed);
  await goOffline(context);
  await page.unroute(LIST);
  await goOnline(context);
  await expect(page.getByRole('heading', { name: `${T.heading}: 15` })).toBeVisible();
  await expect(page.getByTestId('load-failed')).toHaveCount(0);
});

test('a detail page that cannot load says so, and loads once the network returns', async ({ page, context }) => {
  await page.clock.install();
  const { token } = await signInQuickly(page);
  const name = uniqueFirstName('Patchy');
  const id = await createBeneficiary(page.request, token, { first_name: name });
  const DETAILS = '**/api/v1/beneficiary/get-beneficiary-details/**';
  await page.route(DETAILS, (route) => route.abort('connectionreset'));
  await page.goto(`/beneficiary/${encodeBeneficiaryId(id)}`);
  const failed = page.getByTestId('load-failed');
  await untilLoadGivesUp(page, failed);
  await expect(failed).toContainText(N.detailFailed);
  await expect(failed.getByRole('button', { name: N.retry })).toBeVisible();
  await goOffline(context);
  await page.unroute(DETAILS);
  await goOnline(context);
  await expect(page.getByTestId('page-title')).toHaveText(name);
  await expect(page.getByText(`${name} Hegde`)).toBeVisible();
});

test('a profile that cannot load offers Retry, not User not found', async ({ page }) => {
  await page.clock.install();
  await signInQuickly(page);
  await page.goto('/beneficiary');
  const PROFILE = '**/api/v1/user/get-user-profile-details/**';
  await page.route(PROFILE, (route) => route.fulfill({ status: 503, json: { Status: false, Message: 'Unavailable' } }));
  await page.getByRole('button', { name: 'User menu' }).hover();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const failed = page.getByTestId('load-failed');
  await untilLoadGivesUp(page, failed);
  await expect(failed).toContainText(N.profileFailed);
  await expect(page.getByText('User not found')).toHaveCount(0);
  await page.unroute(PROFILE);
  await failed.getByRole('button', { name: N.retry }).click();
  await expect(page.getByText('admin@e2e.example.org')).toBeVisible();
});
