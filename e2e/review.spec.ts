/**
 * Every miss can be studied: a student opens a practice exam from a row of their report and
 * hears a missed question's answer again (built in the browser from the exam's questions), and
 * opens an official exam's review and hears the server's sound of their answer. Heard means
 * measured at the page's audio output (e2e/helpers/audio-output.ts).
 */
import { expect, test } from './fixtures.ts';
import { loudnessDefinition } from '../src/areas/loudness/loudness-definition.ts';
import { generateQuestionSet } from '../src/exam-contract/index.ts';
import type { SubmissionRequest } from '../src/api-contract/index.ts';
import { areaRecord } from '../src/lib/area-registry.ts';
import { authStateFile } from './auth-state.ts';
import { e2eUrls } from './e2e-env.ts';
import { expectSilent, outputPeak, SOUND, tapAudioOutput } from './helpers/audio-output.ts';
import { tokenOf } from './helpers/capture-token.ts';
import { takeScheduledExam } from './helpers/scheduled-exam.ts';

test.use({ storageState: authStateFile('student'), viewport: { width: 1366, height: 900 } });

const FIRST_PAINT = { timeout: 30_000 };
const QUESTIONS = 4;

/** A loudness practice exam at the official settings: every answer right but the first, which has the direction the wrong way round. */
function practiceExam(): SubmissionRequest {
  const { settings } = loudnessDefinition.officialExam;
  const seed = Math.floor(Math.random() * 0xffffffff);
  const questions = generateQuestionSet(loudnessDefinition, seed, settings, QUESTIONS);
  const answers = questions.map((question) => loudnessDefinition.rightAnswer(question));
  const [first] = answers;
  if (!first) throw new Error('no question');
  answers[0] = { ...first, direction: first.direction === 'boost' ? 'cut' : 'boost' };
  const at = new Date();
  return {
    submitId: crypto.randomUUID(),
    area: 'loudness',
    mode: 'exam',
    generatorVersion: loudnessDefinition.version,
    seed,
    settings,
    questionCount: QUESTIONS,
    startedAt: new Date(at.getTime() - 120_000).toISOString(),
    finishedAt: at.toISOString(),
    answers,
  };
}

test('a missed practice question is heard again from the report', async ({ page }) => {
  await tapAudioOutput(page);
  const exam = practiceExam();
  const sent = await page.request.post(`${e2eUrls.apiBase}submissions`, { headers: { Authorization: await tokenOf('student') }, data: exam });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto(areaRecord('loudness').report[0]);
  await page.locator(`a[href="/review/${exam.submitId}"]`).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exam review: Loudness', FIRST_PAINT);
  const items = page.getByTestId('review-item');
  await expect(items).toHaveCount(QUESTIONS);
  const missed = items.first();
  await expect(missed).toHaveAttribute('data-correct', 'false');
  await expect(missed).toContainText(/mixed up/);
  // Only a missed question offers the student's answer.
  await expect(items.nth(1).getByTestId('review-hear-answer')).toHaveCount(0);

  const yours = missed.getByRole('button', { name: 'Your answer' });
  await yours.click();
  await expect(yours).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => outputPeak(page), { message: 'the answer is heard', timeout: 15_000 }).toBeGreaterThan(SOUND);
  // For a person to look at: the review of a practice exam, a missed answer playing.
  await page.screenshot({ path: 'test-results/review/practice-review.png', fullPage: true });
  await yours.click();
  await expect(yours).toHaveAttribute('aria-pressed', 'false');
  await expectSilent(page);
});

test("an official exam's miss is heard again with the server's sound", async ({ page, playwright }) => {
  await tapAudioOutput(page);
  // Every answer "one step louder": the exam's questions are the server's secret until it is submitted.
  const answers = Array.from({ length: QUESTIONS }, () => ({ direction: 'boost', steps: 1 }));
  const { submitId, receipt } = await takeScheduledExam(playwright.request, { definition: loudnessDefinition, title: 'Review check', questionCount: QUESTIONS, attempts: 1, openForMs: 3600_000, answers });

  await page.goto(`/review/${submitId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exam review: Loudness', FIRST_PAINT);
  const items = page.getByTestId('review-item');
  await expect(items).toHaveCount(QUESTIONS);
  // The miss is heard as the student answered it; were every guess right, the question instead.
  const miss = receipt.review?.findIndex((item) => !item.correct) ?? -1;
  const item = items.nth(Math.max(miss, 0));
  const button = item.getByRole('button', { name: miss >= 0 ? 'Your answer' : 'The question' });
  const audio = page.waitForResponse((response) => response.url().includes(`me/submissions/${submitId}/questions/${Math.max(miss, 0)}/audio/`) && response.ok());
  await button.click();
  await audio;
  await expect.poll(() => outputPeak(page), { message: "the server's sound is heard", timeout: 15_000 }).toBeGreaterThan(SOUND);
});

test("another student's exam is not shown", async ({ page }) => {
  await page.goto(`/review/${crypto.randomUUID()}`);
  await expect(page.getByTestId('review-not-found')).toBeVisible(FIRST_PAINT);
});
