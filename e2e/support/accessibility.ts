import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { PHONE } from '../playwright.config.ts';
import { screenshotPath } from './fixtures.ts';

/** The WCAG 2.2 AA rules, colour contrast included (axe runs it by default). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

declare global {
  interface Window {
    axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's own run in the page, put there once per document. @axe-core/playwright's analyze puts it
 * in again at every call and finishes each run in a new blank page: about 2 s a call here, against
 * about 0.3 s (decision 026). Only violations are collected: the other kinds' lists are not read.
 */
async function runAxe(page: Page): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
  const { violations } = await page.evaluate((tags) => {
    if (!window.axe) throw new Error('axe-core did not load');
    return window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
  }, WCAG_TAGS);
  return violations;
}

/** Waits until transitions and animations have ended, so axe reads the colours as the user sees them. */
export async function settled(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

/** axe's WCAG A/AA findings on the page as it is now, one line each: the critical and serious ones, or all. */
export async function axeViolations(page: Page, { all = false } = {}): Promise<string[]> {
  await settled(page);
  const violations = await runAxe(page);
  return violations
    .filter((v) => all || v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

export const seriousViolations = (page: Page) => axeViolations(page);

/** What scrolls sideways: the page itself, or an open dialog's scroll area. */
export async function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wide: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) wide.push(`page: ${root.scrollWidth} px in ${root.clientWidth} px`);
    for (const content of document.querySelectorAll<HTMLElement>('section[role=dialog], [role=dialog] .mantine-Modal-content')) {
      if (content.scrollWidth > content.clientWidth) {
        wide.push(
          `${content.getAttribute('aria-labelledby') ?? 'dialog'}: ${content.scrollWidth} px in ${content.clientWidth} px`,
        );
      }
    }
    return wide;
  });
}

/** Screenshot of the screen as it is, then no serious axe finding and nothing scrolling sideways. */
export async function expectAccessible(page: Page, screen: string) {
  await test.step(`accessible: ${screen}`, async () => {
    await settled(page);
    await page.screenshot({ path: screenshotPath(`a11y-${screen}`) });
    expect(await seriousViolations(page), `axe on ${screen}`).toEqual([]);
    expect(await sidewaysScroll(page), `sideways scroll on ${screen}`).toEqual([]);
  });
}

/**
 * The screen at the desktop size and at 390 × 844: photographed (in the test's output folder), nothing
 * scrolling sideways at either, and no serious axe finding. For specs that run in one project only.
 */
export async function expectAccessibleAtBothSizes(page: Page, name: string) {
  for (const size of [{ width: 1280, height: 720 }, PHONE.viewport]) {
    await page.setViewportSize(size);
    await settled(page);
    await page.screenshot({ path: test.info().outputPath(`kannada-${name}-${size.width}.png`), fullPage: true });
    expect(await sidewaysScroll(page), `sideways scroll on ${name} at ${size.width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  expect(await seriousViolations(page), `axe on ${name}`).toEqual([]);
}
