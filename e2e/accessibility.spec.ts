/**
 * axe-core over every page and state of the app, in the light and the dark theme: the home page
 * signed out and signed in (student, teacher), the About dialog, each area in setup, a question
 * being answered, a checked answer (training) and the final card, a keyboard-only exam's final
 * score and the student's report, and the teacher's pages. Zero serious or critical violations
 * (WCAG 2.0/2.1 A and AA, and best practice), and no skipped heading level. The count over all
 * pages and states is written to test-results/axe-figures.json as `axe_serious_violations`.
 *
 * One page load per page: each state is scanned, the theme switched in the page by the top bar's
 * button (the stored preference, src/app/ui-preferences.ts), and scanned again. The top bar and
 * the drawer are scanned with a page's first state; its later states (and the teacher's pages
 * after the first) only in their main content, which is all that changes. The areas run
 * in training, which needs no headphone check and no question count.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { eqDefinition } from '../src/areas/eq/eq-definition.ts';
import { AREAS_IN_NAV_ORDER } from '../src/lib/area-registry.ts';
import { authStateFile } from './auth-state.ts';
import { takeScheduledExam } from './helpers/scheduled-exam.ts';
import { demoUser } from './helpers/demo-accounts.ts';
import { looks } from './helpers/looks.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** Moderate in axe, but issue 25 asks for it: headings without a skipped level. */
const ALSO_FAILING = new Set(['heading-order']);
const FIGURES = 'test-results/axe-figures.json';
const SHOTS = 'test-results/accessibility';
const FIRST_PAINT = { timeout: 30_000 };

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

async function switchTheme(page: Page): Promise<void> {
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const before = await background();
  await page.getByRole('banner').getByRole('button', { name: /Switch to the (dark|light) theme|切换到(深|浅)色主题/ }).click();
  await expect.poll(background).not.toBe(before);
}

/** Every scan of a test, checked and counted at its end. */
function auditor(page: Page) {
  const found: Finding[] = [];
  return {
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
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function useLook(page: Page, language: string, theme: string): Promise<void> {
  await page.addInitScript(
    ([lng, mode]) => {
      localStorage.setItem('auricle.language', lng);
      localStorage.setItem('auricle.theme', mode);
    },
    [language, theme] as const,
  );
}

/** Any answer: the first choice of every group, a step on every angle (an SVG slider), the first of every select. */
async function answerAnything(page: Page): Promise<void> {
  const card = page.getByTestId('exam-question-card');
  const action = page.getByTestId('exam-primary-action');
  for (let pass = 0; pass < 3 && !(await action.isEnabled()); pass++) {
    for (const group of await card.locator('[role=radiogroup]').all()) {
      if ((await group.locator('input:checked').count()) === 0) await group.locator('label').first().click();
    }
    for (const slider of await card.locator('[role=slider]:not(input)').all()) {
      await slider.focus();
      await page.keyboard.press('ArrowRight');
    }
    for (const select of await card.locator('select').all()) {
      if ((await select.inputValue()) === '') await select.selectOption({ index: 1 });
    }
  }
  await expect(action).toBeEnabled();
}

/** By keyboard alone: Tab to each choice group of the question and step into it with an arrow key. */
async function answerByKeyboard(page: Page): Promise<void> {
  const action = page.getByTestId('exam-primary-action');
  const groups = new Set<string>();
  for (let presses = 0; presses < 30 && !(await action.isEnabled()); presses++) {
    await page.keyboard.press('Tab');
    const radio = await page.evaluate(() => {
      const el = document.activeElement;
      return el instanceof HTMLInputElement && el.type === 'radio' && el.closest('[data-testid=exam-question-card]') ? el.name : null;
    });
    if (radio !== null && !groups.has(radio)) {
      groups.add(radio);
      await page.keyboard.press('ArrowRight');
    }
  }
  await expect(action).toBeEnabled();
  await page.keyboard.press('Enter');
  // Taken: the next question waits for an answer, or the last one's answer is shown.
  await expect(page.locator('[data-exam-state="answered"], [data-testid="exam-primary-action"]:disabled').first()).toBeAttached();
}

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the home page and the About dialog', async ({ page }) => {
    const axe = auditor(page);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await axe.bothThemes('home, signed out');
    const dialog = page.getByRole('dialog');
    const open = async () => {
      await page.getByRole('button', { name: 'About' }).click();
      await expect(dialog).toBeVisible();
    };
    await open();
    await axe.bothThemes('About dialog', open, async () => {
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(dialog).toHaveCount(0);
    });
    await axe.verdict('signed out');
  });
});

