/**
 * axe-core over a page in the light and the dark theme: zero serious or critical violations
 * (WCAG 2.0/2.1 A and AA, and best practice), and no skipped heading level. Each test's count is
 * written to test-results/axe-figures.json, with their total as `axe_serious_violations`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import axe, { type Result, type RunOptions } from 'axe-core';
import { expect } from '../fixtures.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/**
 * The rules of TAGS whose verdict depends on colours (`axe.getRules(TAGS)`, read for "colo(u)r").
 * The theme switch changes only the palette, never the DOM (in src, `palette.mode` chooses colours
 * and the theme button's own label and icon, nothing else), so the other rules give the second
 * theme the first one's verdict: the second scan runs these alone.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/** Moderate in axe, but issue 25 asks for it: headings without a skipped level. */
const ALSO_FAILING = new Set(['heading-order']);
const FIGURES = 'test-results/axe-figures.json';

interface Finding {
  state: string;
  id: string;
  impact: string;
  targets: string[];
  help: string;
}

interface Scope {
  /** Only `main`: the top bar and the drawer are the same on every page, scanned with its first state. */
  mainOnly: boolean;
  /** Only the rules that read colours: the page was scanned whole in the other theme. */
  coloursOnly: boolean;
}

/**
 * axe-core run in the page, put there once per document. Not @axe-core/playwright: its analyze()
 * evaluated the 0.5 MB axe source into the page twice and into every frame on each call, and
 * scanned the identity provider's hidden sign-in frame with the page. Measured on an area's page,
 * a scan of `main` took 0.96 s through it and 0.13 s here, with the same rules and findings. The
 * app has no frames of its own, so the scan stays in the page's document (`iframes: false`).
 */
async function runAxe(page: Page, mainOnly: boolean, options: RunOptions): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const runOptions: RunOptions = { ...options, iframes: false, resultTypes: ['violations'] };
  return page.evaluate(
    async ({ main, run }) => {
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      return (await inPage.run(main ? 'main' : document, run)).violations;
    },
    { main: mainOnly, run: runOptions },
  );
}

/** Scans the page as it is now; returns the findings that fail. */
async function scan(page: Page, state: string, { mainOnly, coloursOnly }: Scope): Promise<Finding[]> {
  // A colour caught halfway through a transition (the theme switch, a chip's highlight) is neither theme's.
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
  const theme = (await page.evaluate(() => localStorage.getItem('auricle.theme'))) ?? 'light';
  const violations = await runAxe(page, mainOnly, {
    runOnly: coloursOnly ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: TAGS },
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALSO_FAILING.has(v.id))
    .map((v) => ({ state: `${state} (${theme})`, id: v.id, impact: v.impact ?? '', targets: v.nodes.map((n) => n.target.join(' ')), help: v.help }));
}

/** The top bar's theme button, and the page's background changing with it. */
async function switchTheme(page: Page): Promise<void> {
  const before = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.getByRole('banner').getByRole('button', { name: /Switch to the (dark|light) theme|切换到(深|浅)色主题/ }).click();
  // Checked at each frame in the page: expect.poll's back-off waited up to 250 ms longer.
  await page.waitForFunction((previous) => getComputedStyle(document.body).backgroundColor !== previous, before, { polling: 'raf' });
}

/** Every scan of a test, checked and counted at its end. */
export function auditor(page: Page) {
  const found: Finding[] = [];
  return {
    /** The whole page in this theme, then in the other (a dialog closed around the switch and reopened). */
    async bothThemes(state: string, reopen?: () => Promise<void>, close?: () => Promise<void>) {
      found.push(...(await scan(page, state, { mainOnly: false, coloursOnly: false })));
      await close?.();
      await switchTheme(page);
      await reopen?.();
      found.push(...(await scan(page, state, { mainOnly: false, coloursOnly: true })));
    },
    /** The page's main content in both themes, for a later state of a page already scanned whole. */
    async mainInBothThemes(state: string) {
      found.push(...(await scan(page, state, { mainOnly: true, coloursOnly: false })));
      await switchTheme(page);
      found.push(...(await scan(page, state, { mainOnly: true, coloursOnly: true })));
    },
    async verdict(name: string) {
      await recordFigure(name, found.filter((f) => f.impact === 'serious' || f.impact === 'critical').length);
      const report = found.map((f) => `  - ${f.state}: ${f.id} [${f.impact}] ${f.help}\n      ${f.targets.join('\n      ')}`).join('\n');
      expect(found, `axe found in ${name}:\n${report}`).toEqual([]);
    },
  };
}

/** test-results/axe-figures.json: serious or critical violations per test, and their total. */
async function recordFigure(name: string, count: number): Promise<void> {
  const figures = JSON.parse(await readFile(FIGURES, 'utf8').catch(() => '{"by_test":{}}')) as { by_test: Record<string, number> };
  figures.by_test[name] = count;
  const total = Object.values(figures.by_test).reduce((sum, n) => sum + n, 0);
  await mkdir('test-results', { recursive: true });
  await writeFile(FIGURES, `${JSON.stringify({ axe_serious_violations: total, by_test: figures.by_test }, null, 2)}\n`);
}

/** The page never scrolls sideways (a visually hidden text once stretched it to 2,100 px). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}
