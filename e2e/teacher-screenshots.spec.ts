/**
 * Screenshots of the teacher's pages for a human look, in English and Chinese, light and dark:
 * the teacher's home, the scheduled exams, the form, one exam's results, one student's summary,
 * the organizations and the learning platforms. Written to test-results/teacher-screenshots/ (on a phone:
 * e2e/teacher-phone.spec.ts). Each page in one language and theme per run, in all four with
 * SCREENSHOTS=all (e2e/helpers/looks.ts). A scheduled EQ exam taken
 * by the Conservatory's student through the API gives the results something to show; the
 * assertions check each page is in the state pictured.
 */
import { test } from './fixtures.ts';
import type { OfficialExamSchedule } from '../src/api-contract/index.ts';
import { eqDefinition } from '../src/areas/eq/eq-definition.ts';
import { authStateFile } from './auth-state.ts';
import { takeScheduledExam } from './helpers/scheduled-exam.ts';
import { openTeacherPage, teacherPages } from './helpers/teacher-pages.ts';
import { looks } from './helpers/looks.ts';

test.use({ storageState: authStateFile('teacher'), viewport: { width: 1366, height: 900 } });

const dir = 'test-results/teacher-screenshots';

let schedule: OfficialExamSchedule;

test.beforeAll(async ({ playwright }) => {
  // A guess per question, boost and cut in turn.
  const answers = [125, 250, 500, 1000, 2000].map((frequency, i) => ({ bands: [{ frequency, direction: i % 2 ? 'cut' : 'boost' }] }));
  ({ schedule } = await takeScheduledExam(playwright.request, { definition: eqDefinition, title: 'EQ listening test, week 6', questionCount: 5, attempts: 2, openForMs: 3 * 24 * 3600_000, answers }));
});

for (const { language, theme } of looks(3)) {
  test(`the teacher's pages, ${language}, ${theme}`, async ({ page }) => {
    // Seven pages, each loaded and pictured.
    test.slow();
    await page.addInitScript(
      ([lng, mode]) => {
        localStorage.setItem('auricle.language', lng);
        localStorage.setItem('auricle.theme', mode);
      },
      [language, theme] as const,
    );
    const shot = (name: string) => page.screenshot({ path: `${dir}/${name}-${language}-${theme}.png`, fullPage: true });

    for (const teacherPage of teacherPages(schedule, ['home', 'schedules', 'schedule-form', 'schedule-results', 'student-summary', 'organizations', 'total-report', 'platforms'])) {
      await openTeacherPage(page, teacherPage);
      await shot(teacherPage.name);
    }
  });
}
