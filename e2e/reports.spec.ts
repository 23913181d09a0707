/**
 * Reports end to end: real SPA, identity provider, API and database. The data each test
 * needs is created through the real API with the user's own access token, from a sign-in over
 * HTTP (e2e/helpers/capture-token.ts). Fixed submit ids make the set-up idempotent, and
 * dates far in the past keep these rows apart from what other specs submit today.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { eqDefinition } from '../src/areas/eq/eq-definition';
import { stereoDefinition } from '../src/areas/stereo/stereo-definition';
import { EQ_DEFAULT_SETTINGS } from '../src/areas/eq/eq-settings';
import type { EqSettings } from '../src/areas/eq/eq-settings';
import { generateQuestionSet } from '../src/exam-contract';
import type { OfficialExam, SubmissionReceipt, SubmissionRequest } from '../src/api-contract';
import { authStateFile } from './auth-state';
import { e2eUrls } from './e2e-env';
import { tokenOf } from './helpers/capture-token';


/** The first screen after a navigation waits for the silent sign-in too, which is slow on a busy machine. */
const FIRST_PAINT = { timeout: 30_000 };

/** An EQ exam whose first `correct` answers are exactly right and the rest at a wrong frequency. */
function eqExam(options: {
  submitId: string;
  /** Defaults to 95 s before finishedAt. */
  startedAt?: string;
  finishedAt: string;
  correct: number;
  questionCount: number;
  seed: number;
  settings?: EqSettings;
}): SubmissionRequest {
  const settings = options.settings ?? EQ_DEFAULT_SETTINGS;
  const questions = generateQuestionSet(eqDefinition, options.seed, settings, options.questionCount);
  const answers = questions.map((question, i) => ({
    bands: question.bands.map((band) => ({
      frequency: i < options.correct ? band.frequency : band.frequency === 1000 ? 4000 : 1000,
      direction: question.asksDirection ? (band.gain > 0 ? 'boost' : 'cut') : null,
    })),
  }));
  const finished = new Date(options.finishedAt);
  return {
    submitId: options.submitId,
    area: 'eq',
    mode: 'exam',
    generatorVersion: eqDefinition.version,
    seed: options.seed,
    settings,
    questionCount: options.questionCount,
    startedAt: options.startedAt ?? new Date(finished.getTime() - 95_000).toISOString(),
    finishedAt: finished.toISOString(),
    answers,
  };
}

