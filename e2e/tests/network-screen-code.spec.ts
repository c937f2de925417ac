import { NETWORK_TEXT } from '@portal/contract/network-text';
import { expect, signInQuickly, test } from '../support/fixtures.ts';

test('a screen whose code cannot be fetched says so inside the frame and loads with Retry', async ({ page }) => {
  await signInQuickly(page);
  await page.goto('/beneficiary');
  const firstRow = page.locator('tbody tr[aria-rowindex]').first();
  await expect(firstRow).toBeVisible();
  // the detail screen's code has not been fetched yet; the link drops while it is
  await page.route(/\/assets\/beneficiary-detail-page-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
  await firstRow.click();
  const failure = page.getByRole('alert').filter({ hasText: NETWORK_TEXT.screenFailed });
  await expect(failure).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.unroute(/\/assets\/beneficiary-detail-page-[^/]*\.js$/);
  await failure.getByRole('button', { name: NETWORK_TEXT.retry }).click();
  await expect(page.getByRole('heading', { name: 'Beneficiary Details' })).toBeVisible();
});
