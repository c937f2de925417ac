import { BENEFICIARY_TEXT as T } from '@portal/contract/messages';
import { choose, field } from '../support/beneficiaries.ts';
import { expect, signInQuickly, test } from '../support/fixtures.ts';

// the forms' rules are component tests (add-beneficiary-modal.test.tsx: the focus on the first field in
// error among them); here, what needs the real reference data

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
