import diagnostics from 'node:diagnostics_channel';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { encodeBeneficiaryId } from '@portal/contract/base64-id';
import lighthouse from 'lighthouse';
import { DESKTOP_CHROMIUM_LAUNCH } from '../e2e/support/chromium.ts';
import { portInRange, type StoredSession } from './web-portal.ts';

export interface AccessibilityScore {
  page: string;
  /** 0–100, or NaN when Lighthouse could not score the page */
  score: number;
  /** ids of the category's audits that failed */
  failing: string[];
  /** for each failing audit, up to three of the elements it names (label and selector) */
  examples: Record<string, string[]>;
  /** the page Lighthouse ended on, when it is not the one asked for (a redirect to /login, say) */
  landedOn?: string;
  error?: string;
  /** Lighthouse's mobile performance score, 0–100 (NaN when not scored), on a cold HTTP cache */
  performance: number;
  /** its metrics: first and largest contentful paint, speed index (ms), total blocking time (ms), layout shift */
  metrics: { fcpMs: number; lcpMs: number; speedIndexMs: number; tbtMs: number; cls: number };
  /** Lighthouse's measure of this machine's speed (about 1000 and up for a typical desktop) */
  benchmarkIndex?: number;
}

const NO_METRICS = { fcpMs: Number.NaN, lcpMs: Number.NaN, speedIndexMs: Number.NaN, tbtMs: Number.NaN, cls: Number.NaN };

export interface AccessibilityReport {
  scores: AccessibilityScore[];
  /** anything either the browser or this process reached beyond this machine while Lighthouse ran */
  outside: string[];
  /** the browser's requests watched meanwhile (all of them, local ones included) */
  watched: number;
}

type FailingItem = { node?: { nodeLabel?: string; selector?: string } };

const isLocal = (address: string | undefined) =>
  !address || address === '::1' || address.startsWith('127.') || address === '::ffff:127.0.0.1' || address === 'localhost';

/** The first beneficiary of the administrator's list: its detail page. */
async function firstDetailPath(baseUrl: string, session: StoredSession): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/beneficiary/get-beneficiaries-list?isChecked=true&limit=1&offset=0`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const body = (await response.json()) as { Data?: { beneficiary_id: number }[] };
  const id = body.Data?.[0]?.beneficiary_id;
  if (!id) throw new Error(`no beneficiary in the list (HTTP ${response.status})`);
  return `/beneficiary/${encodeBeneficiaryId(id)}`;
}

/**
 * Lighthouse's accessibility and performance categories for /login (signed out), then /beneficiary, a
 * beneficiary's detail page and /org (signed in), in one Chromium profile it reaches through its
 * debugging port. Lighthouse's defaults otherwise: a phone's screen, its simulated slow 4G and 4×
 * slower processor; its storage reset is off so the session stays, and the HTTP cache is emptied
 * before each page instead, so each is a first visit.
 */
export async function accessibilityScores(baseUrl: string, session: StoredSession): Promise<AccessibilityReport> {
  const outside: string[] = [];
  // this process: every socket it opens (Lighthouse's own fetches included) must stay on this machine
  const watchSocket = (message: unknown) => {
    const { socket } = message as { socket: Socket };
    socket.once('lookup', (_error, address, _family, host) => {
      if (!isLocal(address) || !isLocal(host)) outside.push(`bench process: ${host} (${address})`);
    });
    socket.once('connect', () => {
      if (!isLocal(socket.remoteAddress)) outside.push(`bench process: ${socket.remoteAddress}:${socket.remotePort}`);
    });
  };
  diagnostics.subscribe('net.client.socket', watchSocket);
  const port = await portInRange();
  const profile = mkdtempSync(path.join(tmpdir(), 'first-visit-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...DESKTOP_CHROMIUM_LAUNCH,
    args: [
      ...DESKTOP_CHROMIUM_LAUNCH.args,
      `--remote-debugging-port=${port}`,
      // a name other than this machine's resolves to nothing, so a fetch beyond it fails (and is listed below)
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    ],
  });
  let watched = 0;
  context.on('request', (request) => {
    watched++;
    const url = new URL(request.url());
    if (/^(https?|wss?):$/.test(url.protocol) && !isLocal(url.hostname)) outside.push(`browser: ${request.url()}`);
  });
  const scores: AccessibilityScore[] = [];
  const page = context.pages()[0] ?? (await context.newPage());
  const devtools = await context.newCDPSession(page);
  const audit = async (pagePath: string) => {
    const url = `${baseUrl}${pagePath}`;
    try {
      await devtools.send('Network.clearBrowserCache');
      const result = await lighthouse(url, {
        port,
        hostname: '127.0.0.1',
        onlyCategories: ['accessibility', 'performance'],
        disableStorageReset: true,
        // the report's element thumbnails are not used here, and the capture is the slowest step
        disableFullPageScreenshot: true,
        skipAboutBlank: true,
        output: 'json',
        logLevel: 'error',
      });
      if (!result) throw new Error('no result');
      const { lhr } = result;
      const category = lhr.categories.accessibility;
      const failing = category.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter(
          (a) => a.score !== null && a.score < 1 && !['manual', 'notApplicable', 'informative'].includes(a.scoreDisplayMode),
        )
        .map((a) => a.id);
      const examples = Object.fromEntries(
        failing.map((id) => {
          const items = (lhr.audits[id].details as { items?: FailingItem[] } | undefined)?.items ?? [];
          const label = (item: FailingItem) => (item.node?.nodeLabel ?? '?').replace(/\s+/g, ' ');
          return [id, items.slice(0, 3).map((item) => `${label(item)} — ${item.node?.selector ?? '?'}`)];
        }),
      );
      const performance = lhr.categories.performance?.score;
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      scores.push({
        page: pagePath,
        score: category.score === null ? Number.NaN : Math.round(category.score * 100),
        failing,
        examples,
        landedOn: lhr.finalDisplayedUrl === url ? undefined : lhr.finalDisplayedUrl,
        error: lhr.runtimeError?.message,
        performance: performance === null || performance === undefined ? Number.NaN : Math.round(performance * 100),
        metrics: {
          fcpMs: metric('first-contentful-paint'),
          lcpMs: metric('largest-contentful-paint'),
          speedIndexMs: metric('speed-index'),
          tbtMs: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
        },
        benchmarkIndex: lhr.environment?.benchmarkIndex,
      });
    } catch (error) {
      scores.push({
        page: pagePath,
        score: Number.NaN,
        failing: [],
        examples: {},
        error: (error as Error).message,
        performance: Number.NaN,
        metrics: NO_METRICS,
      });
    }
  };
  try {
    await audit('/login');
    // the session as the login page stores it, in this profile's storage for the portal's origin
    await page.goto(`${baseUrl}/readyz`);
    await page.evaluate((s) => localStorage.setItem('user', JSON.stringify(s)), session);
    await audit('/beneficiary');
    await audit(await firstDetailPath(baseUrl, session));
    await audit('/org');
  } finally {
    await context.close();
    diagnostics.unsubscribe('net.client.socket', watchSocket);
    rmSync(profile, { recursive: true, force: true });
  }
  return { scores, outside, watched };
}
