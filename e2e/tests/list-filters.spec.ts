import type { APIRequestContext, Page } from '@playwright/test';
import { LIST_FILTER_TEXT as F } from '@portal/contract/list-filter-text';
import { BENEFICIARY_TEXT as T } from '@portal/contract/messages';
import { expectAccessible } from '../support/accessibility.ts';
import { createBeneficiary, enrolInCommunityAwareness, uniqueFirstName } from '../support/beneficiaries.ts';
import { type Credentials, createUserWithCli, expect, isPhone, signInQuickly, test } from '../support/fixtures.ts';
import { chooseLanguage, kannada } from '../support/language.ts';

type Place = { district_id: number; taluka_id: number; village_id: number; names: [string, string, string] };

/** The first taluk and village of the nth district, with their names as the server sends them. */
async function placeIn(request: APIRequestContext, token: string, n: number): Promise<Place> {
  const headers = { Authorization: `Bearer ${token}` };
  const get = async (path: string) => (await (await request.get(`/api/v1/org/${path}`, { headers })).json()).data;
  const district = (await get('get-district-list/1'))[n];
  const taluk = (await get(`get-taluka-list/${district.district_id}`))[0];
  const village = (await get(`get-village-list/${taluk.taluka_id}`))[0];
  return {
    district_id: district.district_id,
    taluka_id: taluk.taluka_id,
    village_id: village.village_id,
    names: [district.district_name, taluk.taluka_name, village.village_name],
  };
}

const place = ({ names: _names, ...ids }: Place) => ids;
/** A last name of letters no other test uses: searching it shows this test's people only. */
const family = () => uniqueFirstName('Fam');
const heading = (page: Page, count: number) => page.getByRole('heading', { name: `${T.heading}: ${count}` });
const rowNames = (page: Page) => page.getByRole('table').locator('tbody tr[aria-rowindex] td:first-child');

async function search(page: Page, text: string, count: number) {
  await page.getByRole('textbox', { name: T.search }).fill(text.toLowerCase());
  await expect(heading(page, count)).toBeVisible();
}

async function openFilters(page: Page) {
  const button = page.getByRole('button', { name: new RegExp(`^${F.filters}`) });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(page.getByTestId('list-filters')).toBeVisible();
}

/** Picks an option of a filter's select by its label. */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('district → taluk → village narrow the list, live in the URL, and Back and reload restore them', async ({ page }) => {
  const { token } = await signInQuickly(page);
  const [here, there] = [await placeIn(page.request, token, 0), await placeIn(page.request, token, 1)];
  const last = family();
  const near = await createBeneficiary(page.request, token, {
    first_name: uniqueFirstName('Near'),
    last_name: last,
    ...place(here),
  });
  await createBeneficiary(page.request, token, { first_name: uniqueFirstName('Far'), last_name: last, ...place(there) });
  expect(near).toBeGreaterThan(0);
  await page.goto('/beneficiary');
  await search(page, last, 2);
  await expect(page.getByTestId('list-total')).toHaveText(F.total.replace('{count, number}', '2'));
  await openFilters(page);
  await pick(page, F.district, here.names[0]);
  await expect(heading(page, 1)).toBeVisible();
  await expect(rowNames(page)).toHaveText([/^Near/]);
  await expect(page).toHaveURL(new RegExp(`district_id=${here.district_id}`));
  await pick(page, F.taluk, here.names[1]);
  await pick(page, F.village, here.names[2]);
  await expect(page).toHaveURL(new RegExp(`taluka_id=${here.taluka_id}&village_id=${here.village_id}`));
  await expect(heading(page, 1)).toBeVisible();
  await expect(page.getByRole('button', { name: F.filtersActive.replace('{count, number}', '3') })).toBeVisible();
  await expectAccessible(page, 'list-filters-place');

  // Back: the village, then the taluk, then the district come off again
  await page.goBack();
  await expect(page).not.toHaveURL(/village_id/);
  await expect(page.getByRole('combobox', { name: F.village, exact: true })).toHaveValue('');
  await page.goBack();
  await page.goBack();
  await expect(page).not.toHaveURL(/district_id/);
  await expect(heading(page, 2)).toBeVisible();

  // a link (or a reload) with the filters shows them set, and the list they give
  await page.goForward();
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`district_id=${here.district_id}`));
  await expect(page.getByRole('combobox', { name: F.district, exact: true })).toHaveValue(here.names[0]);
  await search(page, last, 1);
});

