/**
 * An adaptive EQ run end to end, against the real SPA, identity provider, API and database: the
 * demo student finds their band-gain threshold by keyboard, the server replays the run and
 * stores its own threshold, the student's report plots it, and the teacher sees it among the
 * class's thresholds beside the class's EQ confusions.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { eqDefinition } from '../src/areas/eq/eq-definition.ts';
import { centreFrequencies } from '../src/areas/eq/eq-settings.ts';
import {
  adaptiveStaircaseConfig,
  adaptiveTrialQuestion,
  currentLevel,
  estimateThreshold,
  nextStaircase,
  startStaircase,
  type StaircaseState,
} from '../src/exam-contract';
import type { SubmissionReceipt, SubmissionRequest } from '../src/api-contract/index.ts';
import { authStateFile } from './auth-state.ts';
import { e2eUrls } from './e2e-env.ts';
import { demoUser } from './helpers/demo-accounts.ts';

/** The run's seed, fixed so that the test knows every trial's question. */
const SEED = 20261127;
/** The test listener names a band right down to this gain (dB) and misses below it. */
const HEARS_DOWN_TO = 2.5;
const FIRST_PAINT = { timeout: 30_000 };
/** `ADAPTIVE_SCREENSHOTS=1`: the final card, the report and the teacher's view as files to look at. */
const screenshot = async (page: Page, name: string) => {
  if (process.env.ADAPTIVE_SCREENSHOTS) await page.screenshot({ path: `test-results/adaptive-${name}.png`, fullPage: true });
};

const [gain] = eqDefinition.adaptive;
const bands = centreFrequencies('octave', gain.settingsAt(12).rangeFrom, gain.settingsAt(12).rangeTo);

/** Picks the band at `bandIndex` and boost or cut with the keyboard, from the question's heading. */
async function answerByKeyboard(page: Page, bandIndex: number, boost: boolean) {
  await page.keyboard.press('Tab');
  if (bandIndex === 0) await page.keyboard.press('Space');
  for (let k = 0; k < bandIndex; k++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  await page.keyboard.press(boost ? 'Space' : 'ArrowRight');
}

test.describe('an adaptive EQ run', () => {
  test.describe.configure({ mode: 'serial' });

  let threshold: number;

  test.describe('the student', () => {
    test.use({ storageState: authStateFile('student') });

    test('finds their threshold by keyboard; the server stores the one it computes; the report plots it', async ({ page }) => {
      await page.addInitScript((seed) => {
        const original = crypto.getRandomValues.bind(crypto);
        // Only the seed's draw (one 32-bit number); sign-in and ids keep their randomness.
        crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
          if (array instanceof Uint32Array && array.length === 1) {
            array[0] = seed;
            return array;
          }
          return original(array as never) as T;
        };
      }, SEED);
      await page.goto('/eq?mode=adaptive');
      const examPage = page.getByTestId('exam-page');
      await expect(examPage).toHaveAttribute('data-exam-mode', 'adaptive', FIRST_PAINT);
      await expect(page.getByTestId('adaptive-settings')).toContainText('From 12 dB down to 0.5 dB');
      const stored = page.waitForResponse((r) => r.url() === `${e2eUrls.apiBase}submissions` && r.request().method() === 'POST' && r.ok());

      await page.keyboard.press('Enter');
      let state: StaircaseState = startStaircase(adaptiveStaircaseConfig(gain));
      while (!state.finished) {
        const index = state.trials.length;
        const level = currentLevel(state);
        await expect(page.getByTestId('question-counter')).toContainText(`Answer ${index + 1} ·`);
        await expect(page.getByTestId('adaptive-level')).toHaveText(`Now: ${level} dB`);
        await expect(page.getByTestId('question-heading')).toBeFocused();
        const question = adaptiveTrialQuestion(eqDefinition, gain, SEED, index, level);
        const band = question.bands[0];
        if (!band) throw new Error('an EQ trial without a band');
        const right = level >= HEARS_DOWN_TO;
        const asked = bands.indexOf(band.frequency);
        await answerByKeyboard(page, right ? asked : (asked + 1) % bands.length, band.gain > 0);
        await page.keyboard.press('Enter');
        state = nextStaircase(state, right);
      }
      const expected = estimateThreshold(state);
      if (!expected) throw new Error('the run gave no threshold');
      threshold = expected.threshold;

      await expect(examPage).toHaveAttribute('data-exam-state', 'finished');
      const response = await stored;
      const body = response.request().postDataJSON() as SubmissionRequest;
      const receipt = (await response.json()) as SubmissionReceipt;
      expect(body).toMatchObject({ mode: 'adaptive', area: 'eq', dimension: 'gain', seed: SEED });
      expect(body.answers).toHaveLength(state.trials.length);
      expect(receipt.threshold?.threshold).toBeCloseTo(expected.threshold, 9);
      expect(expected.threshold).toBeGreaterThanOrEqual(2);
      expect(expected.threshold).toBeLessThanOrEqual(2.5);

      const heading = page.getByTestId('final-heading');
      await expect(heading).toBeFocused();
      await expect(heading).toContainText('Your threshold');
      const shown = new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(expected.threshold);
      await expect(page.getByTestId('adaptive-threshold')).toHaveText(`${shown} dB`);
      await expect(page.getByTestId('staircase-track')).toHaveAttribute('data-trials', String(state.trials.length));
      await expect(page.getByTestId('submission-received')).toHaveText(`Received by the server. Recorded threshold: ${shown} dB.`);
      await expect(page.getByTestId('confusion-matrix-band')).toBeVisible();
      await screenshot(page, 'final');

      await page.goto('/report/eqreport');
      const learning = page.getByTestId('own-learning');
      await expect(learning.getByTestId('own-latest-threshold')).toContainText(`Latest: ${shown} dB`, FIRST_PAINT);
      await expect(learning.getByTestId('threshold-history').locator(`[data-threshold="${expected.threshold}"]`)).toHaveCount(1);
      await expect(learning.getByTestId('confusion-matrix-band')).toBeVisible();
      await screenshot(page, 'report');
    });
  });

  test.describe('the teacher', () => {
    test.use({ storageState: authStateFile('teacher') });

    test("sees the student's threshold among the class's, and the class's EQ confusions", async ({ page }) => {
      await page.goto('/totalreport/eq-report?organization=Conservatory+of+Music');
      const learning = page.getByTestId('class-learning');
      const gainThresholds = learning.getByTestId('class-thresholds-gain');
      const shown = new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(threshold);
      await expect(gainThresholds.locator(`tr[data-student="${demoUser('student').profile?.studentId}"]`)).toContainText(`${shown} dB`, FIRST_PAINT);
      await expect(gainThresholds.getByTestId('threshold-strip')).toBeVisible();
      await expect(learning.getByTestId('confusion-matrix-band')).toBeVisible();
      await learning.scrollIntoViewIfNeeded();
      await screenshot(page, 'class');
    });
  });
});
