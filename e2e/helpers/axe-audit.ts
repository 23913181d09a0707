/**
 * axe-core over a page in the light and the dark theme: zero serious or critical violations
 * (WCAG 2.0/2.1 A and AA, and best practice), and no skipped heading level. Each test's count is
 * written to test-results/axe-figures.json, with their total as `axe_serious_violations`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
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

/**
 * Scans the page as it is now (only `main` with `mainOnly`: the top bar and the drawer are the
 * same on every page and scanned with the first state of each); returns the findings that fail.
 */
async function scan(page: Page, state: string, mainOnly: boolean): Promise<Finding[]> {
  // A colour caught halfway through a transition (the theme switch, a chip's highlight) is neither theme's.
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
  const theme = (await page.evaluate(() => localStorage.getItem('auricle.theme'))) ?? 'light';
  // Legacy mode runs axe in the page itself. The default runs it in every frame and then opens a
  // blank page to merge the results, which doubled each scan (2-3.5 s to 1-1.8 s, measured);
  // the app has no frames of its own to scan (the identity provider's silent sign-in frame is not its).
  const builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true);
  const { violations } = await (mainOnly ? builder.include('main') : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALSO_FAILING.has(v.id))
    .map((v) => ({ state: `${state} (${theme})`, id: v.id, impact: v.impact ?? '', targets: v.nodes.map((n) => n.target.join(' ')), help: v.help }));
}

/** The top bar's theme button, and the page's background changing with it. */
async function switchTheme(page: Page): Promise<void> {
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const before = await background();
  await page.getByRole('banner').getByRole('button', { name: /Switch to the (dark|light) theme|切换到(深|浅)色主题/ }).click();
  await expect.poll(background).not.toBe(before);
}

/** Every scan of a test, checked and counted at its end. */
export function auditor(page: Page) {
  const found: Finding[] = [];
  return {
    /** The whole page in this theme, then in the other (a dialog closed around the switch and reopened). */
    async bothThemes(state: string, reopen?: () => Promise<void>, close?: () => Promise<void>) {
      found.push(...(await scan(page, state, false)));
      await close?.();
      await switchTheme(page);
      await reopen?.();
      found.push(...(await scan(page, state, false)));
    },
    /** The page's main content in both themes, for a later state of a page already scanned whole. */
    async mainInBothThemes(state: string) {
      found.push(...(await scan(page, state, true)));
      await switchTheme(page);
      found.push(...(await scan(page, state, true)));
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