async function submit(api: APIRequestContext, token: string, body: SubmissionRequest): Promise<SubmissionReceipt> {
  const response = await api.post(`${e2eUrls.apiBase}submissions`, {
    headers: { Authorization: token },
    data: body,
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as SubmissionReceipt;
}

/**
 * Takes an official stereo-localization exam through the API as the SPA does: issued sealed, so
 * the answers are a guess (the centre, for every question); the server scores them. Stereo,
 * because no other test takes that official exam: a student has one open exam per area, and
 * the EQ exam tests of other workers may be in the middle of theirs.
 */
async function submitOfficial(api: APIRequestContext, token: string, submitId: string): Promise<SubmissionReceipt> {
  const issued = await api.post(`${e2eUrls.apiBase}official-exams`, {
    headers: { Authorization: token },
    data: { area: 'stereo' },
  });
  expect([200, 201], await issued.text()).toContain(issued.status());
  const exam = (await issued.json()) as OfficialExam;
  const now = new Date().toISOString();
  return submit(api, token, {
    submitId,
    area: 'stereo',
    mode: 'official',
    generatorVersion: stereoDefinition.version,
    examId: exam.examId,
    startedAt: now,
    finishedAt: now,
    answers: Array.from({ length: exam.questionCount }, () => ({ angle: 0 })),
  });
}

// Conservatory of Music: 李明 (student). Institute of Acoustics: Ana García (student2).
const LI_MARCH_10 = 'e2e0a000-0000-4000-8000-000000000001';
const LI_MARCH_12 = 'e2e0a000-0000-4000-8000-000000000002';
const LI_MARCH_25 = 'e2e0a000-0000-4000-8000-000000000003';
const LI_OFFICIAL_TODAY = 'e2e0a000-0000-4000-8000-000000000004';
const ANA_MARCH_11 = 'e2e0a000-0000-4000-8000-000000000005';

test.describe('total report (teacher)', () => {
  test.beforeAll(async ({ playwright }) => {
    const api = await playwright.request.newContext();
    const li = await tokenOf('student');
    const ana = await tokenOf('student2');
    // 3 of 5 and 4 of 5 right inside the filtered range, one outside it, one in another organization.
    await submit(api, li, eqExam({ submitId: LI_MARCH_10, finishedAt: '2025-03-10T09:00:00Z', correct: 3, questionCount: 5, seed: 101 }));
    await submit(api, li, eqExam({ submitId: LI_MARCH_12, finishedAt: '2025-03-12T23:30:00Z', correct: 4, questionCount: 5, seed: 102 }));
    await submit(api, li, eqExam({ submitId: LI_MARCH_25, finishedAt: '2025-03-25T09:00:00Z', correct: 5, questionCount: 5, seed: 103 }));
    await submit(api, ana, eqExam({ submitId: ANA_MARCH_11, finishedAt: '2025-03-11T09:00:00Z', correct: 2, questionCount: 5, seed: 104 }));
    await submitOfficial(api, li, LI_OFFICIAL_TODAY);
    await api.dispose();
  });

  test.use({ storageState: authStateFile('teacher') });

  test("every panel answers the filter the page shows: the teacher's own organization, which the address does not name", async ({ page }) => {
    const organizationOf = (path: string) =>
      page.waitForRequest((r) => new URL(r.url()).pathname.endsWith(path)).then((r) => new URL(r.url()).searchParams.get('organization'));
    const table = organizationOf('/api/total-reports/eq');
    const learning = organizationOf('/api/total-reports/eq/learning');
    await page.goto('/totalreport/eq-report');
    await expect(page.getByTestId('class-learning')).toBeVisible(FIRST_PAINT);
    expect(await table).toBe('Conservatory of Music');
    expect(await learning).toBe('Conservatory of Music');
  });

  test('filters by organization and date, shows the expected counts and downloads them as CSV', async ({ page }) => {
    await page.goto('/totalreport/eq-report');
    await expect(page.getByTestId('total-count')).toHaveText(/^Matching students: \d+$/, FIRST_PAINT);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parametric equalization (EQ): total report');

    await page.getByRole('combobox', { name: 'Organization' }).selectOption({ label: 'Conservatory of Music' });
    await page.getByLabel('From', { exact: true }).fill('2025-03-01');
    await page.getByLabel('To', { exact: true }).fill('2025-03-15');
    await page.getByRole('button', { name: 'Apply filters' }).click();

    await expect(page).toHaveURL(/organization=Conservatory\+of\+Music/);
    await expect(page).toHaveURL(/from=2025-03-01/);
    await expect(page).toHaveURL(/to=2025-03-15/);
    await expect(page.getByTestId('total-count')).toHaveText('Matching students: 1');
    // In the results table: the class's thresholds below it may list him too (e2e/adaptive.spec.ts).
    const liRow = page.getByRole('table', { name: 'Total report, Per student: Practice' }).getByRole('row', { name: /李明 \(Li Ming\)/ });
    await expect(liRow).toContainText('S2026001');
    await expect(liRow).toContainText('Conservatory of Music');
    // Submits 2; average (60 + 80) / 2 = 70.0; best 80: the scores right after the name.
    await expect(liRow.getByRole('cell')).toHaveText([
      '李明 (Li Ming)',
      '70.0',
      '80',
      '2',
      'S2026001',
      'Conservatory of Music',
      'student@auricle.example',
    ]);

    // Official results are kept apart: none in March, and today's (stereo) is found by its submit id.
    await page.getByRole('tab', { name: 'Official exam' }).click();
    await expect(page.getByTestId('total-count')).toHaveText('Matching students: 0');
    await page.goto(`/totalreport/stereo-loc-report?kind=official&submitId=${LI_OFFICIAL_TODAY}`);
    await expect(page.getByTestId('total-count')).toHaveText('Matching students: 1', FIRST_PAINT);
    // Submits: after the counted, average and best scores.
    await expect(page.getByRole('table', { name: 'Total report, Per student: Official exam' }).getByRole('row', { name: /李明/ }).getByRole('cell').nth(4)).toHaveText('1');
    await page.goBack();
    await expect(page.getByTestId('total-count')).toHaveText('Matching students: 0', FIRST_PAINT);

    await page.getByRole('tab', { name: 'Practice' }).click();
    await page.getByRole('button', { name: 'Per submission' }).click();
    await expect(page.getByTestId('total-count')).toHaveText('Matching submissions: 2');
    // Newest first; the table shows each id's first 8 digits with the whole id as its title. (The
    // class's thresholds and confusions below are tables of their own.)
    const rows = page.getByRole('table', { name: 'Total report, Per submission: Practice' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1).getByTitle(LI_MARCH_12)).toBeVisible();
    await expect(rows.nth(1)).toContainText('80%');
    await expect(rows.nth(2).getByTitle(LI_MARCH_10)).toBeVisible();
    await expect(rows.nth(2)).toContainText('60%');

    // A bookmarked copy of this URL opens the same view.
    const shared = page.url();
    await page.goto(shared);
    await expect(page.getByTestId('total-count')).toHaveText('Matching submissions: 2', FIRST_PAINT);
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('2025-03-01');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^eq-submissions-practice-.*\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split(/\r?\n/).filter(Boolean);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('Submit ID');
    expect(lines.slice(1).join('\n')).toContain('李明 (Li Ming)');
    expect(lines.slice(1).map((line) => line.match(/e2e0a000-[0-9a-f-]+/)?.[0]).sort()).toEqual([LI_MARCH_10, LI_MARCH_12]);
    await expect(page.getByTestId('download-status')).toContainText('Downloaded 2 rows');
  });

  test('a failed download says so', async ({ page }) => {
    await page.route('**/api/total-reports/eq/export**', (route) => route.abort('connectionreset'));
    await page.goto('/totalreport/eq-report?organization=Conservatory+of+Music&from=2025-03-01&to=2025-03-15');
    await expect(page.getByTestId('total-count')).toHaveText('Matching students: 1', FIRST_PAINT);

    await page.getByRole('button', { name: 'Download CSV' }).click();
    await expect(page.getByTestId('download-status').getByRole('alert')).toHaveText('Download failed. Please try again.');
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });
});

test.describe('own report (student)', () => {
  test.use({ storageState: authStateFile('student') });

  test('shows the exam the student just finished through the EQ page', async ({ page }) => {
    await page.goto('/report/eqreport');
    const practiceCount = page.getByTestId('summary-practice-count');
    await expect(practiceCount).toHaveText(/^\d+$/, FIRST_PAINT);
    const before = Number(await practiceCount.textContent());

    // A 5-question practice exam, answered with the first choice of every band.
    await page.goto('/eq');
    await expect(page.getByTestId('exam-page')).toHaveAttribute('data-exam-state', 'setup', FIRST_PAINT);
    await page.getByTestId('mode-exam').click();
    await page.getByRole('combobox', { name: 'Questions' }).selectOption({ label: '5 questions' });
    await page.getByTestId('exam-primary-action').click();
    const stored = page.waitForResponse(
      (r) => r.url() === `${e2eUrls.apiBase}submissions` && r.request().method() === 'POST' && r.ok(),
    );
    const form = page.getByTestId('eq-answer-form');
    for (let i = 0; i < 5; i++) {
      const bands = await form.locator('[data-testid^="eq-frequency-"]').count();
      for (let b = 0; b < bands; b++) {
        await form.getByTestId(`eq-frequency-${b}`).locator('label').first().click();
        const direction = form.getByTestId(`eq-direction-${b}`);
        if (await direction.count()) await direction.locator('label').first().click();
      }
      await page.getByTestId('exam-primary-action').click();
    }
    await page.getByTestId('exam-primary-action').click();
    const response = await stored;
    const { submitId } = response.request().postDataJSON() as SubmissionRequest;
    const receipt = (await response.json()) as SubmissionReceipt;
    await expect(page.getByTestId('exam-page')).toHaveAttribute('data-exam-state', 'finished');

    await page.goto('/report/eqreport');
    await expect(practiceCount).toHaveText(/^\d+$/, FIRST_PAINT);
    expect(Number(await practiceCount.textContent())).toBeGreaterThanOrEqual(before + 1);
    // The submit id and the correct rate wait behind the row's details toggle (the first cell).
    const table = page.getByRole('table', { name: 'Your submissions: Practice' });
    const row = table.locator(`tr[data-row-key="${submitId}"]`);
    await expect(row).toContainText(new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(receipt.score));
    await expect(row.getByRole('cell').nth(4)).toHaveText('5');
    await row.getByRole('button', { name: /^Details of the exam of/ }).click();
    const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
    await expect(table.getByTestId('own-submission-detail')).toContainText(submitId);
    await expect(table.getByTestId('own-submission-detail')).toContainText(percent.format(receipt.correctRate / 100));
    await expect(page.getByTestId('progress-chart').locator('[data-kind="practice"] [data-point]')).not.toHaveCount(0);
  });
});
