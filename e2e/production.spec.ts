/**
 * The production build under its Content-Security-Policy: the SPA and the API from one origin
 * (`npm run serve`, server/serve.ts), signed in through the identity provider's login page, an
 * official exam, a report, a reload (silent sign-in in the provider's iframe) and a teacher's CSV
 * download, with not one CSP violation in any page, frame or console (the guard of every spec,
 * e2e/fixtures.ts, fails a test that meets one). It needs baseURL to be the production server
 * (`node dist-server/serve.js`), as playwright.config.ts starts it. It is also the smoke test of
 * .ci/run's pass on PostgreSQL (scripts/test-run.ts).
 *
 * On PGlite (`npm test`) only the headers are checked here: the rest is proven there by other
 * specs, each under the same guard: an official exam by exam-eq.spec.ts, the student's report
 * and the teacher's CSV by reports.spec.ts, the sign-in through the login page by auth.spec.ts
 * and e2e/global-setup.ts, and the silent sign-in a reload does by every spec's first page.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn } from './helpers/sign-in.ts';

/** The first screen after a navigation waits for the silent sign-in too, slow on a busy machine. */
const FIRST_PAINT = { timeout: 30_000 };

function isApi(url: string, path: string): boolean {
  return new URL(url).pathname === `/api/${path}`;
}

/** Picks the n-th frequency (and direction, when asked) of every band. */
async function answerEq(page: Page, n: number): Promise<void> {
  const form = page.getByTestId('eq-answer-form');
  const bands = await form.locator('[data-testid^="eq-frequency-"]').count();
  for (let b = 0; b < bands; b++) {
    await form.getByTestId(`eq-frequency-${b}`).locator('label').nth(n).click();
    const direction = form.getByTestId(`eq-direction-${b}`);
    if (await direction.count()) await direction.locator('label').nth(n % 2).click();
  }
}

/** Answers every question of the exam just started and waits for the server's receipt. */
async function finishEqExam(page: Page, questionCount: number): Promise<void> {
  const examPage = page.getByTestId('exam-page');
  const submitted = page.waitForResponse((r) => isApi(r.url(), 'submissions') && r.request().method() === 'POST' && r.ok());
  for (let i = 0; i < questionCount; i++) {
    await expect(page.getByTestId('question-counter')).toContainText(`${i + 1}`);
    await expect(page.getByTestId('official-sound-loading')).toHaveCount(0);
    if (i === 0) {
      await page.getByTestId('play-control').getByRole('button').first().click();
      await expect(page.getByTestId('play-control')).toHaveAttribute('data-transport', 'playing');
    }
    await answerEq(page, i % 4);
    await page.getByTestId('exam-primary-action').click();
  }
  if ((await examPage.getAttribute('data-exam-state')) === 'answered') await page.getByTestId('exam-primary-action').click();
  await expect(examPage).toHaveAttribute('data-exam-state', 'finished');
  await submitted;
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

test.describe('the production build under its Content-Security-Policy', () => {
  test.describe.configure({ mode: 'serial' });

  test('serves the SPA with its policy and security headers, and no source map', async ({ request }) => {
    const page = await request.get('/eq');
    expect(page.status()).toBe(200);
    const policy = page.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy).toMatch(/frame-ancestors 'none'/);
    expect(page.headers()['x-content-type-options']).toBe('nosniff');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1] ?? '';
    const asset = await request.get(script);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).not.toMatch(/sourceMappingURL=index/);
    expect((await request.get(`${script}.map`)).status()).toBe(404);
    const api = await request.get('/api/health');
    expect(api.headers()['content-security-policy']).toMatch(/default-src 'none'/);
  });

  test('a student signs in, takes an official exam, reads the report and reloads', async ({ browser }) => {
    test.skip(!onPostgres, 'proven on PGlite by exam-eq.spec.ts, reports.spec.ts and auth.spec.ts');
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await signIn(page, 'student');

    await page.goto('/eq');
    const examPage = page.getByTestId('exam-page');
    await expect(examPage).toHaveAttribute('data-exam-state', 'setup', FIRST_PAINT);
    await page.getByTestId('mode-official').click();
    await expect(examPage).toHaveAttribute('data-exam-mode', 'official');
    const issued = page.waitForResponse((r) => isApi(r.url(), 'official-exams') && r.ok());
    await page.getByTestId('exam-primary-action').click();
    const { questionCount } = (await (await issued).json()) as { questionCount: number };
    await finishEqExam(page, questionCount);

    await page.goto('/report/eqreport');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole('table').first()).toBeVisible();
    // Tokens live in memory: after a reload the SDK signs in again in the provider's iframe.
    await page.reload();
    await expect(page.getByTestId('user-identity')).toBeVisible(FIRST_PAINT);

    await context.close();
  });

  test('a teacher reads the total report and downloads it as CSV', async ({ browser }) => {
    test.skip(!onPostgres, 'proven on PGlite by reports.spec.ts');
    const context = await browser.newContext({ locale: 'en-US', acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, 'teacher');
    await page.goto('/totalreport/eq-report');
    await expect(page.getByTestId('total-count')).toHaveText(/^Matching students: \d+$/, FIRST_PAINT);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    await expect(page.getByTestId('download-status')).toContainText('Downloaded');

    await context.close();
  });
});
