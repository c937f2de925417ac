import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium } from '@playwright/test';
import { BENEFICIARY_TEXT, LOGIN_TEXT } from '@portal/contract/messages';
import { DESKTOP_CHROMIUM_LAUNCH } from '../e2e/support/chromium.ts';
import { type AccessibilityReport, accessibilityScores } from './lighthouse.ts';
import {
  addPageHelpers,
  checkSlowLink,
  emulateSlowLink,
  type LinkCheck,
  markReady,
  measureVisit,
  type ReadyMarker,
  SLOW_LINK,
  type Visit,
} from './slow-link.ts';
import { PORTAL_ADMIN, type StoredSession, signInPortal, startWebPortal, type WebPortal } from './web-portal.ts';

/**
 * First and repeat visits of /beneficiary (signed in) and /login (signed out) on a slow link, for
 * one or more builds of the web app side by side, then Lighthouse's performance and accessibility scores.
 */
const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', multiple: true },
    runs: { type: 'string', default: '5' },
    'skip-lighthouse': { type: 'boolean', default: false },
  },
});
const ROOT = path.resolve(import.meta.dirname, '..');
const DISTS = (args.dist?.length ? args.dist : [path.join(ROOT, 'apps/web/dist')]).map((d) => path.resolve(d));
const RUNS = Number(args.runs);
/** The targets on the slow link: something on screen; the login page and the list usable on a first and a repeat visit. */
const TARGET = { fcpMs: 1_500, loginFirstMs: 4_000, listFirstMs: 5_000, listAfterSignInMs: 8_000, repeatMs: 2_000 };

type Scenario = 'beneficiary' | 'login';
type Kind = 'first' | 'repeat';
const SCENARIOS: { name: Scenario; path: string; signedIn: boolean; marker: ReadyMarker; ready: string }[] = [
  {
    name: 'beneficiary',
    path: '/beneficiary',
    signedIn: true,
    marker: { kind: 'list-row', countHeading: BENEFICIARY_TEXT.heading },
    ready: 'first list row',
  },
  {
    name: 'login',
    path: '/login',
    signedIn: false,
    marker: { kind: 'heading', text: LOGIN_TEXT.heading },
    ready: 'Login heading',
  },
];

interface Build {
  dist: string;
  portal: WebPortal;
  session: StoredSession;
  samples: Map<string, Visit[]>;
  /** from the click on SIGN IN to the list's first row, ms, one per run */
  signInToList: number[];
  accessibility?: AccessibilityReport;
}

/**
 * A field officer's first morning: the login page in a fresh context (what it fetches after it is
 * drawn is in the cache by the time the password is typed), SIGN IN, and the list's first row, timed
 * from the click (the page clock's epoch, so the reload between counts).
 */
async function signInToList(browser: Browser, build: Build): Promise<number> {
  const context = await browser.newContext();
  try {
    await addPageHelpers(context);
    await context.addInitScript(markReady, SCENARIOS[0].marker);
    const page = await context.newPage();
    await emulateSlowLink(context, page);
    await page.goto(`${build.portal.baseUrl}/login`);
    await page.getByRole('heading', { name: LOGIN_TEXT.heading }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {});
    await page.getByLabel(LOGIN_TEXT.emailLabel, { exact: false }).first().fill(PORTAL_ADMIN.email);
    await page.getByLabel(LOGIN_TEXT.passwordLabel, { exact: false }).first().fill(PORTAL_ADMIN.password);
    const clickedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
    await page.getByRole('button', { name: LOGIN_TEXT.submit }).click();
    await page.waitForURL('**/beneficiary', { timeout: 60_000 });
    await page.waitForFunction(() => (window as unknown as { __ready?: { at: number | null } }).__ready?.at != null, null, {
      timeout: 60_000,
      polling: 100,
    });
    const readyAt = await page.evaluate(
      () => performance.timeOrigin + (window as unknown as { __ready: { at: number } }).__ready.at,
    );
    return readyAt - clickedAt;
  } finally {
    await context.close();
  }
}

/**
 * A first visit in a fresh context (empty HTTP cache), then a repeat visit: a new tab of the same
 * context, after the first tab had finished loading and was closed, so only the HTTP cache is warm.
 */
