import { DASHBOARD_TEXT } from '@portal/contract/dashboard-text';
import { LAYOUT_TEXT } from '@portal/contract/layout-text';
import { NETWORK_TEXT } from '@portal/contract/network-text';
import { expectAccessible, expectAccessibleAtBothSizes } from '../support/accessibility.ts';
import { createBeneficiary } from '../support/beneficiaries.ts';
import { createUserWithCli, expect, isPhone, mainMenu, screenshotPath, signInQuickly } from '../support/fixtures.ts';
import { chooseLanguage, kannada } from '../support/language.ts';
import { managerTest, userIdOf } from '../support/managers.ts';
import { goOffline, goOnline, untilLoadGivesUp } from '../support/network.ts';

// The programme's figures in the browser: a Programme Manager finds the Dashboard in the menu, drills
// from Karnataka into a district, and every number opens the list at that number.

const test = managerTest('Dashboard Manager');
const digits = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

test('the Dashboard: from the menu, a district drilled into, and a figure that opens the list at its total', async ({
  page,
  manager,
}) => {
  const { token } = await signInQuickly(page, manager);
  await createBeneficiary(page.request, token);
  await page.goto('/beneficiary');
  await mainMenu(page);
  await page.getByRole('link', { name: LAYOUT_TEXT.menuNames.dashboard }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const headline = page.getByTestId('dashboard-headline');
  await expect(headline).toBeVisible();
  await expect(page.getByRole('heading', { name: DASHBOARD_TEXT.byPlace })).toBeVisible();
  await expect(page.getByTestId('district-map')).toBeVisible();
  await expectAccessible(page, isPhone(page) ? 'dashboard-phone' : 'dashboard');

  // the first district of the manager's own registrations, drilled into: the trail names it and the
  // places are its taluks
  await page.goto(`/dashboard?created_by=${await userIdOf(page, token)}`);
  const firstPlace = page.getByRole('table').filter({ hasText: DASHBOARD_TEXT.levels.district }).getByRole('link').first();
  const district = (await firstPlace.textContent()) ?? '';
  await firstPlace.click();
  await expect(page).toHaveURL(/district_id=\d+/);
  await expect(page.getByRole('navigation', { name: DASHBOARD_TEXT.filtersFor })).toContainText(district);
  await expect(page.getByRole('columnheader', { name: DASHBOARD_TEXT.levels.taluk })).toBeVisible();

  // the district's people figure opens the list: the list's total is that figure
  const people = headline.getByRole('link').first();
  const figure = digits(await people.textContent());
  expect(figure).toBeGreaterThan(0);
  await people.click();
  await expect(page).toHaveURL(/\/beneficiary\?all=true&district_id=\d+&created_by=\d+/);
  await expect(page.getByTestId('list-total')).toContainText(new Intl.NumberFormat('en-IN').format(figure));
});

test('the map of districts: shaded by the figure chosen, each district a way in by keyboard, its licence shown', async ({
  page,
  manager,
}) => {
  const { token } = await signInQuickly(page, manager);
  await createBeneficiary(page.request, token);
  await page.goto(`/dashboard?created_by=${await userIdOf(page, token)}`);
  const map = page.getByTestId('district-map');
  await expect(map.locator('path')).toHaveCount(31);
  await expect(page.getByText(DASHBOARD_TEXT.boundariesAttribution)).toBeVisible();
  await expect(page.getByText(DASHBOARD_TEXT.boundariesIndicative)).toBeVisible();

  // the district with the most of the manager's people is the darkest, and is the table's first row
  const top = page.getByRole('table').filter({ hasText: DASHBOARD_TEXT.levels.district }).getByRole('link').first();
  const district = (await top.textContent()) ?? '';
  const shaded = map.getByRole('link', { name: new RegExp(`^${district}, ${DASHBOARD_TEXT.people}:`) });
  const shades = await map.locator('path').evaluateAll((paths) => paths.map((p) => Number(p.getAttribute('data-shade'))));
  const darkest = String(Math.max(...shades.filter(Number.isFinite)));
  await expect(shaded.locator('path')).toHaveAttribute('data-shade', darkest);
  // a district where they registered nobody has the lightest shade, and no link
  await expect(page.locator('[data-testid="district-map"] > path[data-shade="0"]').first()).toBeAttached();

  await page.getByRole('radio', { name: DASHBOARD_TEXT.completionShare }).check();
  await expect(
    map.getByRole('link', { name: new RegExp(`^${district}, ${DASHBOARD_TEXT.completionShare.replace(/[()%]/g, '.')}:`) }),
  ).toHaveCount(1);
  await page.screenshot({ path: screenshotPath(isPhone(page) ? 'dashboard-map-phone' : 'dashboard-map'), fullPage: true });

  await map.getByRole('link', { name: new RegExp(`^${district},`) }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/district_id=\d+/);
  await expect(page.getByRole('navigation', { name: DASHBOARD_TEXT.filtersFor })).toContainText(district);
  // within a district the places are its taluks, which have no map
  await expect(page.getByRole('columnheader', { name: DASHBOARD_TEXT.levels.taluk })).toBeVisible();
  await expect(map).toHaveCount(0);
});

test('the trend as a table for the keyboard, each week opening its list', { tag: '@desktop' }, async ({ page, manager }) => {
  const { token } = await signInQuickly(page, manager);
  await createBeneficiary(page.request, token);
  await page.goto(`/dashboard?created_by=${await userIdOf(page, token)}`);
  const show = page.getByRole('button', { name: DASHBOARD_TEXT.showTable });
  await show.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: DASHBOARD_TEXT.hideTable })).toHaveAttribute('aria-expanded', 'true');
  const lastWeek = page
    .getByRole('columnheader', { name: DASHBOARD_TEXT.period })
    .locator('xpath=ancestor::table')
    .getByRole('link')
    .last();
  await lastWeek.focus();
  await expect(lastWeek).toBeFocused();
  const figure = digits(await lastWeek.textContent());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/created_from=\d{4}-\d\d-\d\d&created_to=/);
  await expect(page.getByTestId('list-total')).toContainText(new Intl.NumberFormat('en-IN').format(figure));
});

