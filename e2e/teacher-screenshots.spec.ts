/**
 * Screenshots of the teacher's pages for a human look, in English and Chinese, light and dark:
 * the teacher's home, the scheduled exams, the form, one exam's results, one student's summary
 * and the organizations. Written to test-results/teacher-screenshots/. Each page in one language and theme per run, in all
 * four with SCREENSHOTS=all (e2e/helpers/looks.ts). A scheduled EQ exam taken
 * by the Conservatory's student through the API gives the results something to show; the
 * assertions check each page is in the state pictured.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { OfficialExam, OfficialExamSchedule, Organization } from '../src/lib/api-types.ts';
import { eqDefinition } from '../src/areas/eq/eq-definition.ts';
import { authStateFile } from './auth-state.ts';
import { e2eUrls } from './e2e-env.ts';
import { tokenOf } from './helpers/capture-token.ts';
import { demoUser } from './helpers/demo-accounts.ts';
import { looks } from './helpers/looks.ts';

test.use({ storageState: authStateFile('teacher'), viewport: { width: 1366, height: 900 } });

const dir = 'test-results/teacher-screenshots';
const FIRST_PAINT = { timeout: 30_000 };

/** A scheduled EQ exam for the Conservatory, and the student's attempt at it (a guess per question). */
async function scheduleTaken(api: APIRequestContext, teacher: string, student: string): Promise<OfficialExamSchedule> {
  const organizations = (await (await api.get(`${e2eUrls.apiBase}organizations`, { headers: { Authorization: teacher } })).json()) as Organization[];
  const conservatory = organizations.find((o) => o.name === 'Conservatory of Music');
  const now = Date.now();
  const created = await api.post(`${e2eUrls.apiBase}official-exam-schedules`, {
    headers: { Authorization: teacher },
    data: {
      area: 'eq',
      title: 'EQ listening test, week 6',
      organizations: [conservatory?.id],
      settings: eqDefinition.officialExam.settings,
      questionCount: 5,
      opensAt: new Date(now - 60_000).toISOString(),
      closesAt: new Date(now + 3 * 24 * 3600_000).toISOString(),
      timeLimitSeconds: 1800,
      attempts: 2,
      counts: 'best',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const schedule = (await created.json()) as OfficialExamSchedule;
  const issued = await api.post(`${e2eUrls.apiBase}official-exams`, { headers: { Authorization: student }, data: { area: 'eq', scheduleId: schedule.id } });
  expect(issued.status(), await issued.text()).toBe(201);
  const exam = (await issued.json()) as OfficialExam;
  const guesses = [125, 250, 500, 1000, 2000];
  const at = new Date().toISOString();
  const submitted = await api.post(`${e2eUrls.apiBase}submissions`, {
    headers: { Authorization: student },
    data: {
      submitId: crypto.randomUUID(),
      area: 'eq',
      mode: 'official',
      generatorVersion: eqDefinition.version,
      examId: exam.examId,
      startedAt: at,
      finishedAt: at,
      answers: guesses.map((frequency, i) => ({ bands: [{ frequency, direction: i % 2 ? 'cut' : 'boost' }] })),
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  return schedule;
}

let schedule: OfficialExamSchedule;

test.beforeAll(async ({ browser, playwright }) => {
  const api = await playwright.request.newContext();
  schedule = await scheduleTaken(api, await tokenOf(browser, 'teacher'), await tokenOf(browser, 'student'));
  await api.dispose();
});

for (const { language, theme } of looks(3)) {
  test(`the teacher's pages, ${language}, ${theme}`, async ({ page }) => {
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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the teacher's pages fit a 390 px screen", async ({ page }) => {
    test.slow();
    await page.addInitScript(() => localStorage.setItem('auricle.language', 'zh-CN'));
    // Wide tables scroll inside their own box; the page itself never scrolls sideways.
    const fits = async (name: string) => {
      await page.screenshot({ path: `${dir}/${name}-phone.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(390);
    };
    await page.goto('/');
    await expect(page.getByTestId('teacher-home')).toContainText(schedule.title, FIRST_PAINT);
    await fits('home');
    await page.goto('/schedules');
    await expect(page.locator(`[data-schedule-id="${schedule.id}"]`)).toBeVisible(FIRST_PAINT);
    await fits('schedules');
    await page.goto('/schedules/new');
    await expect(page.getByTestId('eq-settings-form')).toBeVisible(FIRST_PAINT);
    await fits('schedule-form');
    await page.goto(`/schedules/${schedule.id}`);
    await expect(page.getByTestId('schedule-results-page').getByTestId('score-distribution')).toBeVisible(FIRST_PAINT);
    await fits('schedule-results');
    await page.goto(`/totalreport/students/${encodeURIComponent(demoUser('student').sub)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Li Ming', FIRST_PAINT);
    await fits('student-summary');
  });
});
