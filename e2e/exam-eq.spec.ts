/**
 * The exam engine end to end on the EQ area, against the real SPA, identity provider, API
 * and database: a keyboard-only exam, an official exam, and training on an uploaded file. (That a
 * tampered client score is ignored is server/api/submissions/submissions.db.test.ts's.)
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { eqDefinition } from '../src/areas/eq/eq-definition.ts';
import { generateQuestionSet, scoreExam } from '../src/exam-contract';
import type { OfficialExam, OwnReport, SubmissionReceipt, SubmissionRequest } from '../src/api-contract/index.ts';
import { authStateFile } from './auth-state.ts';
import { e2eUrls } from './e2e-env.ts';
import { captureToken } from './helpers/capture-token.ts';

test.use({ storageState: authStateFile('student') });

async function storedRows(page: Page, token: string, kind: 'practice' | 'official', submitId: string) {
  const response = await page.request.get(`${e2eUrls.apiBase}reports/eq`, {
    headers: { Authorization: token },
    params: { kind, page: 1, pageSize: 100 },
  });
  expect(response.status()).toBe(200);
  const report = (await response.json()) as OwnReport;
  return report.rows.filter((row) => row.submitId === submitId);
}

/** The score the server must have stored: the questions re-generated from the seed and re-scored. */
function expectedScore(body: SubmissionRequest) {
  const checked = eqDefinition.validateSettings(body.settings);
  if (!checked.ok || body.seed === undefined || body.questionCount === undefined) throw new Error(`not a practice exam: ${JSON.stringify(body)}`);
  const questions = generateQuestionSet(eqDefinition, body.seed, checked.settings, body.questionCount);
  return scoreExam(eqDefinition, questions, body.answers);
}

async function openEq(page: Page) {
  await page.goto('/eq');
  await expect(page.getByTestId('exam-page')).toHaveAttribute('data-exam-state', 'setup');
}

/** Picks the n-th frequency (and the n-th direction, when asked) of every band with the mouse. */
async function answerByClicking(page: Page, n: number) {
  const form = page.getByTestId('eq-answer-form');
  const bands = await form.locator('[data-testid^="eq-frequency-"]').count();
  for (let b = 0; b < bands; b++) {
    await form.getByTestId(`eq-frequency-${b}`).locator('label').nth(n).click();
    const direction = form.getByTestId(`eq-direction-${b}`);
    if (await direction.count()) await direction.locator('label').nth(n % 2).click();
  }
}

/**
 * W and E switch between original and processed; Tab into the frequency choice, where the
 * arrows pick the `frequencyStep`-th after the first, then boost (even `direction`) or cut.
 */
