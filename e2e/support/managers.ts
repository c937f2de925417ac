import type { Page } from '@playwright/test';
import { test as base, type Credentials, createUserWithCli } from './fixtures.ts';

/** The tests of the office's screens: a Programme Manager of the worker's own, named `name`. */
export const managerTest = (name: string) =>
  base.extend<{ manager: Credentials }, { managerAccount: Credentials }>({
    // biome-ignore lint/correctness/noEmptyPattern: required by Playwright's fixture API
    managerAccount: [async ({}, use) => use(createUserWithCli('Programme Manager', name)), { scope: 'worker' }],
    manager: async ({ managerAccount }, use) => use(managerAccount),
  });

/** The signed-in user's id: a screen filtered to their own registrations, which no other test changes meanwhile. */
export async function userIdOf(page: Page, token: string): Promise<number> {
  const menu = await page.request.get('/api/v1/user/get-role-menu', { headers: { Authorization: `Bearer ${token}` } });
  return (await menu.json()).user.user_id;
}
