/**
 * Screenshots of what the walkthrough of issue 36 found wanting, for a person to look at, in
 * English and Chinese, on a 1366 x 900 desktop and a 390 x 844 phone: a scheduled exam's
 * results, the official mode with a scheduled exam open, and the result of a threshold run
 * that sat on the smallest step. Written to test-results/walkthrough-screenshots/. The
 * assertions check each page is in the state pictured.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { eqDefinition } from '../src/areas/eq/eq-definition.ts';
import { centreFrequencies } from '../src/areas/eq/eq-settings.ts';
import { adaptiveStaircaseConfig, adaptiveTrialQuestion, currentLevel, nextStaircase, startStaircase } from '../src/exam-contract';
import type { OfficialExamSchedule } from '../src/api-contract/index.ts';
import { authStateFile } from './auth-state.ts';
import { takeScheduledExam } from './helpers/scheduled-exam.ts';
import { openTeacherPage, teacherPages } from './helpers/teacher-pages.ts';

const dir = 'test-results/walkthrough-screenshots';
const FIRST_PAINT = { timeout: 30_000 };
const SEED = 20261129;
const LANGUAGES = ['en', 'zh-CN'] as const;
const DEVICES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;

const [gain] = eqDefinition.adaptive;
const bands = centreFrequencies('octave', gain.settingsAt(12).rangeFrom, gain.settingsAt(12).rangeTo);

let schedule: OfficialExamSchedule;

test.beforeAll(async ({ playwright }) => {
  // Taken once of three attempts: the student still has it open.
  const answers = [125, 250, 500].map((frequency) => ({ bands: [{ frequency, direction: 'boost' }] }));
  ({ schedule } = await takeScheduledExam(playwright.request, { definition: eqDefinition, title: 'EQ week 12', questionCount: 3, attempts: 3, openForMs: 3 * 24 * 3600_000, answers }));
});

async function inLanguage(page: Page, language: string, seed?: number) {
  await page.addInitScript(
    ([lng, fixed]) => {
      localStorage.setItem('auricle.language', lng as string);
      if (fixed === null) return;
      const original = crypto.getRandomValues.bind(crypto);
      // Only the run's seed (one 32-bit draw), so that the test knows every trial's question.
      crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
        if (array instanceof Uint32Array && array.length === 1) {
          array[0] = fixed as number;
          return array;
        }
        return original(array as never) as T;
      };
    },
    [language, seed ?? null] as const,
  );
}

for (const language of LANGUAGES) {
  for (const [device, viewport] of Object.entries(DEVICES)) {
    const shot = (page: Page, name: string) => page.screenshot({ path: `${dir}/${name}-${language}-${device}.png`, fullPage: true });

    test.describe(`${language}, ${device}`, () => {
      test.use({ viewport });

      test.describe('the student', () => {
        test.use({ storageState: authStateFile('student') });

        test('official mode with a scheduled exam open, and a threshold run that hears every step', async ({ page }) => {
          test.slow();
          await inLanguage(page, language, SEED);
          await page.goto('/eq?mode=official');
          await expect(page.getByTestId(`schedule-${schedule.id}`).getByTestId('schedule-chosen')).toBeVisible(FIRST_PAINT);
          await shot(page, 'official-scheduled');

          await page.goto('/eq?mode=adaptive');
          await expect(page.getByTestId('exam-page')).toHaveAttribute('data-exam-mode', 'adaptive', FIRST_PAINT);
          await page.getByTestId('exam-primary-action').click();
          let state = startStaircase(adaptiveStaircaseConfig(gain));
          while (!state.finished) {
            const index = state.trials.length;
            await expect(page.getByTestId('question-counter')).toContainText(String(index + 1));
            const question = adaptiveTrialQuestion(eqDefinition, gain, SEED, index, currentLevel(state));
            const band = question.bands[0];
            if (!band) throw new Error('an EQ trial without a band');
            const form = page.getByTestId('eq-answer-form');
            await form.getByTestId('eq-frequency-0').locator('label').nth(bands.indexOf(band.frequency)).click();
            await form.getByTestId('eq-direction-0').locator('label').nth(band.gain > 0 ? 0 : 1).click();
            await page.getByTestId('exam-primary-action').click();
            state = nextStaircase(state, true);
          }
          await expect(page.getByTestId('adaptive-result')).toHaveAttribute('data-bound', 'atOrBelow');
          await expect(page.getByTestId('submission-received')).toBeVisible(FIRST_PAINT);
          await shot(page, 'threshold-result');
        });
      });

      test.describe('the teacher', () => {
        test.use({ storageState: authStateFile('teacher') });

        test("a scheduled exam's results", async ({ page }) => {
          await inLanguage(page, language);
          const [results] = teacherPages(schedule, ['schedule-results']);
          if (!results) throw new Error('no results page');
          await openTeacherPage(page, results);
          await shot(page, 'schedule-results');
        });
      });
    });
  }
}