async function compareAndAnswerByKeyboard(page: Page, frequencyStep: number, direction: number) {
  const playControl = page.getByTestId('play-control');
  await page.keyboard.press('w');
  await expect(playControl).toHaveAttribute('data-selected', 'original');
  await page.keyboard.press('e');
  await expect(playControl).toHaveAttribute('data-selected', 'processed');
  await page.keyboard.press('Tab');
  for (let k = 0; k <= frequencyStep; k++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  if (direction % 2) await page.keyboard.press('ArrowLeft');
}

function submissionBody(page: Page): Promise<{ body: SubmissionRequest; receipt: SubmissionReceipt }> {
  return page
    .waitForResponse((r) => r.url() === `${e2eUrls.apiBase}submissions` && r.request().method() === 'POST' && r.ok())
    .then(async (r) => ({ body: r.request().postDataJSON() as SubmissionRequest, receipt: (await r.json()) as SubmissionReceipt }));
}

test('a student finishes a 5-question EQ exam with the keyboard only, and the server stores its own score', async ({ page }) => {
  const token = captureToken(page);
  await openEq(page);
  const examPage = page.getByTestId('exam-page');

  await page.getByTestId('mode-exam').focus();
  await page.keyboard.press('Enter');
  await expect(examPage).toHaveAttribute('data-exam-mode', 'exam');
  const questions = page.getByRole('combobox', { name: 'Questions' });
  await expect(questions.locator('option:checked')).toHaveText('10 questions');
  await questions.focus();
  await page.keyboard.press('ArrowUp');
  await expect(questions.locator('option:checked')).toHaveText('5 questions');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  await page.keyboard.press('Enter');
  await expect(examPage).toHaveAttribute('data-exam-state', 'answering');
  const playControl = page.getByTestId('play-control');
  const sent = submissionBody(page);
  for (let i = 0; i < 5; i++) {
    await expect(page.getByTestId('question-counter')).toHaveText(`Question ${i + 1} of 5`);
    await expect(page.getByTestId('question-heading')).toBeFocused();
    if (i === 0) {
      await page.keyboard.press('Space');
      await expect(playControl).toHaveAttribute('data-transport', 'playing');
    }
    await compareAndAnswerByKeyboard(page, i, i);
    await expect(page.getByTestId('exam-primary-action')).toBeEnabled();
    await expect(page.getByTestId('answer-verdict')).toHaveCount(0);
    await page.keyboard.press('Enter');
  }
  await expect(examPage).toHaveAttribute('data-exam-state', 'answered');
  await expect(page.getByTestId('answer-verdict')).toBeVisible();
  await expect(page.getByTestId('exam-primary-action')).toHaveText('Finish');
  await page.keyboard.press('Enter');
  await expect(examPage).toHaveAttribute('data-exam-state', 'finished');

  const { body, receipt } = await sent;
  expect(body).toMatchObject({ area: 'eq', mode: 'exam', questionCount: 5 });
  expect(body.answers).toHaveLength(5);
  const expected = expectedScore(body);
  expect(receipt.score).toBe(expected.score);
  await expect(page.getByTestId('review-item')).toHaveCount(5);
  await expect(page.getByTestId('submission-received')).toContainText(`${expected.score} / 100`);
  await expect(page.getByTestId('final-score')).toHaveText(`${body.clientScore} / 100`);

  const rows = await storedRows(page, token(), 'practice', body.submitId);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ score: expected.score, correctRate: expected.correctRate, questionCount: 5, official: false });
});

/** What must not reach the browser before an official exam is over: any question parameter. */
const REVEALING = /"(seed|questions?|bands|frequency|gain|review)"/;

