import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { DESKTOP_CHROMIUM_LAUNCH } from '../e2e/support/chromium.ts';
import { portInRange, signInPortal, startWebPortal, type WebPortal } from './web-portal.ts';

/**
 * Lighthouse's mobile performance of one page for several builds, audited in turns so that a drift of
 * the machine's speed touches every build alike (one audit varies by 5–10 points):
 *
 *     npx tsx bench/lighthouse-turns.ts --page /beneficiary --runs 4 --dist <build> --dist apps/web/dist
 *
 * Signed in as the portal's administrator, except on /login; the HTTP cache emptied before each
 * audit. Each report is kept in bench/results/lighthouse-turns/ for its details.
 */
const { values: args } = parseArgs({
  options: {
    page: { type: 'string', default: '/beneficiary' },
    runs: { type: 'string', default: '4' },
    dist: { type: 'string', multiple: true, default: ['apps/web/dist'] },
  },
});
const pagePath = args.page;
const runs = Number(args.runs);
const results = path.join(import.meta.dirname, 'results', 'lighthouse-turns');
mkdirSync(results, { recursive: true });

const portals: WebPortal[] = [];
for (const dist of args.dist) portals.push(await startWebPortal(dist));
const port = await portInRange();
const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-turns-'));
const context = await chromium.launchPersistentContext(profile, {
  ...DESKTOP_CHROMIUM_LAUNCH,
  args: [...DESKTOP_CHROMIUM_LAUNCH.args, `--remote-debugging-port=${port}`],
});
const lines = new Map<string, string[]>(args.dist.map((dist) => [dist, []]));
try {
  const page = context.pages()[0] ?? (await context.newPage());
  const devtools = await context.newCDPSession(page);
  for (let run = 0; run < runs; run++) {
    for (const [i, portal] of portals.entries()) {
      await page.goto(`${portal.baseUrl}/readyz`);
      const session = pagePath === '/login' ? null : await signInPortal(portal.baseUrl);
      await page.evaluate((s) => (s ? localStorage.setItem('user', JSON.stringify(s)) : localStorage.clear()), session);
      await devtools.send('Network.clearBrowserCache');
      const result = await lighthouse(`${portal.baseUrl}${pagePath}`, {
        port,
        hostname: '127.0.0.1',
        onlyCategories: ['performance'],
        disableStorageReset: true,
        disableFullPageScreenshot: true,
        skipAboutBlank: true,
        output: 'json',
        logLevel: 'error',
      });
      if (!result) throw new Error('Lighthouse gave no result');
      const { lhr } = result;
      writeFileSync(path.join(results, `build${i}-run${run}.json`), JSON.stringify(lhr));
      const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
      const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
      const line = `${score} (FCP ${metric('first-contentful-paint')} ms, LCP ${metric('largest-contentful-paint')} ms, TBT ${metric('total-blocking-time')} ms, benchmark index ${lhr.environment.benchmarkIndex})`;
      lines.get(args.dist[i])?.push(line);
      console.log(`${args.dist[i]}, run ${run + 1}: ${line}`);
    }
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await Promise.all(portals.map((p) => p.stop()));
}
console.log(`\nLighthouse mobile performance of ${pagePath}:`);
for (const [dist, scores] of lines) console.log(`- ${dist}: ${scores.join('; ')}`);
process.exit(0);
