import { LAYOUT_TEXT } from '@portal/contract/layout-text';
import { MENU_ERRORS, SHELL_TEXT } from '@portal/contract/messages';
import { NETWORK_TEXT } from '@portal/contract/network-text';
import {
  expect,
  isPhone,
  logOutThroughMenu,
  mainMenu,
  openUserMenu,
  screenshotPath,
  signInQuickly,
  storedSession,
  test,
} from '../support/fixtures.ts';
import { untilLoadGivesUp } from '../support/network.ts';

test.describe('signed-in shell', () => {
  test.beforeEach(async ({ page }) => {
    await signInQuickly(page);
  });

  test('side navigation collapses to 80 px and expands to 256 px', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/beneficiary');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: 'Beneficiary' })).toBeVisible();
    expect((await nav.boundingBox())?.width).toBe(80);
    await page.screenshot({ path: screenshotPath('shell-collapsed') });
    await page.getByRole('button', { name: SHELL_TEXT.toggleMenu }).click();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(256);
    await expect(nav.getByText('Organization')).toBeVisible();
    await page.screenshot({ path: screenshotPath('shell-expanded') });
    await nav.getByRole('link', { name: 'Organization' }).click();
    await expect(page).toHaveURL(/\/org$/);
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(80);
    await expect(nav.getByRole('link', { name: 'Organization' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Beneficiary' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('header shows the title, the logo link and the user with a hover menu', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/org');
    await expect(page.getByTestId('page-title')).toHaveText('Organization');
    await expect(page.getByTestId('user-name')).toHaveText('Administrator');
    await page.getByRole('button', { name: 'User menu' }).hover();
    await expect(page.getByRole('menuitem', { name: SHELL_TEXT.profile })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: SHELL_TEXT.logout })).toBeVisible();
    await page.getByRole('menuitem', { name: SHELL_TEXT.profile }).click();
    await expect(page).toHaveURL(/\/userprofile\/[A-Za-z0-9+/=]+$/);
    await expect(page.getByRole('menu')).toBeHidden();
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/beneficiary$/);
  });

  test('logout asks for confirmation, then clears the session and goes to /login', async ({ page }) => {
    await page.goto('/beneficiary');
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: SHELL_TEXT.logout }).click();
    const dialog = page.getByRole('dialog', { name: SHELL_TEXT.logoutTitle });
    await expect(dialog).toContainText(SHELL_TEXT.logoutText);
    await dialog.getByRole('button', { name: SHELL_TEXT.cancel }).click();
    await expect(dialog).toBeHidden();
    await logOutThroughMenu(page);
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => storedSession(page)).toBeNull();
  });

  test('logout clears the session even when the sign-out call fails', { tag: '@desktop' }, async ({ page }) => {
    await page.route('**/api/v1/auth/logoutUser', (route) => route.abort('failed'));
    await page.goto('/beneficiary');
    await logOutThroughMenu(page);
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => storedSession(page)).toBeNull();
  });

  test('a menu answer without a true Status shows the error and keeps the user signed in', { tag: '@desktop' }, async ({
    page,
  }) => {
    await page.route('**/api/v1/user/get-role-menu', (route) => route.fulfill({ json: { Status: false } }));
    await page.goto('/org');
    await expect(await mainMenu(page)).toContainText(MENU_ERRORS.statusFalse);
    await expect(page.getByTestId('user-name')).toHaveText(SHELL_TEXT.guest);
    await expect(page).toHaveURL(/\/org$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).not.toBeNull();
  });

  test('a menu call that is refused signs the user out', { tag: '@desktop' }, async ({ page }) => {
    await page.route('**/api/v1/user/get-role-menu', (route) => route.fulfill({ status: 403, json: { Status: false } }));
    await page.goto('/beneficiary');
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => storedSession(page)).toBeNull();
  });

  test('a menu call that gets no answer keeps the user signed in and offers to load the menu again', async ({ page }) => {
    let calls = 0;
    let fail = true;
    await page.route('**/api/v1/user/get-role-menu', (route) => {
      calls += 1;
      return fail ? route.abort('failed') : route.continue();
    });
    await page.clock.install();
    await page.goto('/beneficiary');
    // the page says so (on a phone the menu itself is in the closed drawer)
    const retry = page.getByRole('main').getByRole('button', { name: NETWORK_TEXT.retry });
    await untilLoadGivesUp(page, page.getByRole('main').getByText(NETWORK_TEXT.menuFailed));
    // after the reads' retries (1, 2 and 4 s, each up to a quarter longer): lib/network/retry-policy.ts
    expect(calls).toBeLessThanOrEqual(5);
    await expect(page).toHaveURL(/\/beneficiary$/);
    expect(await storedSession(page)).not.toBeNull();
    if (!isPhone(page)) await expect((await mainMenu(page)).getByRole('button', { name: NETWORK_TEXT.retryMenu })).toBeVisible();
    fail = false;
    await retry.click();
    await expect(retry).toBeHidden();
    await expect(page.getByRole('heading', { name: /^Beneficiary: / })).toBeVisible();
  });

  test('an inactive user is signed out', { tag: '@desktop' }, async ({ page }) => {
    await page.route('**/api/v1/user/get-role-menu', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ json: { ...body, user: { ...body.user, status_id: 2 } } });
    });
    await page.goto('/beneficiary');
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => storedSession(page)).toBeNull();
  });

  test('shows Loading... in the menu while it loads', { tag: '@desktop' }, async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/user/get-role-menu', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/beneficiary');
    const nav = await mainMenu(page);
    await expect(nav).toContainText(SHELL_TEXT.loading);
    release();
    await expect(nav.getByRole('link', { name: 'Beneficiary' })).toBeVisible();
    await page.screenshot({ path: screenshotPath('shell-signed-in') });
  });

  test('the user menu opens and works by keyboard: Enter, Space and ArrowDown', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/org');
    const trigger = page.getByRole('button', { name: LAYOUT_TEXT.userMenu });
    const menu = page.getByRole('menu');
    const profile = page.getByRole('menuitem', { name: SHELL_TEXT.profile });
    const logout = page.getByRole('menuitem', { name: SHELL_TEXT.logout });
    for (const key of ['Enter', 'Space', 'ArrowDown']) {
      await trigger.focus();
      await page.keyboard.press(key);
      await expect(menu, `opened by ${key}`).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(trigger).toBeFocused();
    }
    // Escape at once, before the menu has taken the focus, closes it too
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    // opened from the keyboard, the first entry has the focus; Logout is the next one
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(profile).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(logout).toBeFocused();
    await page.keyboard.press('Enter');
    const question = page.getByRole('dialog', { name: SHELL_TEXT.logoutTitle });
    await expect(question).toBeVisible();
    // the dialog takes the focus as it opens; until then the key reaches the closing menu's entry
    await expect.poll(() => question.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    // Profile: Space opens, Enter on the first entry
    await trigger.focus();
    await page.keyboard.press('Space');
    await expect(profile).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/userprofile\/[A-Za-z0-9+/=]+$/);
  });

  test('the expanded side navigation closes on Escape and on a click outside it', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/beneficiary');
    const nav = page.getByRole('navigation', { name: LAYOUT_TEXT.mainMenu });
    const toggle = page.getByRole('button', { name: SHELL_TEXT.toggleMenu });
    await toggle.click();
    await expect(nav).toHaveAttribute('data-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(nav).toHaveAttribute('data-expanded', 'false');
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(80);
    await toggle.click();
    await expect(nav).toHaveAttribute('data-expanded', 'true');
    await page.getByTestId('page-title').click();
    await expect(nav).toHaveAttribute('data-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('on a phone the header opens the menu as a drawer, which Escape, an outside tap and an entry close', {
    tag: '@phone',
  }, async ({ page }) => {
    await page.goto('/beneficiary');
    await expect(page.getByTestId('page-title')).toHaveText('Beneficiaries');
    // no 80 px bar: the content starts at the screen's edge, the name hides behind the avatar
    await expect(page.getByRole('navigation', { name: LAYOUT_TEXT.mainMenu })).toHaveCount(0);
    expect((await page.getByRole('main').boundingBox())?.x).toBe(0);
    await expect(page.getByTestId('user-name')).toHaveText('Administrator');
    await expect(page.getByTestId('user-name')).not.toBeInViewport({ ratio: 0.5 });
    const open = page.getByRole('button', { name: LAYOUT_TEXT.openMenu });
    await expect(open).toHaveAttribute('aria-expanded', 'false');

    const nav = await mainMenu(page);
    const drawer = page.getByRole('dialog').filter({ has: nav });
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Beneficiary' })).toHaveAttribute('aria-current', 'page');
    expect((await drawer.boundingBox())?.width).toBeCloseTo(256, 0);
    await page.screenshot({ path: screenshotPath('shell-drawer') });
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');

    await mainMenu(page);
    await page.mouse.click(350, 400);
    await expect(nav).toBeHidden();

    await mainMenu(page);
    await page.getByRole('button', { name: LAYOUT_TEXT.closeMenu }).click();
    await expect(nav).toBeHidden();

    await mainMenu(page);
    await nav.getByRole('link', { name: 'Organization' }).click();
    await expect(page).toHaveURL(/\/org$/);
    await expect(nav).toBeHidden();
    await expect(page.getByTestId('page-title')).toHaveText('Organization');
  });
});
