/**
 * Every area walked once as a student trains, in one signed-in page (the first area loaded, the
 * others reached through the drawer):
 * - axe in the light and the dark theme at each state: setup, a question being answered, a
 *   checked answer and the final card (e2e/helpers/axe-audit.ts);
 * - the listening loop: with a question running, the play bar and the answer form are both in
 *   view on a laptop (1366 x 900) and on a phone (390 x 844, the bar stuck to the bottom), the
 *   viewport changing in place;
 * - the sound, measured at the page's audio output, heard when played and stopped when training
 *   is finished; back to a question, the bar offers Play again.
 *
 * The output is tapped by an init script (e2e/helpers/audio-output-tap.ts): the test hears what
 * the speakers would, whatever the engine's graph looks like.
 *
 * LOOP_LANGUAGE=zh-CN runs it in Chinese, LOOP_THEME=dark starting in the dark theme;
 * LOOP_SCREENSHOTS=<dir> also writes each area's question state at both sizes there, for a
 * person to look at (in the theme the question shows, the other one: the setup is scanned in both).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { authStateFile } from './auth-state.ts';
import { AREAS_IN_NAV_ORDER } from '../src/lib/area-registry.ts';
import { auditor, expectNoSidewaysScroll } from './helpers/axe-audit.ts';
import { expectSilent, outputPeak, SOUND, tapAudioOutput } from './helpers/audio-output.ts';

const DESKTOP = { width: 1366, height: 900 } as const;
const PHONE = { width: 390, height: 844 } as const;
const FIRST_PAINT = { timeout: 30_000 };
const language = process.env.LOOP_LANGUAGE ?? 'en';
const theme = process.env.LOOP_THEME ?? 'light';
const screenshots = process.env.LOOP_SCREENSHOTS;

/** Wholly inside the viewport, as the page stands (the test does not scroll). */
async function expectInView(locator: Locator, viewport: { width: number; height: number }, what: string): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, `${what} is laid out`).not.toBeNull();
  if (!box) return;
  expect(box.y, `${what}'s top (y ${box.y})`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}'s bottom (y ${box.y + box.height}) above the fold at ${viewport.height}`).toBeLessThanOrEqual(viewport.height + 0.5);
  expect(box.x, `${what}'s left`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}'s right`).toBeLessThanOrEqual(viewport.width + 0.5);
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

// One signed-in page walks every area, as a student moves between them: the first area loads the
// app, the others come from the drawer. A fresh page per area cost four seconds each (a context,
// a renderer, the app's scripts and a silent sign-in), nine times over, and checked nothing more.
test.describe.configure({ mode: 'serial' });
let page: Page;
test.beforeAll(async ({ browser, baseURL }) => {
  page = await browser.newPage({ baseURL, storageState: authStateFile('student'), viewport: DESKTOP });
  await tapAudioOutput(page, language, theme);
});
test.afterAll(async () => page.context().close());

for (const [index, area] of AREAS_IN_NAV_ORDER.entries()) {
  test(`${area.id}: axe at each state in both themes, the play bar and the answer form in view on a laptop and a phone, and Finish training stops the sound`, async () => {
    const axe = auditor(page);
    if (index === 0) await page.goto(area.page);
    else await page.getByTestId('nav-drawer').locator(`a[href="${area.page}"]`).click();
    await expect(page).toHaveURL((url) => url.pathname === area.page);
    const examPage = page.getByTestId('exam-page');
    await expect(examPage).toHaveAttribute('data-exam-state', 'setup', FIRST_PAINT);
    await expect(examPage).toHaveAttribute('data-exam-mode', 'training');
    await axe.bothThemes(`${area.id} setup`);

    await page.getByTestId('exam-primary-action').click();
    // Reverb synthesises its rooms first; timbre fetches its clip.
    await expect(examPage).toHaveAttribute('data-exam-state', 'answering', FIRST_PAINT);
    const card = page.getByTestId('exam-question-card');
    const bar = card.getByTestId('play-control');
    const form = card.getByTestId('question-answer-form');
    // Named by the theme shown: the setup's scans leave the page in the other theme.
    const picture = async (size: string) => {
      if (!screenshots) return;
      const shown = await page.evaluate(() => localStorage.getItem('auricle.theme'));
      await page.screenshot({ path: `${screenshots}/${area.id}-${size}-${language}${shown === 'dark' ? '-dark' : ''}.png` });
    };
    await picture('desktop');
    await expectInView(bar, DESKTOP, 'the play bar (laptop)');
    await expectInView(form, DESKTOP, 'the answer form (laptop)');

    await bar.getByRole('button').first().click();
    await expect(bar).toHaveAttribute('data-transport', 'playing');
    await expect.poll(() => outputPeak(page), { message: 'the question is heard', timeout: 15_000 }).toBeGreaterThan(SOUND);

    await page.setViewportSize(PHONE);
    await expect(bar).toHaveCSS('position', 'sticky');
    await picture('phone');
    await expectInView(bar, PHONE, 'the play bar (phone)');
    await expectInView(form, PHONE, 'the answer form (phone)');
    await page.setViewportSize(DESKTOP);

    await answerAnything(page);
    await axe.mainInBothThemes(`${area.id} question`);
    await page.getByTestId('exam-primary-action').click();
    await expect(page.getByTestId('answer-verdict')).toBeVisible();
    await axe.mainInBothThemes(`${area.id} checked`);

    await page.getByTestId('exam-finish-training').click();
    await expect(examPage).toHaveAttribute('data-exam-state', 'finished');
    await expectSilent(page);
    await expect(page.getByTestId('final-heading')).toBeFocused();
    await expectNoSidewaysScroll(page);
    await axe.mainInBothThemes(`${area.id} final`);

    // Back to a question: the bar offers Play again.
    await page.getByTestId('exam-restart').click();
    await page.getByTestId('exam-primary-action').click();
    await expect(examPage).toHaveAttribute('data-exam-state', 'answering', FIRST_PAINT);
    await expect(bar).toHaveAttribute('data-transport', 'stopped');
    await axe.verdict(area.id);
  });
}
