import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { LOGIN_TEXT } from '@portal/contract/messages';
import { DESKTOP_CHROMIUM_LAUNCH } from '../e2e/support/chromium.ts';
import { startWebPortal, type WebPortal } from './web-portal.ts';

/**
 * The login page's main thread on a phone's processor: Chromium's CPU slowed 4× (Lighthouse's
 * simulated phone), a trace of each cold load, the builds interleaved load by load. Lighthouse's own
 * score moves by ±10 between runs here; these traces hold still enough to compare two builds.
 *
 *   npx tsx bench/login-main-thread.ts --dist <another build> --dist apps/web/dist --runs 7
 */
const { values: args } = parseArgs({
  options: { dist: { type: 'string', multiple: true }, runs: { type: 'string', default: '7' } },
});
const ROOT = path.resolve(import.meta.dirname, '..');
const DISTS = (args.dist?.length ? args.dist : [path.join(ROOT, 'apps/web/dist')]).map((d) => path.resolve(d));
const RUNS = Number(args.runs);
const SLOWDOWN = 4;
/** A task longer than this blocks input; what it runs over counts as blocking time (Lighthouse's rule). */
const LONG_TASK_MS = 50;
/** Time after the Sign in button shows for what the page does next (the list's code in idle time). */
const AFTER_MS = 2_500;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

interface Load {
  signInShownMs: number;
  busyMs: number;
  blockingMs: number;
  longestMs: number;
}

/** What the page's main thread did in one trace: every task, and those after the first contentful paint. */
function readTrace(file: string): Omit<Load, 'signInShownMs'> {
  const events = (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur && main.has(`${e.pid}:${e.tid}`));
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  let busyMs = 0;
  let blockingMs = 0;
  let longestMs = 0;
  for (const task of tasks) {
    const ms = (task.dur ?? 0) / 1000;
    busyMs += ms;
    if (paint && task.ts < paint.ts) continue;
    blockingMs += Math.max(0, ms - LONG_TASK_MS);
    longestMs = Math.max(longestMs, ms);
  }
  return { busyMs, blockingMs, longestMs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const portals: WebPortal[] = await Promise.all(DISTS.map((dist) => startWebPortal(dist)));
const browser = await chromium.launch(DESKTOP_CHROMIUM_LAUNCH);
const traceDir = mkdtempSync(path.join(tmpdir(), 'login-main-thread-'));
const loads = DISTS.map((): Load[] => []);
try {
  for (let run = 0; run < RUNS; run++) {
    for (const [n, portal] of portals.entries()) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const devtools = await context.newCDPSession(page);
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
      const file = path.join(traceDir, `${run}-${n}.json`);
      await browser.startTracing(page, {
        path: file,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
      const started = performance.now();
      await page.goto(`${portal.baseUrl}/login`);
      await page.getByRole('button', { name: LOGIN_TEXT.submit, exact: true }).waitFor();
      const signInShownMs = performance.now() - started;
      await page.waitForTimeout(AFTER_MS);
      await browser.stopTracing();
      await context.close();
      loads[n].push({ signInShownMs, ...readTrace(file) });
    }
    console.log(`run ${run + 1}/${RUNS} done`);
  }
} finally {
  await browser.close();
  await Promise.all(portals.map((portal) => portal.stop()));
  rmSync(traceDir, { recursive: true, force: true });
}

const lines = [
  `# Bench: the login page's main thread, CPU slowed ${SLOWDOWN}×, medians of ${RUNS} cold loads`,
  '',
  '| build | Sign in shown s | main thread busy ms | blocking after first paint ms | longest task ms |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...DISTS.map((dist, n) => {
    const of = (key: keyof Load) => median(loads[n].map((load) => load[key]));
    return `| ${path.relative(ROOT, dist) || dist} | ${(of('signInShownMs') / 1000).toFixed(2)} | ${of('busyMs').toFixed(0)} | ${of('blockingMs').toFixed(0)} | ${of('longestMs').toFixed(0)} |`;
  }),
  '',
  `- Each load: a fresh browser context, /login with no session, traced until ${AFTER_MS / 1000} s after the Sign in button shows.`,
  `- Blocking: what each task after the first contentful paint ran over ${LONG_TASK_MS} ms, added up (Lighthouse's total blocking time, without its simulation).`,
  '- Builds interleaved load by load, so a drift of the machine favours neither.',
];
const text = `${lines.join('\n')}\n`;
console.log(text);
const dir = path.join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'login-main-thread.md'), text);
