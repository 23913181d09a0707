/**
 * A backend outage mid-exam: the finished exam is kept in IndexedDB, the backend-error dialog
 * and the waiting indicator show, and once the API is back (and the page reloaded) the result
 * reaches the database exactly once. Needs the server's test-only control port (API_CONTROL_PORT),
 * which closes its one listening socket: the SPA's files are out of reach too, as when a
 * school's server goes down, so this also proves the page already holds what it shows then (the
 * dialog's chunk is fetched after the first paint: src/app/global-overlays.tsx).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { OwnReport, SubmissionRequest } from '../src/api-contract/index.ts';
import { authStateFile } from './auth-state.ts';
import { e2eUrls } from './e2e-env.ts';

test.use({ storageState: authStateFile('student') });

async function control(page: Page, action: 'stop-listening' | 'start-listening') {
  const response = await page.request.post(`${e2eUrls.control}/${action}`);
  expect(response.status()).toBe(200);
}

async function answerFirstChoices(page: Page) {
  const form = page.getByTestId('eq-answer-form');
  await form.getByTestId('eq-frequency-0').locator('label').first().click();
  const direction = form.getByTestId('eq-direction-0');
  if (await direction.count()) await direction.locator('label').first().click();
}

test('a result finished during an outage is queued, then arrives exactly once', async ({ page }) => {
  let token = '';
  const posted: SubmissionRequest[] = [];
  const accepted: number[] = [];
  page.on('request', (request) => {
    const auth = request.headers().authorization;
    if (request.url().startsWith(e2eUrls.apiBase) && auth) token = auth;
    if (request.url() === `${e2eUrls.apiBase}submissions`) posted.push(request.postDataJSON() as SubmissionRequest);
  });
  page.on('response', (response) => {
    if (response.url() === `${e2eUrls.apiBase}submissions`) accepted.push(response.status());
  });

  await page.goto('/eq');
  await page.getByTestId('mode-exam').click();
  await page.getByRole('combobox', { name: 'Questions' }).selectOption({ label: '5 questions' });
  await page.getByTestId('exam-primary-action').click();
  for (let i = 0; i < 5; i++) {
    await answerFirstChoices(page);
    await page.getByTestId('exam-primary-action').click();
  }
  await expect(page.getByTestId('exam-primary-action')).toHaveText('Finish');

  // The outage is kept short: other specs may be using the same API at the same time.
  await control(page, 'stop-listening');
  try {
    await page.getByTestId('exam-primary-action').click();
    await expect(page.getByTestId('exam-page')).toHaveAttribute('data-exam-state', 'finished');
    await expect(page.getByRole('dialog', { name: 'Backend server error' })).toBeVisible();
    // Shown on the exam page and in the top bar, which follows the queue on every page.
    await expect(page.getByTestId('exam-page').getByTestId('pending-submissions')).toHaveText('1 result waiting to be sent');
    await expect(page.locator('header').getByTestId('pending-submissions')).toHaveText('1 result waiting to be sent');
  } finally {
    await control(page, 'start-listening');
  }
  // Queued, or already re-sent if the queue's retry beat this line now that the API is back.
  await expect(page.getByTestId('submission-queued').or(page.getByTestId('submission-received'))).toBeVisible();
  expect(posted.length).toBeGreaterThanOrEqual(1);
  const submitId = posted[0]?.submitId;
  expect(submitId).toMatch(/^[0-9a-f-]{36}$/);

  await page.reload();
  await expect(page.getByTestId('exam-page')).toBeVisible();
  await expect(page.getByTestId('pending-submissions')).toHaveCount(0, { timeout: 20_000 });
  // Every attempt carried the same submitId. An attempt cut off by the outage or the reload may
  // have been stored already: the server then answers the retry 200 (duplicate), never twice 201.
  // The queue's retry may also be answered just as the reload leaves the page, its response then
  // never reported to the test (seen twice in one run): the report below proves the arrival.
  expect(new Set(posted.map((p) => p.submitId))).toEqual(new Set([submitId]));
  expect(accepted.every((status) => status === 200 || status === 201)).toBe(true);
  expect(accepted.filter((status) => status === 201).length).toBeLessThanOrEqual(1);

  const response = await page.request.get(`${e2eUrls.apiBase}reports/eq`, {
    headers: { Authorization: token },
    params: { kind: 'practice', page: 1, pageSize: 100 },
  });
  const report = (await response.json()) as OwnReport;
  expect(report.rows.filter((row) => row.submitId === submitId)).toHaveLength(1);

  // Nothing is left in the queue: another reload sends nothing more.
  const before = posted.length;
  await page.reload();
  await expect(page.getByTestId('exam-page')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(posted).toHaveLength(before);
});
