import type { BrowserContext, Locator, Page, Request, Route } from '@playwright/test';
import { expect } from '@playwright/test';
import { BENEFICIARY_TEXT as T } from '@portal/contract/messages';
import { LOAD_RETRIES, LOAD_RETRY_BASE_MS, LOAD_RETRY_MAX_MS } from '@portal/contract/network-text';
import { fillValidBeneficiary } from './beneficiaries.ts';

/**
 * How long a failing load takes to say so: its retries' longest delays (growing from the base, each up
 * to a quarter more, as the web's retry policy draws them), plus an expectation's own time for the
 * requests and the render.
 */
export const UNTIL_LOAD_GIVES_UP_MS =
  Array.from({ length: LOAD_RETRIES }, (_, n) => Math.min(LOAD_RETRY_BASE_MS * 2 ** n, LOAD_RETRY_MAX_MS) * 1.25).reduce(
    (a, b) => a + b,
    0,
  ) + 15_000;

/** The longest wait between two attempts of a failing load (the last, a quarter more at most). */
const LONGEST_RETRY_WAIT_MS = Math.min(LOAD_RETRY_BASE_MS * 2 ** (LOAD_RETRIES - 1), LOAD_RETRY_MAX_MS) * 1.25;

/**
 * Waits for a failing load to say so without living through its retries' waits: with the page's
 * clock installed before the page opened, the clock jumps one longest wait at a time (each due timer
 * fires, as if those seconds had passed) until `failed` shows.
 */
export async function untilLoadGivesUp(page: Page, failed: Locator): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(LONGEST_RETRY_WAIT_MS);
    await expect(failed).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: UNTIL_LOAD_GIVES_UP_MS });
}

/**
 * `ms` of the page's time pass in steps of two seconds, each given a tenth of a real second for what
 * its timers start (a request, the next timer): a loop of retries shows as it would in real time.
 */
export async function letPageTimePass(page: Page, ms: number): Promise<void> {
  for (let passed = 0; passed < ms; passed += 2_000) {
    await page.clock.fastForward(2_000);
    await page.waitForTimeout(100);
  }
}

/** Requests to one address, counted as the page sends them (including the ones a route fails). */
export function countRequests(page: Page, matches: (request: Request) => boolean) {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (matches(request)) seen.push(request);
  });
  return seen;
}

/**
 * Once drawn, the list fetches the code of what it opens (the Add Beneficiary form's, the filters').
 * A test that then goes offline or slows the link is about what comes after: called before the list
 * is opened, this gives a wait for that code to have been asked for and the network to have been
 * quiet for half a second since.
 */
export function listCodeLoaded(page: Page): () => Promise<void> {
  const asked = page.waitForRequest((r) => /\/add-beneficiary-modal-[\w-]+\.js$/.test(r.url()));
  // the requests seen starting: one the previous page started ends (or is cancelled) uncounted
  const inFlight = new Set<Request>();
  let changedAt = Date.now();
  const change = (started: boolean) => (request: Request) => {
    if (started) inFlight.add(request);
    else inFlight.delete(request);
    changedAt = Date.now();
  };
  page.on('request', change(true));
  page.on('requestfinished', change(false));
  page.on('requestfailed', change(false));
  return async () => {
    await asked;
    await expect.poll(() => inFlight.size === 0 && Date.now() - changedAt >= 500, { intervals: [100] }).toBe(true);
  };
}

/** A route that holds each request until `release` is called, for answers that never come (yet). */
export async function holdRoute(page: Page, url: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: Route[] = [];
  await page.route(url, async (route) => {
    held.push(route);
    await released;
    // a request the page aborted meanwhile cannot be continued: it never reaches the server
    await route.continue().catch(() => {});
  });
  return { held, release };
}

/** The browser loses and regains its connection, as a phone does (navigator.onLine and its events follow). */
export const goOffline = (context: BrowserContext) => context.setOffline(true);
export const goOnline = (context: BrowserContext) => context.setOffline(false);

/** A slow mobile link through Chromium's own network emulation (DevTools protocol). */
export async function slowLink(page: Page, latencyMs: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: 50_000,
    uploadThroughput: 25_000,
  });
  return cdp;
}

/** Nothing on the page is wider than the window: it never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, 'page width').toBeLessThanOrEqual(widths.client);
}

/** Opens the Add Beneficiary dialog from the list page. */
export async function openAddBeneficiary(page: Page) {
  await page.goto('/beneficiary');
  await page.getByRole('button', { name: T.add }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Beneficiary' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Every required field of Add Beneficiary, valid. */
export const fillBeneficiary = (page: Page, firstName: string) =>
  fillValidBeneficiary(page, firstName, { lastName: 'Gowda', dob: '1994-02-03', mobile: '9900112233', aadhaar: '1470' });

/** How many beneficiaries the server holds under this (unique) first name. */
export async function countByName(page: Page, token: string, firstName: string) {
  const response = await page.request.get('/api/v1/beneficiary/get-beneficiaries-list', {
    headers: { Authorization: `Bearer ${token}` },
    params: { search: firstName.toLowerCase(), isChecked: true, limit: 15, offset: 0 },
  });
  return ((await response.json()).Data as unknown[]).length;
}
