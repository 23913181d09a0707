/**
 * Screenshots of the teacher's pages for a human look, in English and Chinese, light and dark:
 * the teacher's home, the scheduled exams, the form, one exam's results, one student's summary
 * and the organizations. Written to test-results/teacher-screenshots/ (on a phone:
 * e2e/teacher-phone.spec.ts). Each page in one language and theme per run, in all four with
 * SCREENSHOTS=all (e2e/helpers/looks.ts). A scheduled EQ exam taken
 * by the Conservatory's student through the API gives the results something to show; the
 * assertions check each page is in the state pictured.
 */
import { expect, test } from './fixtures.ts';
import type { OfficialExamSchedule } from '../src/lib/api-types.ts';
import { eqDefinition } from '../src/areas/eq/eq-definition.ts';
import { authStateFile } from './auth-state.ts';
import { takeScheduledExam } from './helpers/scheduled-exam.ts';
import { demoUser } from './helpers/demo-accounts.ts';
import { looks } from './helpers/looks.ts';

test.use({ storageState: authStateFile('teacher'), viewport: { width: 1366, height: 900 } });

const dir = 'test-results/teacher-screenshots';
const FIRST_PAINT = { timeout: 30_000 };

let schedule: OfficialExamSchedule;

test.beforeAll(async ({ playwright }) => {
  // A guess per question, boost and cut in turn.
  const answers = [125, 250, 500, 1000, 2000].map((frequency, i) => ({ bands: [{ frequency, direction: i % 2 ? 'cut' : 'boost' }] }));
  ({ schedule } = await takeScheduledExam(playwright.request, { definition: eqDefinition, title: 'EQ listening test, week 6', questionCount: 5, attempts: 2, openForMs: 3 * 24 * 3600_000, answers }));
});

for (const { language, theme } of looks(3)) {
  test(`the teacher's pages, ${language}, ${theme}`, async ({ page }) => {
    // Six pages, each loaded and pictured.
    test.slow();
    await page.addInitScript(
      ([lng, mode]) => {
        localStorage.setItem('auricle.language', lng);
        localStorage.setItem('auricle.theme', mode);
      },
      [language, theme] as const,
    );
    const shot = (name: string) => page.screenshot({ path: `${dir}/${name}-${language}-${theme}.png`, fullPage: true });

    await page.goto('/');
    await expect(page.getByTestId('teacher-home')).toContainText(schedule.title, FIRST_PAINT);
    await shot('home');

    await page.goto('/schedules');
    await expect(page.locator(`[data-schedule-id="${schedule.id}"]`)).toBeVisible(FIRST_PAINT);
    await shot('schedules');

    await page.goto('/schedules/new');
    await expect(page.getByTestId('eq-settings-form')).toBeVisible(FIRST_PAINT);
    await shot('schedule-form');

    await page.goto(`/schedules/${schedule.id}`);
    const results = page.getByTestId('schedule-results-page');
    await expect(results.getByTestId('score-distribution')).toBeVisible(FIRST_PAINT);
    await expect(results.getByTestId('schedule-students').getByRole('row').filter({ hasText: 'S2026001' })).toBeVisible();
    await shot('schedule-results');

    await page.goto(`/totalreport/students/${encodeURIComponent(demoUser('student').sub)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Li Ming', FIRST_PAINT);
    await shot('student-summary');

    await page.goto('/organizations');
    await expect(page.getByTestId('organizations-page').getByText('Institute of Acoustics')).toBeVisible(FIRST_PAINT);
    await shot('organizations');

    await page.goto('/totalreport/eq-report');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT);
    await shot('total-report');
  });
}
