import { SHELL_TEXT } from '@portal/contract/messages';
import { expect, screenshotPath, signInQuickly, test } from '../support/fixtures.ts';

/** Holds every request whose URL matches until `release` is called. */
async function hold(page: import('@playwright/test').Page, pattern: RegExp) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  await page.route(pattern, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { held, release };
}

/** The paths of the API calls (and of the list screen's code) the page asks for, as it asks. */
function watchRequests(page: import('@playwright/test').Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') || url.pathname.includes('beneficiary-list-page')) calls.push(url.pathname);
  });
  return calls;
}

test('the splash is on screen before any script or stylesheet has arrived, and the app is never drawn unstyled', async ({
  page,
}) => {
  const assets = await hold(page, /\/assets\/.*\.(js|css)$/);
  await page.goto('/login', { waitUntil: 'commit' });
  const splash = page.getByRole('status').filter({ hasText: SHELL_TEXT.loading });
  await expect(splash).toBeVisible();
  expect(assets.held.length).toBeGreaterThan(0);
  await page.screenshot({ path: screenshotPath('splash') });
  assets.release();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  // the stylesheet applies to the screen once the app is up (it was fetched as a print sheet)
  const media = await page
    .locator('link[data-app-styles]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).media));
  expect(media.length).toBeGreaterThan(0);
  expect(media.every((m) => m === 'all')).toBe(true);
  await expect(splash).toBeHidden();
});

test("signed out, any path is the login page, drawn from its own code; the list's code comes after it, while the password is typed", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) scripts.push(path);
  });
  // the portal's routes, frame, guard and list: held back, the login page must be drawn without them
  const portalCode = await hold(page, /\/assets\/(app|app-layout|route-guard|beneficiary-list-page|useBaseQuery)-[\w-]{8}\.js$/);
  const entry = await hold(page, /\/assets\/index-[^/]*\.js$/);
  await page.goto('/beneficiary', { waitUntil: 'commit' });
  await expect.poll(() => entry.held.length).toBeGreaterThan(0);
  // boot.js asks for the login page's code while the entry script is still on its way
  await expect.poll(() => scripts.some((path) => /\/assets\/login-screen-[\w-]{8}\.js$/.test(path))).toBe(true);
  expect(portalCode.held).toEqual([]);
  entry.release();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // once it is drawn, the list's code is fetched (not run) for after the sign-in
  await expect.poll(() => portalCode.held.length).toBeGreaterThan(0);
  portalCode.release();
});

test('a signed-in first visit asks for the role menu and the first list page while the list screen is still loading', async ({
  page,
}) => {
  await signInQuickly(page);
  const calls = watchRequests(page);
  // the list screen's own code is held back: the calls it needs must not wait for it
  const listChunk = await hold(page, /\/assets\/beneficiary-list-page-[^/]*\.js$/);
  await page.goto('/beneficiary');
  await expect.poll(() => listChunk.held.length).toBeGreaterThan(0);
  await expect
    .poll(() => calls)
    .toEqual(expect.arrayContaining(['/api/v1/user/get-role-menu', '/api/v1/beneficiary/get-beneficiaries-list']));
  listChunk.release();
  await expect(page.getByRole('heading', { name: /^Beneficiary: [1-9]/ })).toBeVisible();
  // the list page reuses the first page asked for at start instead of asking for it again
  expect(calls.filter((c) => c === '/api/v1/beneficiary/get-beneficiaries-list').length).toBeLessThanOrEqual(2);
});

test("with a stored session, the first calls and the screen's code are asked for before the entry script has arrived", async ({
  page,
}) => {
  await signInQuickly(page);
  const calls = watchRequests(page);
  // the entry script (the largest file) is held back
  const entry = await hold(page, /\/assets\/index-[^/]*\.js$/);
  await page.goto('/beneficiary', { waitUntil: 'commit' });
  await expect.poll(() => entry.held.length).toBeGreaterThan(0);
  await expect
    .poll(() => calls)
    .toEqual(
      expect.arrayContaining([
        '/api/v1/user/get-role-menu',
        '/api/v1/beneficiary/get-beneficiaries-list',
        expect.stringMatching(/beneficiary-list-page-[^/]*\.js$/),
      ]),
    );
  entry.release();
  await expect(page.getByRole('heading', { name: /^Beneficiary: [1-9]/ })).toBeVisible();
  // the app took the early answers over: one role menu call and one first page, not two of each
  expect(calls.filter((c) => c === '/api/v1/user/get-role-menu')).toHaveLength(1);
  expect(calls.filter((c) => c === '/api/v1/beneficiary/get-beneficiaries-list')).toHaveLength(1);
});

test("a signed-in first visit fetches the list screen's code in a few files and one stylesheet: each is a round trip on a phone's link", async ({
  page,
}) => {
  await signInQuickly(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/beneficiary');
  await expect(page.getByRole('heading', { name: /^Beneficiary: [1-9]/ })).toBeVisible();
  // boot.js, the entry and the list's own chunks (eighty-odd before small shared chunks were copied in)
  expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(20);
  // and one stylesheet, switched on before the first render: one inserted later restyles the drawn page
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href')),
  );
  expect(sheets).toHaveLength(1);
});

test('an English page asks for the Kannada font (its language switch) only once the page is drawn, not beside its code', async ({
  page,
}) => {
  // the page's clock when the login form's first field is in the document
  await page.addInitScript(() => {
    const w = window as unknown as { __formAt?: number };
    new MutationObserver((_, observer) => {
      if (document.querySelector('input')) {
        w.__formAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  const font = () =>
    page.evaluate(() => {
      const entry = performance.getEntriesByType('resource').find((e) => /noto-sans-kannada.*\.woff2$/.test(e.name));
      return entry ? { startTime: entry.startTime, formAt: (window as unknown as { __formAt: number }).__formAt } : null;
    });
  await expect.poll(font).not.toBeNull();
  const { startTime, formAt } = (await font()) as { startTime: number; formAt: number };
  expect(startTime).toBeGreaterThanOrEqual(formAt);
});
