import { BENEFICIARY_RULES, BENEFICIARY_TEXT as T } from '@portal/contract/messages';
import { choose, field, uniqueFirstName } from '../support/beneficiaries.ts';
import { expect, signInQuickly, test } from '../support/fixtures.ts';

// the select once showed only the first 200 villages of a taluk until one typed
const OLD_LIMIT = 200;

test('every village of a taluk can be chosen, the last of Hunsur too', async ({ page }) => {
  const { token } = await signInQuickly(page);
  const headers = { Authorization: `Bearer ${token}` };
  const districts = (await (await page.request.get('/api/v1/org/get-district-list/1', { headers })).json()).data;
  const mysuru = districts.find((d: { district_name: string }) => d.district_name === 'Mysuru');
  const taluks = (await (await page.request.get(`/api/v1/org/get-taluka-list/${mysuru.district_id}`, { headers })).json()).data;
  const hunsur = taluks.find((t: { taluka_name: string }) => t.taluka_name === 'Hunsur');
  const villages: { village_name: string }[] = (
    await (await page.request.get(`/api/v1/org/get-village-list/${hunsur.taluka_id}`, { headers })).json()
  ).data;
  expect(villages.length).toBeGreaterThan(OLD_LIMIT);
  const last = villages[villages.length - 1].village_name;

  await page.goto('/beneficiary');
  await page.getByRole('button', { name: T.add }).click();
  await choose(page, 'State', 'Karnataka');
  await choose(page, 'District', 'Mysuru');
  await choose(page, 'Taluk', 'Hunsur');
  // without typing, the list offers the whole taluk
  await field(page, 'Village').click();
  await expect(page.getByRole('option')).toHaveCount(villages.length);
  await page.getByRole('option', { name: last, exact: true }).click();
  await expect(field(page, 'Village')).toHaveValue(last);
});

test('a failed submit moves focus to the first field in error, scrolled into view', async ({ page }) => {
  await signInQuickly(page);
  await page.goto('/beneficiary');
  await page.getByRole('button', { name: T.add }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Beneficiary' });
  // the personal fields are right; the first field in error is further down, in the address section
  await field(dialog, 'First Name').fill(uniqueFirstName('Focus'));
  await choose(page, 'Gender', 'Female');
  await field(dialog, 'Date of Birth').fill('1990-01-01');
  await field(dialog, 'Mobile Number').fill('9876543210');
  await dialog.getByRole('button', { name: T.save }).click();
  await expect(dialog.getByText(BENEFICIARY_RULES.state, { exact: true })).toBeVisible();
  const state = field(dialog, 'State');
  await expect(state).toBeFocused();
  await expect(state).toBeInViewport();

  // with the first name wrong too, focus goes back up to it
  await field(dialog, 'First Name').fill('Al');
  await field(dialog, 'Total Family Members').click();
  await dialog.getByRole('button', { name: T.save }).click();
  await expect(field(dialog, 'First Name')).toBeFocused();
  await expect(field(dialog, 'First Name')).toBeInViewport();
});
