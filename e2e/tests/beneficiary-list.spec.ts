import { encodeBeneficiaryId } from '@portal/contract/base64-id';
import { BENEFICIARY_TEXT as T } from '@portal/contract/messages';
import { createBeneficiary, uniqueFirstName } from '../support/beneficiaries.ts';
import { E2E_ADMIN, expect, screenshotPath, signInQuickly, test } from '../support/fixtures.ts';

test('an empty list says so, and All shows everyone', async ({ page, fieldFacilitator }) => {
  await signInQuickly(page, fieldFacilitator);
  await page.goto('/beneficiary');
  await expect(page.getByText(T.empty)).toBeVisible();
  await expect(page.getByRole('heading', { name: `${T.heading}: 0` })).toBeVisible();
  await page.getByLabel(T.all).check();
  await expect(page.getByRole('heading', { name: new RegExp(`^${T.heading}: 15$`) })).toBeVisible();
});

test('lists in pages of 15 with infinite scroll, masked Aadhaar and N/A', async ({ page }) => {
  const { token } = await signInQuickly(page);
  const name = uniqueFirstName('Nopin');
  await createBeneficiary(page.request, token, { first_name: name, pincode: '', aadhaar_no: '1357' });
  await page.goto('/beneficiary');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    T.columns.name,
    T.columns.mobile,
    T.columns.aadhaar,
    T.columns.pincode,
  ]);
  const row = table.getByRole('row', { name: new RegExp(name) });
  // a phone card has the village under the name
  await expect(row.getByRole('cell')).toHaveText([new RegExp(`^${name} Hegde`), '9845000000', 'xxxx-xxxx-1357', T.notAvailable]);
  await expect(page.getByRole('heading', { name: `${T.heading}: 15` })).toBeVisible();
  await page.screenshot({ path: screenshotPath('beneficiary-list') });
  await page.mouse.wheel(0, 5000);
  await expect(page.getByRole('heading', { name: `${T.heading}: 30` })).toBeVisible();
  await page.mouse.wheel(0, 5000);
  await expect(page.getByRole('heading', { name: `${T.heading}: 45` })).toBeVisible();
  // rows (cards on a phone) are virtualised: only those near the view are in the page
  const placed = await table.locator('tbody tr[aria-rowindex]').count();
  expect(placed).toBeGreaterThan(0);
  expect(placed).toBeLessThan(45);
});

test('a row, or a card on a phone, opens the detail page by Enter', async ({ page }) => {
  const { token } = await signInQuickly(page);
  const name = uniqueFirstName('Enter');
  const id = await createBeneficiary(page.request, token, { first_name: name });
  await page.goto('/beneficiary');
  await expect(page.getByRole('heading', { name: new RegExp(`^${T.heading}: \\d+$`) })).toBeVisible();
  // the search has answered: the list before it (which may hold just this person too) is replaced
  // under the focus when the search's list arrives
  const searched = page.waitForResponse((r) => r.url().includes('get-beneficiaries-list') && r.url().includes('search='));
  await page.getByRole('textbox', { name: T.search }).fill(name.toLowerCase());
  await searched;
  await expect(page.getByRole('heading', { name: `${T.heading}: 1` })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.focus();
  await expect(row).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/beneficiary/${encodeBeneficiaryId(id).replace(/[+=/]/g, '\\$&')}$`));
});

test('search is lower-cased, waits for a pause, and finds by name, mobile and Aadhaar', async ({ page }) => {
  const { token } = await signInQuickly(page);
  const name = uniqueFirstName('Search');
  const id = await createBeneficiary(page.request, token, { first_name: name, mobile_no: '9123456780', aadhaar_no: '9753' });
  await page.goto('/beneficiary');
  const search = page.getByRole('textbox', { name: T.search });
  await search.fill(name.toUpperCase());
  await expect(search).toHaveValue(name.toLowerCase());
  await expect(page.getByRole('heading', { name: `${T.heading}: 1` })).toBeVisible();
  await search.fill('23456780');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await search.fill('no such person at all');
  await expect(page.getByText(T.empty)).toBeVisible();
  await search.fill(name.toLowerCase());
  await page.getByRole('row', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(new RegExp(`/beneficiary/${encodeBeneficiaryId(id).replace(/[+=/]/g, '\\$&')}$`));
  await expect(page.getByTestId('page-title')).toHaveText(name);
});

test('a failed list fetch is logged only', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await signInQuickly(page, E2E_ADMIN);
  await page.route('**/api/v1/beneficiary/get-beneficiaries-list**', (route) => route.abort('failed'));
  await page.goto('/beneficiary');
  await expect.poll(() => errors.join('\n')).toContain('Failed to load beneficiaries');
  await expect(page).toHaveURL(/\/beneficiary$/);
});
