/**
 * The learner's home against the real API: the demo student, with three EQ practice exams at
 * Easy (sent through the API with fixed submit ids and dates in the past, so the set-up is
 * idempotent and apart from what other specs submit today), is greeted back and sees every
 * area as the API reports it, opens the profile and a row's details in the own EQ report; the
 * newcomer (no exam yet) is welcomed.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { eqDefinition } from '../src/areas/eq/eq-definition.ts';
import { generateQuestionSet } from '../src/exam-contract/index.ts';
import type { OwnProgress, SubmissionRequest } from '../src/api-contract/index.ts';
import { AREA_IDS } from '../src/lib/area-registry.ts';
import { authStateFile } from './auth-state.ts';
import { e2eUrls } from './e2e-env.ts';
import { captureToken } from './helpers/capture-token.ts';
import { demoUser } from './helpers/demo-accounts.ts';
import { signIn } from './helpers/sign-in.ts';

/** The first screen after a navigation waits for the silent sign-in too, which is slow on a busy machine. */
const FIRST_PAINT = { timeout: 30_000 };
const overview = (page: Page) => page.getByTestId('student-overview');

/** An EQ practice exam at the Easy preset, every answer right. */
function easyEqExam(n: number): SubmissionRequest {
  const settings = eqDefinition.difficultyPresets.find((preset) => preset.id === 'easy')?.settings ?? eqDefinition.defaultSettings;
  const seed = 2500 + n;
  const finishedAt = new Date(Date.UTC(2025, 8, n, 9));
  return {
    submitId: `e2e1ea2e-0000-4000-8000-00000000000${n}`,
    area: 'eq',
    mode: 'exam',
    generatorVersion: eqDefinition.version,
    seed,
    settings,
    questionCount: 5,
    startedAt: new Date(finishedAt.getTime() - 90_000).toISOString(),
    finishedAt: finishedAt.toISOString(),
    answers: generateQuestionSet(eqDefinition, seed, settings, 5).map((question) => eqDefinition.rightAnswer(question)),
  };
}

test.describe('the demo student', () => {
  test.use({ storageState: authStateFile('student'), viewport: { width: 1366, height: 900 } });

  test('sees where they stand in every area, then their profile and a report row in detail', async ({ page }) => {
    const student = demoUser('student');
    const token = captureToken(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Your areas' })).toBeVisible(FIRST_PAINT);
    await expect.poll(() => { try { return token(); } catch { return ''; } }).not.toBe('');
    for (const n of [1, 2, 3]) {
      const sent = await page.request.post(`${e2eUrls.apiBase}submissions`, { headers: { Authorization: token() }, data: easyEqExam(n) });
      expect(sent.status(), await sent.text()).toBeLessThan(300);
    }

    // What the page shows is exactly what the API said: the page's own request is read.
    const answered = page.waitForResponse((response) => response.url() === `${e2eUrls.apiBase}me/progress` && response.ok());
    await page.reload();
    const progress = (await (await answered).json()) as OwnProgress;
    await expect(overview(page)).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${student.name}`);
    await expect(page.getByRole('heading', { level: 2, name: 'How it works' })).toHaveCount(0);
    expect(progress.areas.find((area) => area.area === 'eq')?.practiceCount).toBeGreaterThanOrEqual(3);
    for (const area of progress.areas) {
      const card = overview(page).getByTestId(`progress-${area.area}`);
      await expect(card).toHaveAttribute('data-step', area.next.step);
      if (area.level !== null) await expect(card.getByTestId('progress-level')).toHaveText(new RegExp(` · ${area.level.number} of ${area.levelCount}$`));
      if (area.last === null) await expect(card.getByTestId('progress-last')).toHaveCount(0);
      else await expect(card.getByTestId('progress-last')).not.toBeEmpty();
      await expect(card.getByTestId('progress-next')).toHaveAttribute('href', /\?mode=(training|exam|official)(&difficulty=[a-z]+)?$/);
    }
    await expect(overview(page).getByTestId(/^progress-/).and(page.locator('li'))).toHaveCount(AREA_IDS.length);

    await page.getByRole('link', { name: 'Your profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('profile-name')).toContainText(student.name, FIRST_PAINT);
    await expect(page.getByTestId('profile-email')).toContainText(student.email);
    await expect(page.getByTestId('profile-student-id')).toContainText(student.profile?.studentId ?? 'a student id');
    await expect(page.getByTestId('profile-student-id')).toContainText('Only a teacher can change it.');
    await expect(page.getByTestId('profile-organization')).toContainText(student.profile?.organization ?? 'an organization');
    await expect(page.getByTestId('profile-permission-student')).toBeVisible();

    await page.goto('/report/eqreport');
    const table = page.getByRole('table', { name: 'Your submissions: Practice' });
    await expect(table.getByRole('columnheader', { name: 'Difficulty' })).toBeVisible(FIRST_PAINT);
    await expect(table.getByRole('columnheader', { name: 'Submit ID' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Score over time' })).toBeVisible();
    await expect(page.getByTestId('summary-practice-easy')).toBeVisible();
    const toggle = table.getByRole('button', { name: /^Details of the exam of/ }).first();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(table.getByTestId('own-submission-detail')).toContainText(/Submit ID[0-9a-f]{8}-[0-9a-f]{4}-/);

    // A suggested step opens the area in its mode and at its preset ("Try Medium").
    await page.goto('/eq?mode=exam&difficulty=medium');
    await expect(page.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('medium', FIRST_PAINT);
    await expect(page.getByTestId('mode-exam')).toHaveAttribute('aria-pressed', 'true');
  });
});

test('a newcomer without any exam is welcomed, not welcomed back', async ({ page }) => {
  await signIn(page, 'newcomer');
  await expect(overview(page)).toBeVisible(FIRST_PAINT);
  // The first sign-in form may cover the page (and hide it from the accessibility tree): read the DOM.
  await expect(page.locator('h1')).toHaveText(`Welcome, ${demoUser('newcomer').name}`);
  await expect(overview(page).locator('[data-step="start"]')).toHaveCount(AREA_IDS.length);
  await expect(page.locator('#home-how')).toBeVisible();
});