test('the Dashboard in Kannada, at both sizes', { tag: '@desktop' }, async ({ page }) => {
  // an account of its own: the language a user chose is theirs on every device
  await chooseLanguage(page, 'kn-IN');
  await signInQuickly(page, createUserWithCli('Programme Manager', 'Dashboard Reader'));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: kannada('dashboard.title'), level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: kannada('dashboard.byPlace') })).toBeVisible();
  await expect(page.getByTestId('dashboard-headline')).toContainText(kannada('dashboard.people'));
  await expectAccessibleAtBothSizes(page, 'dashboard');
});

test('a Field Facilitator has no Dashboard: not in the menu, and the address shows nothing of it', { tag: '@desktop' }, async ({
  page,
  fieldFacilitator,
}) => {
  await signInQuickly(page, fieldFacilitator);
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-headline')).toHaveCount(0);
  await mainMenu(page);
  await expect(page.getByRole('link', { name: LAYOUT_TEXT.menuNames.dashboard })).toHaveCount(0);
});

test('a part that fails to load says so with a Retry while the others show; offline, the figures stay and load again online', {
  tag: '@desktop',
}, async ({ page, manager }) => {
  await page.clock.install();
  await signInQuickly(page, manager);
  const PLACES = '**/api/v1/dashboard/places**';
  await page.route(PLACES, (route) => route.abort('failed'));
  await page.goto('/dashboard');
  const failed = page.getByText(DASHBOARD_TEXT.failed);
  await untilLoadGivesUp(page, failed);
  // the other parts are there, and the failed one is not shown as nobody
  await expect(page.getByTestId('dashboard-headline')).toBeVisible();
  await expect(page.getByRole('heading', { name: DASHBOARD_TEXT.byPlace })).toHaveCount(0);
  await page.unroute(PLACES);
  await page.getByRole('button', { name: NETWORK_TEXT.retry }).click();
  await expect(page.getByRole('heading', { name: DASHBOARD_TEXT.byPlace })).toBeVisible();

  // offline, a drill into a district keeps the figures shown; back online they are the district's
  const firstPlace = page.getByRole('table').filter({ hasText: DASHBOARD_TEXT.levels.district }).getByRole('link').first();
  await goOffline(page.context());
  await firstPlace.click();
  await expect(page).toHaveURL(/district_id=\d+/);
  await expect(page.getByTestId('dashboard-headline')).toBeVisible();
  await goOnline(page.context());
  await expect(page.getByRole('columnheader', { name: DASHBOARD_TEXT.levels.taluk })).toBeVisible();
});
