/**
 * The listening loop in every area: with a question running, the play bar and the answer form
 * are both in view on a laptop (1366 x 900) and on a phone (390 x 844, the bar stuck to the
 * bottom), and the sound stops when training is finished and after an exam's final score,
 * measured at the page's audio output. One page load per area; the viewport changes in place.
 *
 * The output is tapped by an init script: every connection of a realtime AudioContext's node
 * to the context's destination is mirrored into an AnalyserNode, so the test hears what the
 * speakers would, whatever the engine's graph looks like.
 *
 * LOOP_LANGUAGE=zh-CN runs it in Chinese, LOOP_THEME=dark in the dark theme; LOOP_SCREENSHOTS=<dir>
 * also writes each area's question state at both sizes there, for a person to look at.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { authStateFile } from './auth-state.ts';
import { AREA_REGISTRY } from '../src/lib/area-registry.ts';
import { expectSilent, outputPeak, SOUND, tapAudioOutput } from './helpers/audio-output.ts';

test.use({ storageState: authStateFile('student') });

const DESKTOP = { width: 1366, height: 900 } as const;
const PHONE = { width: 390, height: 844 } as const;
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


for (const area of AREA_REGISTRY) {
  test(`${area.id}: the play bar and the answer form in view on a laptop and a phone; Finish training stops the sound`, async ({ page }) => {
    test.slow(area.id === 'reverb', 'Reverb synthesises its rooms before the first question.');
    await tapAudioOutput(page, language, theme);
    await page.setViewportSize(DESKTOP);
    await page.goto(area.page);
    const examPage = page.getByTestId('exam-page');
    await expect(examPage).toHaveAttribute('data-exam-state', 'setup');
    await expect(examPage).toHaveAttribute('data-exam-mode', 'training');
    await page.getByTestId('exam-primary-action').click();
    await expect(examPage).toHaveAttribute('data-exam-state', 'answering', { timeout: 30_000 });

    const card = page.getByTestId('exam-question-card');
    const bar = card.getByTestId('play-control');
    const form = card.getByTestId('question-answer-form');
    if (screenshots) await page.screenshot({ path: `${screenshots}/${area.id}-desktop-${language}${theme === 'dark' ? '-dark' : ''}.png` });
    await expectInView(bar, DESKTOP, 'the play bar (laptop)');
    await expectInView(form, DESKTOP, 'the answer form (laptop)');

    await bar.getByRole('button').first().click();
    await expect(bar).toHaveAttribute('data-transport', 'playing');
    await expect.poll(() => outputPeak(page), { message: 'the question is heard', timeout: 15_000 }).toBeGreaterThan(SOUND);

    await page.setViewportSize(PHONE);
    await expect(bar).toHaveCSS('position', 'sticky');
    if (screenshots) await page.screenshot({ path: `${screenshots}/${area.id}-phone-${language}${theme === 'dark' ? '-dark' : ''}.png` });
    await expectInView(bar, PHONE, 'the play bar (phone)');
    await expectInView(form, PHONE, 'the answer form (phone)');

    await page.getByTestId('exam-finish-training').click();
    await expect(examPage).toHaveAttribute('data-exam-state', 'finished');
    await expectSilent(page);
    // Back to a question: the bar offers Play again.
    await page.getByTestId('exam-restart').click();
    await page.getByTestId('exam-primary-action').click();
    await expect(examPage).toHaveAttribute('data-exam-state', 'answering', { timeout: 30_000 });
    await expect(bar).toHaveAttribute('data-transport', 'stopped');
  });
}

test('after the final score of a 5-question exam no sound plays', async ({ page }) => {
  await tapAudioOutput(page, language, theme);
  await page.goto('/distortion');
  const examPage = page.getByTestId('exam-page');
  await expect(examPage).toHaveAttribute('data-exam-state', 'setup');
  await page.getByTestId('mode-exam').click();
  await page.getByTestId('question-count-select').getByRole('combobox').selectOption({ index: 0 });
  await page.getByTestId('exam-primary-action').click();
  await expect(examPage).toHaveAttribute('data-exam-state', 'answering');
  const bar = page.getByTestId('play-control');
  await bar.getByRole('button').first().click();
  await expect.poll(() => outputPeak(page), { message: 'the question is heard', timeout: 15_000 }).toBeGreaterThan(SOUND);
  const form = page.getByTestId('question-answer-form');
  for (let i = 0; i < 5; i++) {
    for (const group of await form.getByRole('radiogroup').all()) await group.locator('label').nth(i % 2).click();
    await page.getByTestId('exam-primary-action').click();
  }
  await expect(examPage).toHaveAttribute('data-exam-state', 'answered');
  await page.getByTestId('exam-primary-action').click();
  await expect(examPage).toHaveAttribute('data-exam-state', 'finished');
  await expect(page.getByTestId('final-score')).toBeVisible();
  await expectSilent(page);
});