async function visitTwice(browser: Browser, build: Build, scenario: (typeof SCENARIOS)[number]) {
  const context = await browser.newContext();
  try {
    await addPageHelpers(context);
    if (scenario.signedIn) {
      await context.addInitScript((s) => localStorage.setItem('user', JSON.stringify(s)), build.session);
    }
    await context.addInitScript(markReady, scenario.marker);
    for (const kind of ['first', 'repeat'] as Kind[]) {
      const page = await context.newPage();
      await emulateSlowLink(context, page);
      const visit = await measureVisit(page, `${build.portal.baseUrl}${scenario.path}`);
      const key = `${scenario.name}|${kind}`;
      build.samples.set(key, [...(build.samples.get(key) ?? []), visit]);
      // what the page still loads after the marker belongs in the cache of a returning visitor
      if (kind === 'first') await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {});
      await page.close();
    }
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const seconds = (ms: number) => (Number.isNaN(ms) ? '—' : (ms / 1000).toFixed(2));
const range = (values: number[]) => `${seconds(Math.min(...values))}–${seconds(Math.max(...values))}`;
const mark = (ms: number, target: number | undefined) => (target === undefined ? '' : ms <= target ? ' ✓' : ' ✗');

function report(builds: Build[], check: LinkCheck, wallSeconds: number): string {
  const lines = [
    `# Bench: first visit on a slow link (${SLOW_LINK.kbps} kbit/s each way, ${SLOW_LINK.latencyMs} ms round trip), median of ${RUNS}`,
    '',
    `Targets: something on screen (FCP) within ${seconds(TARGET.fcpMs)} s; the login page usable within ${seconds(TARGET.loginFirstMs)} s and the list within ${seconds(TARGET.listFirstMs)} s on a first visit (within ${seconds(TARGET.listAfterSignInMs)} s of SIGN IN), either within ${seconds(TARGET.repeatMs)} s on a repeat visit (✓/✗).`,
    '',
  ];
  const base = builds[0];
  for (const build of builds) {
    lines.push(
      `## ${path.relative(ROOT, build.dist) || build.dist}${build.portal.compressedCopy ? ' (served from a copy with .br/.gz added)' : ''}`,
      '',
      '| page | visit | first paint s | FCP s | ready s (min–max) | ready at | requests (+ cached) | KB over the link | FCP vs first build | ready vs first build |',
      '| --- | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |',
    );
    for (const scenario of SCENARIOS) {
      for (const kind of ['first', 'repeat'] as Kind[]) {
        const key = `${scenario.name}|${kind}`;
        const visits = build.samples.get(key) ?? [];
        const m = (pick: (v: Visit) => number, from = visits) => median(from.map(pick));
        const fcp = m((v) => v.fcpMs);
        const ready = m((v) => v.readyMs);
        const baseVisits = base.samples.get(key) ?? [];
        const ratio = (value: number, baseValue: number) => (build === base ? '1.00' : (value / baseValue).toFixed(2));
        const firstTarget = scenario.name === 'beneficiary' ? TARGET.listFirstMs : TARGET.loginFirstMs;
        const readyTarget = kind === 'first' ? firstTarget : TARGET.repeatMs;
        const cells = [
          scenario.path,
          kind,
          seconds(m((v) => v.firstPaintMs)),
          `${seconds(fcp)}${mark(fcp, TARGET.fcpMs)}`,
          `${seconds(ready)}${mark(ready, readyTarget)} (${range(visits.map((v) => v.readyMs))})`,
          scenario.ready,
          `${m((v) => v.requests)} (+${m((v) => v.cached)})`,
          (m((v) => v.bytes) / 1024).toFixed(1),
          ratio(
            fcp,
            m((v) => v.fcpMs, baseVisits),
          ),
          ratio(
            ready,
            m((v) => v.readyMs, baseVisits),
          ),
        ];
        lines.push(`| ${cells.join(' | ')} |`);
      }
    }
    // where a first visit of the list spends the link: its largest transfers, in the run with the median time
    const signIn = median(build.signInToList);
    lines.push(
      '',
      `From SIGN IN to the list's first row, the login page loaded first in a fresh context: ${seconds(signIn)} s${mark(signIn, TARGET.listAfterSignInMs)} (${range(build.signInToList)}).`,
    );
    const firstVisits = [...(build.samples.get('beneficiary|first') ?? [])].sort((a, b) => a.readyMs - b.readyMs);
    const typical = firstVisits[firstVisits.length >> 1];
    if (typical) {
      const largest = [...typical.loads].sort((a, b) => b.bytes - a.bytes).slice(0, 6);
      const kb = (bytes: number) => (bytes / 1024).toFixed(1);
      lines.push(
        '',
        `Largest transfers before the first list row (first visit, ready at ${seconds(typical.readyMs)} s): ${largest.map((l) => `${l.path} ${kb(l.bytes)} KB (${seconds(l.startMs)}–${seconds(l.endMs)} s)`).join(', ')}.`,
      );
    }
    lines.push('');
    if (build.accessibility) {
      lines.push(
        '| Lighthouse (mobile, cold) | performance | FCP s | LCP s | Speed Index s | TBT ms | CLS | accessibility | failing audits |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      );
      const shown = (value: number, digits = 0) => (Number.isNaN(value) ? '—' : value.toFixed(digits));
      for (const s of build.accessibility.scores) {
        const note = [s.landedOn && `ended on ${s.landedOn}`, s.error].filter(Boolean).join('; ');
        const m = s.metrics;
        lines.push(
          `| ${s.page} | ${shown(s.performance)} | ${shown(m.fcpMs / 1000, 2)} | ${shown(m.lcpMs / 1000, 2)} | ${shown(m.speedIndexMs / 1000, 2)} | ${shown(m.tbtMs)} | ${shown(m.cls, 3)} | ${shown(s.score)} | ${s.failing.join(', ') || '—'}${note ? ` (${note})` : ''} |`,
        );
      }
      const benchmark = build.accessibility.scores.find((s) => s.benchmarkIndex)?.benchmarkIndex;
      if (benchmark) lines.push('', `- Lighthouse's benchmark index of this machine during the audits: ${benchmark.toFixed(0)}.`);
      lines.push('');
      for (const s of build.accessibility.scores) {
        for (const [id, nodes] of Object.entries(s.examples)) lines.push(`- ${s.page} ${id}: ${nodes.join('; ')}`);
      }
      const outside = build.accessibility.outside;
      lines.push(
        `- Reached beyond this machine during Lighthouse: ${outside.length ? outside.join('; ') : 'nothing'} (${build.accessibility.watched} browser requests watched, and every socket of the bench process)`,
        '',
      );
    }
  }
  lines.push(
    `- The link itself, checked on ${base.portal.baseUrl}: a request from the page ${seconds(check.pageRequestMs)} s, the same from a dedicated worker ${seconds(check.workerRequestMs)} s; a hashed asset ${seconds(check.assetFirstMs)} s over the link (${check.measuredKbps.toFixed(0)} kbit/s measured), again ${seconds(check.assetAgainMs)} s with ${check.assetAgainTransfer} bytes transferred (the HTTP cache).`,
    '- FCP and first paint: the paint entries of the page. Ready: the first animation frame with the marker in the DOM with a size, in the page clock (from the start of its navigation).',
    '- Requests and KB: the document and resources that started before the marker (resource timing; a 304 counts as a request, an answer from the cache as cached).',
    '- First visit: a fresh browser context. Repeat visit: a new tab in the same context after the first had loaded everything and was closed (HTTP cache warm, no page state).',
    `- Builds interleaved run by run; ${RUNS} runs; whole bench ${wallSeconds.toFixed(0)} s. Lighthouse: its default phone screen, simulated slow 4G and 4× CPU slowdown, HTTP cache emptied before each page.`,
    '',
  );
  return lines.join('\n');
}

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
console.log(`starting ${DISTS.length} portal(s)…`);
const starting = await Promise.allSettled(DISTS.map((dist) => startWebPortal(dist)));
const portals = starting.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
const failed = starting.find((s) => s.status === 'rejected');
if (failed) {
  await Promise.all(portals.map((p) => p.stop()));
  throw failed.reason;
}
const builds: Build[] = portals.map((portal, i) => ({
  dist: DISTS[i],
  portal,
  session: { token: '', expirationTime: 0 },
  samples: new Map<string, Visit[]>(),
  signInToList: [],
}));
let browser: Browser | undefined;
try {
  for (const build of builds) build.session = await signInPortal(build.portal.baseUrl);
  console.log(`portal(s) ready (${elapsed()})`);
  browser = await chromium.launch(DESKTOP_CHROMIUM_LAUNCH);
  const checkContext = await browser.newContext();
  await addPageHelpers(checkContext);
  const html = await (await fetch(`${builds[0].portal.baseUrl}/`)).text();
  const asset = /(?:href|src)="(\/assets\/[^"]+\.(?:css|js))"/.exec(html)?.[1] ?? '/logo.svg';
  const check = await checkSlowLink(checkContext, builds[0].portal.baseUrl, asset);
  await checkContext.close();
  for (let run = 0; run < RUNS; run++) {
    // builds alternate who goes first, so a drift of the machine's load does not favour one
    const order = run % 2 ? [...builds].reverse() : builds;
    for (const build of order) {
      for (const scenario of SCENARIOS) await visitTwice(browser, build, scenario);
      build.signInToList.push(await signInToList(browser, build));
    }
    console.log(`run ${run + 1}/${RUNS} done (${elapsed()})`);
  }
  await browser.close();
  browser = undefined;
  if (!args['skip-lighthouse']) {
    for (const build of builds) {
      build.accessibility = await accessibilityScores(build.portal.baseUrl, build.session);
      console.log(`Lighthouse done for ${build.dist} (${elapsed()})`);
    }
  }
  const text = report(builds, check, (performance.now() - started) / 1000);
  console.log(`\n${text}`);
  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'first-visit.md'), text);
  writeFileSync(
    path.join(dir, 'first-visit.json'),
    JSON.stringify(
      {
        link: SLOW_LINK,
        check,
        builds: builds.map((b) => ({
          dist: b.dist,
          samples: Object.fromEntries(b.samples),
          accessibility: b.accessibility,
        })),
      },
      null,
      2,
    ),
  );
} finally {
  await browser?.close();
  await Promise.all(builds.map((b) => b.portal.stop()));
}
process.exit(0);
