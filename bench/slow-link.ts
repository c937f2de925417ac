import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/** The link of the field staff the targets are set for: 400 kbit/s each way, 400 ms round trips. */
export const SLOW_LINK = { kbps: 400, latencyMs: 400 };

const conditions = {
  offline: false,
  latency: SLOW_LINK.latencyMs,
  downloadThroughput: (SLOW_LINK.kbps * 1000) / 8,
  uploadThroughput: (SLOW_LINK.kbps * 1000) / 8,
};

/**
 * Page functions are sent as their source; the TypeScript runner wraps named inner functions in a
 * `__name` helper that pages lack, so each page of the context gets an identity stand-in first.
 */
export const addPageHelpers = (context: BrowserContext) => context.addInitScript('globalThis.__name ??= (target) => target;');

/**
 * Puts a page (before its navigation) on the slow link through its DevTools session, with the HTTP
 * cache on. Chromium applies the page's conditions to its dedicated workers as well (`checkSlowLink`
 * measures it).
 */
export async function emulateSlowLink(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', conditions);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  return cdp;
}

/** What a visit waits for: a heading with this exact text, or the first row of the beneficiary list. */
export type ReadyMarker = { kind: 'heading'; text: string } | { kind: 'list-row'; countHeading: string };

/**
 * Records, in the page's own clock (ms since its navigation started), the first animation frame in
 * which the marker is in the DOM with a size: checked once a frame while the DOM changes.
 */
export function markReady(marker: ReadyMarker) {
  const w = window as unknown as { __ready?: { at: number | null } };
  if (w.__ready) return;
  const state: { at: number | null } = { at: null };
  w.__ready = state;
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const ready = (): boolean => {
    if (marker.kind === 'heading') {
      return [...document.querySelectorAll('h1, h2, h3, [role="heading"]')].some(
        (h) => h.textContent?.trim() === marker.text && shown(h),
      );
    }
    // a body row (or a card in a role=row) with two cells of text: not a spacer, header, loading or Retry row
    for (const row of document.querySelectorAll('tbody tr, [role="row"]')) {
      if (row.closest('thead') || row.getAttribute('aria-hidden') === 'true' || row.querySelector('th')) continue;
      const cells = [...row.querySelectorAll('td, [role="cell"], [role="gridcell"]')].filter((c) => c.textContent?.trim());
      if (cells.length >= 2 && shown(row)) return true;
    }
    // the list's heading counts the rows it shows ("Beneficiary: 15")
    const count = new RegExp(`^${marker.countHeading}:\\s*[1-9]`);
    return [...document.querySelectorAll('h1, h2, h3, [role="heading"]')].some(
      (h) => count.test(h.textContent?.trim() ?? '') && shown(h),
    );
  };
  let scheduled = false;
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      if (state.at === null && ready()) {
        state.at = performance.now();
        observer.disconnect();
      }
    });
  });
  // attributes too: a stylesheet switched on (media) or a class can show what was already there
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
}

export interface Visit {
  firstPaintMs: number;
  fcpMs: number;
  /** the marker visible (the Login heading, or the first row of the list) */
  readyMs: number;
  /** requests started before the marker was visible: from the network (304s included), from the cache */
  requests: number;
  cached: number;
  /** bytes those requests moved over the link (headers included) */
  bytes: number;
  /** each of those requests: path, start and end (ms, page clock), bytes over the link */
  loads: { path: string; startMs: number; endMs: number; bytes: number }[];
}

/**
 * One measured visit of `url` in `page` (already on the slow link, with `markReady` as an init
 * script): paint entries, the marker, and the page's resource timings up to the marker.
 */
export async function measureVisit(page: Page, url: string, timeoutMs = 60_000): Promise<Visit> {
  await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
  await page.waitForFunction(() => (window as unknown as { __ready?: { at: number | null } }).__ready?.at != null, null, {
    timeout: timeoutMs,
    polling: 100,
  });
  // the marker is seen in the frame that paints it: the paint entries are recorded just after
  await page
    .waitForFunction(() => performance.getEntriesByName('first-contentful-paint', 'paint').length > 0, null, {
      timeout: 5_000,
      polling: 50,
    })
    .catch(() => {});
  return page.evaluate(() => {
    const readyMs = (window as unknown as { __ready: { at: number } }).__ready.at;
    const paint = (name: string) => performance.getEntriesByName(name, 'paint')[0]?.startTime ?? Number.NaN;
    const loads = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[];
    const before = loads.filter((r) => r.startTime <= readyMs);
    // transferSize is 0 for an answer from the cache; a revalidation (304) moves headers only
    const network = before.filter((r) => r.transferSize > 0);
    return {
      firstPaintMs: paint('first-paint'),
      fcpMs: paint('first-contentful-paint'),
      readyMs,
      requests: network.length,
      cached: before.length - network.length,
      bytes: network.reduce((sum, r) => sum + r.transferSize, 0),
      loads: before.map((r) => ({
        path: new URL(r.name).pathname + new URL(r.name).search,
        startMs: Math.round(r.startTime),
        endMs: Math.round(r.responseEnd),
        bytes: r.transferSize,
      })),
    };
  });
}

export interface LinkCheck {
  /** one small request from the page, and the same from a dedicated worker, ms */
  pageRequestMs: number;
  workerRequestMs: number;
  /** a hashed asset fetched twice: over the link, then again (expected from the HTTP cache) */
  assetFirstMs: number;
  assetAgainMs: number;
  assetAgainTransfer: number;
  /** the asset's bytes over its download time past one round trip, kbit/s */
  measuredKbps: number;
}

/**
 * Checks the emulation itself: a request from a dedicated worker pays the round trip like one from
 * the page, a hashed asset comes over the link at about the set rate, and a second fetch of it is
 * answered by the HTTP cache.
 */
export async function checkSlowLink(context: BrowserContext, baseUrl: string, asset: string): Promise<LinkCheck> {
  const page = await context.newPage();
  try {
    await emulateSlowLink(context, page);
    await page.goto(`${baseUrl}/readyz`);
    return await page.evaluate(
      async ({ asset, latencyMs }) => {
        const timed = async (url: string) => {
          const start = performance.now();
          await (await fetch(url)).arrayBuffer();
          return performance.now() - start;
        };
        const pageRequestMs = await timed(`/readyz?page=${Math.random()}`);
        const source = `onmessage = async (e) => { const start = performance.now(); await (await fetch(e.data)).arrayBuffer(); postMessage(performance.now() - start); };`;
        const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
        const workerRequestMs = await new Promise<number>((resolve) => {
          worker.onmessage = (e) => resolve(e.data as number);
          worker.postMessage(new URL(`/readyz?worker=${Math.random()}`, location.href).href);
        });
        worker.terminate();
        const assetFirstMs = await timed(asset);
        const assetAgainMs = await timed(asset);
        const entries = performance.getEntriesByName(new URL(asset, location.href).href) as PerformanceResourceTiming[];
        const first = entries[0];
        const again = entries[entries.length - 1];
        const measuredKbps = (first.transferSize * 8) / (assetFirstMs - latencyMs);
        return {
          pageRequestMs,
          workerRequestMs,
          assetFirstMs,
          assetAgainMs,
          assetAgainTransfer: entries.length > 1 ? again.transferSize : Number.NaN,
          measuredKbps,
        };
      },
      { asset, latencyMs: SLOW_LINK.latencyMs },
    );
  } finally {
    await page.close();
  }
}
