/**
 * Screenshots of the EQ page for a human look: training (answer checked), exam (answering),
 * the final score and an official exam (answering, the server's review), in light and dark, English and Chinese. Written to
 * test-results/exam-screenshots/. Each page in one language and theme per run, in all
 * four with SCREENSHOTS=all (e2e/helpers/looks.ts). The assertions check the page is in the state pictured.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { authStateFile } from './auth-state.ts';
import { looks } from './helpers/looks.ts';
import { passedOn } from '../src/exam/listening-check/check-status.ts';

// The second student: a student has one open official exam per area, and the first student's
// EQ official exam is taken by exam-eq.spec.ts, perhaps at the same time in the other worker.
test.use({ storageState: authStateFile('student2'), viewport: { width: 1440, height: 1000 } });

const dir = 'test-results/exam-screenshots';

async function pickFirst(page: Page, n: number) {
  const form = page.getByTestId('eq-answer-form');
  await form.getByTestId('eq-frequency-0').locator('label').nth(n).click();
  const direction = form.getByTestId('eq-direction-0');
  if (await direction.count()) await direction.locator('label').nth(n % 2).click();
}

for (const { language, theme } of looks(0)) {
  test(`EQ page, ${language}, ${theme}`, async ({ page }) => {
    // Training, an exam and a 10-question official exam, each state pictured.
    test.slow();
    await page.addInitScript(
      ([lng, mode]) => {
        localStorage.setItem('auricle.language', lng);
        localStorage.setItem('auricle.theme', mode);
      },
      [language, theme] as const,
    );
    const name = (state: string) => `${dir}/eq-${state}-${language}-${theme}.png`;
    await page.goto('/eq');
    const examPage = page.getByTestId('exam-page');
    await expect(examPage).toHaveAttribute('data-exam-state', 'setup');
    await page.screenshot({ path: name('setup'), fullPage: true });

    await page.getByTestId('exam-primary-action').click();
    await pickFirst(page, 3);
    await page.getByTestId('exam-primary-action').click();
    await expect(page.getByTestId('answer-verdict')).toBeVisible();
    await page.screenshot({ path: name('training-checked'), fullPage: true });
    await page.getByTestId('exam-finish-training').click();
    await page.getByTestId('exam-restart').click();

    await page.getByTestId('mode-exam').click();
    await page.getByTestId('question-count-select').getByRole('combobox').selectOption({ index: 0 });
    await page.getByTestId('exam-primary-action').click();
    await pickFirst(page, 2);
    await page.screenshot({ path: name('exam-answering'), fullPage: true });
    for (let i = 0; i < 5; i++) {
      if (i > 0) await pickFirst(page, i);
      await page.getByTestId('exam-primary-action').click();
    }
    await page.getByTestId('exam-primary-action').click();
    await expect(examPage).toHaveAttribute('data-exam-state', 'finished');
    await expect(page.getByTestId('submission-received')).toBeVisible();
    await page.screenshot({ path: name('final'), fullPage: true });

    await page.getByTestId('exam-restart').click();
    await page.getByTestId('mode-official').click();
    await page.getByTestId('exam-primary-action').click();
    await expect(page.getByTestId('play-control')).toHaveAttribute('data-source', 'pair');
    await pickFirst(page, 1);
    await page.screenshot({ path: name('official-answering'), fullPage: true });
    for (let i = 0; i < 10; i++) {
      if (i > 0) await pickFirst(page, i % 5);
      await page.getByTestId('exam-primary-action').click();
    }
    await expect(page.getByTestId('exam-final-card')).toHaveAttribute('data-result', 'shown');
    await page.screenshot({ path: name('official-final'), fullPage: true });
  });
}

const AREAS = ['loudness', 'width', 'distortion'] as const;
for (const area of AREAS) {
  for (const { language, theme } of looks(AREAS.indexOf(area) + 1)) {
    test(`${area} page, ${language}, ${theme}`, async ({ page }) => {
      await page.addInitScript(
        ([lng, mode]) => {
          localStorage.setItem('auricle.language', lng);
          localStorage.setItem('auricle.theme', mode);
        },
        [language, theme] as const,
      );
      const name = (state: string) => `${dir}/${area}-${state}-${language}-${theme}.png`;
      await page.goto(`/${area}`);
      const examPage = page.getByTestId('exam-page');
      await expect(examPage).toHaveAttribute('data-exam-state', 'setup');
      await page.getByTestId('mode-exam').click();
      await page.getByRole('combobox').first().selectOption({ index: 3 });
      await page.getByTestId('exam-primary-action').click();
      const form = page.getByTestId(`${area}-answer-form`);
      const [first, second] = area === 'distortion' ? ['amount', 'type'] : ['direction', 'size'];
      await form.getByTestId(`${area}-${first}`).locator('label').first().click();
      await form.getByTestId(`${area}-${second}`).locator('label').nth(1).click();
      await page.screenshot({ path: name('exam-answering'), fullPage: true });

      await page.goto(`/${area}`);
      await page.getByTestId('mode-official').click();
      await page.getByTestId('exam-primary-action').click();
      await expect(page.getByTestId('play-control')).toHaveAttribute('data-source', 'pair');
      await expect(page.getByTestId('level-match-fixed')).toBeVisible();
      await page.screenshot({ path: name('official-answering'), fullPage: true });
    });
  }
}

for (const { language, theme } of looks(4)) {
  test(`reverb page, ${language}, ${theme}`, async ({ page }) => {
    await page.addInitScript(
      ([lng, mode]) => {
        localStorage.setItem('auricle.language', lng);
        localStorage.setItem('auricle.theme', mode);
      },
      [language, theme] as const,
    );
    const name = (state: string) => `${dir}/reverb-${state}-${language}-${theme}.png`;
    await page.goto('/reverb');
    const examPage = page.getByTestId('exam-page');
    await expect(examPage).toHaveAttribute('data-exam-state', 'setup');
    await page.getByTestId('reverb-mode-decay').click();
    await expect(page.getByTestId('reverb-modes-error')).toBeVisible();
    await page.screenshot({ path: name('no-mode'), fullPage: true });
    await page.getByTestId('reverb-mode-decay').click();
    await page.getByTestId('reverb-mode-mix').click();

    await page.getByTestId('exam-primary-action').click();
    await expect(examPage).toHaveAttribute('data-exam-state', 'answering');
    const form = page.getByTestId('reverb-answer-form');
    await form.getByTestId('reverb-decay').locator('label').nth(3).click();
    await form.getByTestId('reverb-mix').locator('label').nth(1).click();
    await page.getByTestId('exam-primary-action').click();
    await expect(page.getByTestId('answer-verdict')).toBeVisible();
    await page.screenshot({ path: name('training-checked'), fullPage: true });

    await page.goto('/reverb');
    await page.getByTestId('mode-official').click();
    await page.getByTestId('exam-primary-action').click();
    await expect(page.getByTestId('play-control')).toHaveAttribute('data-source', 'pair', { timeout: 20_000 });
    const official = page.getByTestId('reverb-answer-form');
    await official.getByTestId('reverb-decay').locator('label').nth(2).click();
    await official.getByTestId('reverb-mix').locator('label').nth(4).click();
    await expect(page.getByTestId('exam-primary-action')).toBeEnabled();
    await page.screenshot({ path: name('official-answering'), fullPage: true });
  });
}

for (const { language, theme } of looks(5)) {
  test(`localization pages, ${language}, ${theme}`, async ({ page }) => {
    // Five page loads, two listening checks and two answered questions: over a minute beside another worker.
    test.slow();
    await page.addInitScript(
      ([lng, mode]) => {
        localStorage.setItem('auricle.language', lng);
        localStorage.setItem('auricle.theme', mode);
      },
      [language, theme] as const,
    );
    const name = (state: string) => `${dir}/${state}-${language}-${theme}.png`;
    await page.goto('/localization/stereo');
    const examPage = page.getByTestId('exam-page');
    await expect(examPage).toHaveAttribute('data-exam-state', 'setup');
    await expect(page.getByTestId('channel-notice')).toBeVisible();
    await page.getByTestId('exam-primary-action').click();
    const picker = page.getByTestId('stereo-position').getByRole('slider');
    await picker.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('answer-verdict')).toBeVisible();
    await page.screenshot({ path: name('stereo-training-checked'), fullPage: true });

    await page.goto('/localization/stereo');
    await page.getByTestId('mode-exam').click();
    await expect(page.getByTestId('channel-check')).toBeVisible();
    await expect(page.getByTestId('exam-primary-action')).toBeDisabled();
    await page.getByTestId('channel-start').click();
    await expect(page.getByTestId('channel-choice')).toBeVisible();
    await page.screenshot({ path: name('channel-check'), fullPage: true });

    await page.goto('/localization/spatial');
    await page.getByTestId('mode-exam').click();
    await expect(page.getByTestId('headphone-check')).toBeVisible();
    await page.getByTestId('headphone-start').click();
    await expect(page.getByTestId('headphone-choice')).toBeVisible();
    await page.screenshot({ path: name('headphone-check'), fullPage: true });

    await page.addInitScript((value) => localStorage.setItem('auricle.headphoneCheck', value), passedOn(Date.now()));
    await page.goto('/localization/spatial');
    await page.getByRole('combobox', { name: /Select angle|选择角度/ }).selectOption({ index: 4 });
    await page.getByRole('combobox', { name: /Select angle|选择角度/ }).selectOption({ index: 3 });
    await page.getByTestId('exam-primary-action').click();
    const circle = page.getByTestId('spatial-direction').getByRole('slider');
    await circle.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('answer-verdict')).toBeVisible();
    await page.screenshot({ path: name('spatial-training-checked'), fullPage: true });

    await page.goto('/distance');
    await page.getByTestId('mode-exam').click();
    await page.getByTestId('exam-primary-action').click();
    await page.getByTestId('distance-scale').locator('label').nth(1).click();
    await expect(page.getByTestId('headphone-confirmed')).toHaveCount(0);
    await page.screenshot({ path: name('distance-exam-answering'), fullPage: true });
  });
}

for (const { language, theme } of looks(6)) {
  test(`timbre page, ${language}, ${theme}`, async ({ page }) => {
    await page.addInitScript(
      ([lng, mode]) => {
        localStorage.setItem('auricle.language', lng);
        localStorage.setItem('auricle.theme', mode);
      },
      [language, theme] as const,
    );
    const name = (state: string) => `${dir}/timbre-${state}-${language}-${theme}.png`;
    await page.goto('/timbre');
    await expect(page.getByTestId('exam-page')).toHaveAttribute('data-exam-state', 'setup');
    await page.getByTestId('instrument-select').getByRole('combobox').selectOption({ value: 'erhu' });
    await expect(page.getByTestId('no-test-audio')).toBeVisible();
    await page.screenshot({ path: name('catalogue'), fullPage: true });

    await page.getByTestId('mode-exam').click();
    await page.getByRole('combobox', { name: /Test mode|测试模式/ }).selectOption({ index: 2 });
    await page.getByTestId('exam-primary-action').click();
    await expect(page.getByTestId('play-control')).toHaveAttribute('data-source', 'clip');
    await page.getByTestId('timbre-category').locator('label').first().click();
    await page.screenshot({ path: name('exam-answering'), fullPage: true });
  });
}
