/**
 * The teacher's pages on a 390 x 844 phone, in Chinese: wide tables scroll inside their own box and
 * the page itself never scrolls sideways. Each page is also pictured in
 * test-results/teacher-screenshots/ for a person to look at. A scheduled EQ exam taken by the
 * Conservatory's student through the API gives the results something to show.
 */
import type { OfficialExamSchedule } from '../src/api-contract/index.ts';
import { eqDefinition } from '../src/areas/eq/eq-definition.ts';
import { expect, test } from './fixtures.ts';
import { authStateFile } from './auth-state.ts';
import { takeScheduledExam } from './helpers/scheduled-exam.ts';
import { openTeacherPage, teacherPages } from './helpers/teacher-pages.ts';

test.use({ storageState: authStateFile('teacher'), viewport: { width: 390, height: 844 } });

const dir = 'test-results/teacher-screenshots';

let schedule: OfficialExamSchedule;

test.beforeAll(async ({ playwright }) => {
  const answers = [125, 250, 500].map((frequency, i) => ({ bands: [{ frequency, direction: i % 2 ? 'cut' : 'boost' }] }));
  ({ schedule } = await takeScheduledExam(playwright.request, { definition: eqDefinition, title: 'EQ listening test on a phone', questionCount: 3, attempts: 2, openForMs: 24 * 3600_000, answers }));
});

test("the teacher's pages fit a 390 px screen", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('auricle.language', 'zh-CN'));
  // Wide tables scroll inside their own box; the page itself never scrolls sideways.
  const fits = async (name: string) => {
    await page.screenshot({ path: `${dir}/${name}-phone.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(390);
  };
  for (const teacherPage of teacherPages(schedule, ['home', 'schedules', 'schedule-form', 'schedule-results', 'student-summary'])) {
    await openTeacherPage(page, teacherPage);
    await fits(teacherPage.name);
  }
});
