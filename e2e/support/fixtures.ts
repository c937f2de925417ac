import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { LAYOUT_TEXT } from '@portal/contract/layout-text';
import { SHELL_TEXT } from '@portal/contract/messages';
import { E2E_ADMIN } from '../playwright.config.ts';

export interface Credentials {
  email: string;
  password: string;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Creates a staff user through the administrators' command line, against the running portal. */
export function createUserWithCli(role: string, name: string): Credentials {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}${Math.floor(Math.random() * 1000)}@e2e.example.org`;
  const password = 'e2e-user-secret';
  execFileSync(
    process.execPath,
    ['apps/server/dist/cli.js', 'user', 'add', '--email', email, '--name', name, '--role', role, '--password', password],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
      stdio: 'pipe',
    },
  );
  return { email, password };
}

/** Signs in through the API and stores the session as the login page would, before the page loads. */
export async function signInQuickly(page: Page, credentials: Credentials = E2E_ADMIN, options: { expiresInMs?: number } = {}) {
  const response = await page.request.post('/api/v1/auth/userNormalLogin', { data: credentials });
  // the answer's code says which refusal it was, should one come
  expect(response.status(), await response.text()).toBe(200);
  const { token, expirationTime } = await response.json();
  // once per tab: a later reload (after sign-out, say) must see what the app left in storage
  await page.addInitScript(
    ({ token, expirationTime, expiresInMs }) => {
      if (sessionStorage.getItem('e2e-session-set')) return;
      const expiry = expiresInMs === null ? expirationTime : Date.now() + expiresInMs;
      localStorage.setItem('user', JSON.stringify({ token, expirationTime: expiry }));
      sessionStorage.setItem('e2e-session-set', '1');
    },
    { token, expirationTime, expiresInMs: options.expiresInMs ?? null },
  );
  return { token, expirationTime };
}

/** Whether the page shows the phone layout (below Mantine's `sm`, 768 px): a drawer for the side navigation. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * The side navigation, shown: on a phone its drawer is opened from the header's menu button first.
 * Without `open`, only the landmark (the bar on a desktop; on a phone the drawer, once opened).
 */
export async function mainMenu(page: Page, { open = true } = {}) {
  const nav = page.getByRole('navigation', { name: LAYOUT_TEXT.mainMenu });
  if (open && isPhone(page)) {
    await page.getByRole('button', { name: LAYOUT_TEXT.openMenu }).click();
    await expect(nav).toBeVisible();
  }
  return nav;
}

/** Every entry of the open side navigation shows its whole name: none is cut at the menu's edge. */
export async function expectEntryNamesWhole(nav: Locator) {
  const cut = () =>
    nav.evaluate((menu) => {
      const edge = menu.getBoundingClientRect().right;
      return [...menu.querySelectorAll('a')]
        .map((link) => link.lastElementChild as HTMLElement)
        .filter((name) => name.getBoundingClientRect().right > edge + 0.5 || name.scrollWidth > name.clientWidth + 0.5)
        .map((name) => name.textContent);
    });
  await expect.poll(cut).toEqual([]);
}

/** Opens the header's user menu by a click, which works on a touch screen as on a desktop. */
export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: LAYOUT_TEXT.userMenu }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

/** Logout through the header's menu and its confirmation (spec §2). */
export async function logOutThroughMenu(page: Page) {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: SHELL_TEXT.logout }).click();
  await page
    .getByRole('dialog', { name: SHELL_TEXT.logoutTitle })
    .getByRole('button', { name: SHELL_TEXT.logoutConfirm })
    .click();
}

/** Where a test's screenshot goes; a phone's carries the project's name, so both sizes are kept. */
export const screenshotPath = (name: string) => {
  const project = base.info().project.name;
  const suffix = project && project !== 'desktop' ? `-${project}` : '';
  return path.join(ROOT, 'test-results', 'screenshots', `${name}${suffix}.png`);
};

export const test = base.extend<{ fieldFacilitator: Credentials }, { facilitatorAccount: Credentials }>({
  // Playwright reads fixture dependencies from the destructuring pattern, so it must be there even when empty
  // biome-ignore lint/correctness/noEmptyPattern: required by Playwright's fixture API
  facilitatorAccount: [async ({}, use) => use(createUserWithCli('Field Facilitator', 'Field Facilitator')), { scope: 'worker' }],
  fieldFacilitator: async ({ facilitatorAccount }, use) => use(facilitatorAccount),
});

export { E2E_ADMIN, expect };

/**
 * The session the app keeps in storage. A sign-out ends with a reload, which can destroy the page
 * a read runs in; such a read answers a placeholder so that `expect.poll` simply reads again.
 */
export const storedSession = (page: Page): Promise<string | null> =>
  page.evaluate(() => localStorage.getItem('user')).catch(() => 'unreadable while the page reloads');