test('programme, deactivated people, the order by name, and the total', { tag: '@desktop' }, async ({ page }) => {
  const { token } = await signInQuickly(page);
  const last = family();
  const headers = { Authorization: `Bearer ${token}` };
  const carla = await createBeneficiary(page.request, token, { first_name: uniqueFirstName('Carla'), last_name: last });
  await createBeneficiary(page.request, token, { first_name: uniqueFirstName('Anu'), last_name: last });
  const bela = await createBeneficiary(page.request, token, { first_name: uniqueFirstName('Bela'), last_name: last });
  expect((await enrolInCommunityAwareness(page.request, token, carla)).ok()).toBe(true);
  const gone = await page.request.put(`/api/v1/beneficiary/deactivate-beneficiary/${bela}`, {
    headers,
    data: { reason: 'Moved away' },
  });
  expect(gone.ok()).toBe(true);
  await page.goto('/beneficiary');
  await search(page, last, 2);
  await openFilters(page);
  await pick(page, F.program, 'Financial Inclusion');
  await expect(heading(page, 1)).toBeVisible();
  await expect(rowNames(page)).toHaveText([/^Carla/]);
  await pick(page, F.subProgram, 'Community Awareness');
  await expect(heading(page, 1)).toBeVisible();
  await page.getByRole('button', { name: F.clear }).click();
  await expect(heading(page, 2)).toBeVisible();

  await pick(page, F.status, F.statuses.deactivated);
  await expect(heading(page, 1)).toBeVisible();
  await expect(rowNames(page)).toHaveText([/^Bela/]);
  await expect(page).toHaveURL(/status=deactivated/);
  await pick(page, F.status, F.statuses.all);
  await expect(heading(page, 3)).toBeVisible();
  await expect(page.getByTestId('list-total')).toHaveText(F.total.replace('{count, number}', '3'));
  // newest first by default; by name on asking
  await expect(rowNames(page)).toHaveText([/^Bela/, /^Anu/, /^Carla/]);
  await page.getByRole('combobox', { name: F.sort, exact: true }).click();
  await page.getByRole('option', { name: F.sorts.name, exact: true }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(rowNames(page)).toHaveText([/^Anu/, /^Bela/, /^Carla/]);
  await page.getByRole('combobox', { name: F.sort, exact: true }).click();
  await page.getByRole('option', { name: F.sorts.oldest, exact: true }).click();
  await expect(rowNames(page)).toHaveText([/^Carla/, /^Anu/, /^Bela/]);
});

test('a filtered list scrolls on by pages of 15, the counter and the total right, the headings in view', async ({ page }) => {
  test.setTimeout(60_000);
  const { token } = await signInQuickly(page);
  const here = await placeIn(page.request, token, 0);
  const last = family();
  for (let i = 0; i < 20; i++) {
    await createBeneficiary(page.request, token, { first_name: uniqueFirstName('Scroll'), last_name: last, ...place(here) });
  }
  await page.goto(`/beneficiary?village_id=${here.village_id}&sort=oldest`);
  await search(page, last, 15);
  await expect(page.getByTestId('list-total')).toHaveText(F.total.replace('{count, number}', '20'));
  await page.mouse.wheel(0, 5000);
  await expect(heading(page, 20)).toBeVisible();
  await page.waitForTimeout(500);
  await expect(heading(page, 20)).toBeVisible();
  if (!isPhone(page)) {
    // scrolled, the column headings stay under the page's header
    const top = await page.getByRole('columnheader', { name: T.columns.name }).evaluate((e) => e.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(120);
  }
});

test('the filters by keyboard alone', { tag: '@desktop' }, async ({ page }) => {
  const { token } = await signInQuickly(page);
  const here = await placeIn(page.request, token, 0);
  const last = family();
  await createBeneficiary(page.request, token, { first_name: uniqueFirstName('Keys'), last_name: last, ...place(here) });
  await page.goto('/beneficiary');
  await search(page, last, 1);
  const filters = page.getByRole('button', { name: new RegExp(`^${F.filters}`) });
  await filters.focus();
  await page.keyboard.press('Enter');
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('list-filters')).toBeVisible();
  const district = page.getByRole('combobox', { name: F.district, exact: true });
  // greyed until its names have come; Tab passes over it until then, as it does for a person
  await expect(district).toBeEnabled();
  await page.keyboard.press('Tab'); // the order
  await page.keyboard.press('Tab'); // the district
  await expect(district).toBeFocused();
  await page.keyboard.type(here.names[0]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`district_id=${here.district_id}`));
  await expect(heading(page, 1)).toBeVisible();
  await page.keyboard.press('Escape');
  await filters.focus();
  await page.keyboard.press('Enter');
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
});

// a user of its own: Kannada saved to its profile must not reach the English tests' administrator
let reader: Credentials | undefined;

test('the filters in Kannada, photographed and checked', async ({ page }) => {
  reader ??= createUserWithCli('Administrator', 'List Filters Kannada');
  await chooseLanguage(page, 'kn-IN');
  const { token } = await signInQuickly(page, reader);
  const here = await placeIn(page.request, token, 0);
  await page.goto(`/beneficiary?all=true&district_id=${here.district_id}&status=all&sort=name`);
  await expect(page.getByRole('button', { name: kannada('listFilter.filtersActive', { count: 2 }) })).toBeVisible();
  await expect(page.getByTestId('list-filters')).toBeVisible();
  await expect(page.getByRole('combobox', { name: kannada('listFilter.district'), exact: true })).not.toHaveValue('');
  await expect(page.getByTestId('list-total')).toBeVisible();
  await expectAccessible(page, 'list-filters-kannada');
});