// In the product's default language, Chinese; e2e/production.spec.ts takes one in English, by mouse.
test('an official exam in Chinese, by keyboard: server-rendered sound, no answer revealed before the end, stored as official', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('auricle.language', 'zh-CN'));
  const token = captureToken(page);
  // Every API response the browser receives, in order, until the answers have gone in.
  const seen: { url: string; type: string; body: string }[] = [];
  let answersIn = false;
  page.on('response', async (response) => {
    if (!response.url().startsWith(e2eUrls.apiBase) || answersIn) return;
    if (response.url() === `${e2eUrls.apiBase}submissions`) answersIn = true;
    const type = response.headers()['content-type'] ?? '';
    const body = type.includes('json') ? await response.text() : '';
    if (!answersIn) seen.push({ url: response.url(), type, body });
  });

  await openEq(page);
  const examPage = page.getByTestId('exam-page');
  await page.getByTestId('mode-official').focus();
  await page.keyboard.press('Enter');
  await expect(examPage).toHaveAttribute('data-exam-mode', 'official');
  for (const box of await page.getByTestId('eq-settings-form').getByRole('combobox').all()) {
    await expect(box).toBeDisabled();
  }
  const issued = page.waitForResponse((r) => r.url() === `${e2eUrls.apiBase}official-exams` && r.ok());
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Enter');
  const exam = (await (await issued).json()) as OfficialExam;
  expect(exam).not.toHaveProperty('seed');
  const playControl = page.getByTestId('play-control');
  const sent = submissionBody(page);
  for (let i = 0; i < exam.questionCount; i++) {
    await expect(page.getByTestId('question-heading')).toBeFocused();
    await expect(page.getByTestId('question-counter')).toContainText(`${i + 1}`);
    await expect(page.getByTestId('exam-score')).not.toContainText(/\d/);
    // The question's own pair, rendered by the server, is what plays.
    await expect(playControl).toHaveAttribute('data-source', 'pair');
    await expect(page.getByTestId('official-sound-loading')).toHaveCount(0);
    if (i === 0) {
      await page.keyboard.press('Space');
      await expect(playControl).toHaveAttribute('data-transport', 'playing');
    }
    await compareAndAnswerByKeyboard(page, i % 4, i);
    await expect(page.getByTestId('exam-primary-action')).toBeEnabled();
    await expect(page.getByTestId('answer-verdict')).toHaveCount(0);
    await page.keyboard.press('Enter');
  }
  await expect(examPage).toHaveAttribute('data-exam-state', 'finished');
  const { body, receipt } = await sent;
  expect(body).toMatchObject({ mode: 'official', examId: exam.examId });
  expect(body).not.toHaveProperty('seed');

  // Before the last answer the browser got JSON without any question parameter, and sound.
  expect(seen.filter((r) => r.type.includes('json') && REVEALING.test(r.body))).toEqual([]);
  const audio = seen.filter((r) => r.url.includes(`official-exams/${exam.examId}/questions/`));
  expect(audio.every((r) => r.type === 'audio/flac')).toBe(true);
  expect(audio.filter((r) => r.url.endsWith('/processed'))).toHaveLength(exam.questionCount);
  expect(audio.filter((r) => r.url.endsWith('/original'))).toHaveLength(new Set(exam.originals).size);

  // Now, and only now, the server's review: its score, every question and answer.
  expect(receipt.review).toHaveLength(exam.questionCount);
  const expected = scoreExam(eqDefinition, receipt.review?.map((r) => r.question) ?? [], body.answers);
  expect(receipt.score).toBe(expected.score);
  await expect(examPage.getByTestId('exam-final-card')).toHaveAttribute('data-result', 'shown');
  await expect(page.getByTestId('final-score')).toHaveText(`${receipt.score} / 100`);
  await expect(page.getByTestId('review-item')).toHaveCount(exam.questionCount);

  expect(await storedRows(page, token(), 'official', body.submitId)).toEqual([
    expect.objectContaining({ official: true, score: receipt.score, questionCount: exam.questionCount }),
  ]);
  expect(await storedRows(page, token(), 'practice', body.submitId)).toEqual([]);
});

/** A second of a 1 kHz sine as 16-bit mono PCM WAV. */
function sineWav(seconds = 1, rate = 44_100): Buffer {
  const samples = Math.round(seconds * rate);
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) buffer.writeInt16LE(Math.round(12_000 * Math.sin((2 * Math.PI * 1000 * i) / rate)), 44 + i * 2);
  return buffer;
}

test('EQ training with an uploaded .wav file: each answer is checked and shown, nothing is submitted', async ({ page }) => {
  let submissions = 0;
  page.on('request', (r) => {
    if (r.url() === `${e2eUrls.apiBase}submissions`) submissions++;
  });
  await openEq(page);
  await page.getByTestId('sound-settings').getByRole('combobox', { name: 'Input source' }).selectOption({ label: 'Sound file' });
  await page.locator('input[type="file"]').setInputFiles({ name: 'sine-1k.wav', mimeType: 'audio/wav', buffer: sineWav() });
  await expect(page.getByText('sine-1k.wav')).toBeVisible();
  await page.getByTestId('exam-primary-action').click();
  for (let i = 0; i < 3; i++) {
    await expect(page.getByTestId('question-counter')).toHaveText(`Question ${i + 1}`);
    await answerByClicking(page, i);
    await page.getByTestId('exam-primary-action').click();
    await expect(page.getByTestId('answer-verdict')).toBeVisible();
    await expect(page.getByTestId('eq-answer-view-band-0')).toContainText('you said');
    await page.getByTestId('exam-primary-action').click();
  }
  await page.getByTestId('exam-finish-training').click();
  await expect(page.getByTestId('exam-page')).toHaveAttribute('data-exam-state', 'finished');
  await expect(page.getByText('Training results are not recorded.')).toBeVisible();
  expect(submissions).toBe(0);
});