test.describe('a student', () => {
  test.use({ storageState: authStateFile('student') });

  for (const { language, theme } of looks(0)) {
    test(`the skip link is the first Tab stop and leads into the page (${language}, ${theme})`, async ({ page }) => {
      await useLook(page, language, theme);
      await page.goto('/');
      await expect(page.getByTestId('user-identity')).toBeVisible(FIRST_PAINT);
      await page.keyboard.press('Tab');
      const skip = page.getByTestId('skip-link');
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.screenshot({ path: `${SHOTS}/skip-link-${language}-${theme}.png` });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
      await expect(skip).not.toBeInViewport();
    });
  }

  test('the home page', async ({ page }) => {
    const axe = auditor(page);
    await page.goto('/');
    await expect(page.getByTestId('user-identity')).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await axe.bothThemes('home, student');
    await axe.verdict('student home');
  });

  for (const area of AREAS_IN_NAV_ORDER) {
    test(`${area.id}: setup, a question, a checked answer and the final card`, async ({ page }) => {
      const axe = auditor(page);
      const examPage = page.getByTestId('exam-page');
      await page.goto(area.page);
      await expect(examPage).toHaveAttribute('data-exam-state', 'setup', FIRST_PAINT);
      await axe.bothThemes(`${area.id} setup`);
      await page.getByTestId('exam-primary-action').click();
      // Reverb synthesises its rooms first; timbre fetches its clip.
      await expect(examPage).toHaveAttribute('data-exam-state', 'answering', FIRST_PAINT);
      await answerAnything(page);
      await axe.mainInBothThemes(`${area.id} question`);
      await page.getByTestId('exam-primary-action').click();
      await expect(page.getByTestId('answer-verdict')).toBeVisible();
      await axe.mainInBothThemes(`${area.id} checked`);
      await page.getByTestId('exam-finish-training').click();
      await expect(examPage).toHaveAttribute('data-exam-state', 'finished');
      await expect(page.getByTestId('final-heading')).toBeFocused();
      await expectNoSidewaysScroll(page);
      await axe.mainInBothThemes(`${area.id} final`);
      await axe.verdict(area.id);
    });
  }

  for (const { language, theme } of looks(1)) {
    test(`a keyboard-only exam ends with the focus on the final score, and the report (${language}, ${theme})`, async ({ page }) => {
      await useLook(page, language, theme);
      const axe = auditor(page);
      const examPage = page.getByTestId('exam-page');
      await page.goto('/loudness');
      await expect(examPage).toHaveAttribute('data-exam-state', 'setup', FIRST_PAINT);
      await page.getByTestId('mode-exam').focus();
      await page.keyboard.press('Enter');
      await expect(examPage).toHaveAttribute('data-exam-mode', 'exam');
      // The fewest questions: the option before the default 10.
      await page.getByTestId('question-count-select').getByRole('combobox').focus();
      await page.keyboard.press('ArrowUp');
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Enter');
      while ((await examPage.getAttribute('data-exam-state')) === 'answering') {
        await expect(page.getByTestId('question-heading')).toBeFocused();
        await answerByKeyboard(page);
      }
      await expect(examPage).toHaveAttribute('data-exam-state', 'answered');
      await page.keyboard.press('Enter');
      await expect(examPage).toHaveAttribute('data-exam-state', 'finished');
      const heading = page.getByTestId('final-heading');
      await expect(heading).toBeFocused();
      await expect(heading).toHaveAccessibleName(/\d+ \/ 100$/);
      await expect(page.getByTestId('submission-received')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/final-card-${language}-${theme}.png`, fullPage: true });
      await axe.bothThemes('loudness exam final');
      await page.goto(reportPath('loudness'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT);
      await expect(page.getByRole('table').first()).toBeVisible();
      await axe.bothThemes('own report');
      await axe.verdict(`keyboard exam and report (${language}, ${theme})`);
    });
  }
});

function reportPath(id: string): string {
  const record = AREAS_IN_NAV_ORDER.find((r) => r.id === id);
  if (!record) throw new Error(`no area ${id}`);
  return record.report[0];
}

test.describe('a teacher', () => {
  test.use({ storageState: authStateFile('teacher') });

  test("the teacher's pages", async ({ page, browser, playwright }) => {
    // Eight pages, each scanned in both themes, after a scheduled exam is taken through the API.
    test.slow();
    // A scheduled EQ exam the Conservatory's student has taken: results with a submitted row, a listening flag and the rest not started.
    const answers = [250, 1000, 4000].map((frequency) => ({ bands: [{ frequency, direction: 'boost' }] }));
    const { schedule } = await takeScheduledExam(browser, playwright.request, { definition: eqDefinition, title: 'Accessibility check', questionCount: 3, attempts: 1, openForMs: 24 * 3600_000, answers });

    const axe = auditor(page);
    const pages: [string, string, () => Promise<void>][] = [
      ['teacher home', '/', () => expect(page.getByTestId('teacher-home')).toContainText(schedule.title, FIRST_PAINT)],
      ['total report', '/totalreport/eq-report', () => expect(page.getByTestId('total-count')).toContainText(/\d/, FIRST_PAINT)],
      ['student identities', '/totalreport/students', () => expect(page.getByText('S2026001').first()).toBeVisible(FIRST_PAINT)],
      ['student summary', `/totalreport/students/${encodeURIComponent(demoUser('student').sub)}`, () => expect(page.getByRole('heading', { level: 1 })).toContainText('Li Ming', FIRST_PAINT)],
      ['schedules', '/schedules', () => expect(page.locator(`[data-schedule-id="${schedule.id}"]`)).toBeVisible(FIRST_PAINT)],
      ['schedule form', '/schedules/new', () => expect(page.getByTestId('eq-settings-form')).toBeVisible(FIRST_PAINT)],
      ['schedule results', `/schedules/${schedule.id}`, () => expect(page.getByTestId('schedule-students').getByRole('row').filter({ hasText: 'S2026001' })).toBeVisible(FIRST_PAINT)],
      ['organizations', '/organizations', () => expect(page.getByTestId('organizations-page').getByText('Institute of Acoustics')).toBeVisible(FIRST_PAINT)],
    ];
    for (const [index, [name, path, ready]] of pages.entries()) {
      await page.goto(path);
      await ready();
      // The teacher's top bar and drawer are the same on every page: scanned whole on the first.
      await (index === 0 ? axe.bothThemes(name) : axe.mainInBothThemes(name));
    }
    await axe.verdict('teacher');
  });
});
