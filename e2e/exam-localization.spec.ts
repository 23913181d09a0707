/**
 * Stereo localization, spatial localization and distance end to end: the check in front of
 * each exam (stereo: left and right, judged on the lab's loudspeakers; spatial: the headphone
 * check), failed, then passed; a short exam on each, scored by the server, stored (spatial
 * and distance with the headphone check's result) and found in the student's report.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { distanceDefinition } from '../src/areas/distance/distance-definition.ts';
import { spatialDefinition } from '../src/areas/spatial/spatial-definition.ts';
import { stereoDefinition } from '../src/areas/stereo/stereo-definition.ts';
import { generateQuestionSet, scoreExam, type AreaDefinition } from '../src/exam-contract';
import { passedOn } from '../src/exam/listening-check/check-status.ts';
import { checkTrials, rightAnswer, type CheckAnswer, type CheckTrial } from '../src/exam/listening-check/check-trials.ts';
import type { AreaId } from '../src/lib/area-registry.ts';
import type { OwnReport, SubmissionReceipt, SubmissionRequest } from '../src/api-contract/index.ts';
import { authStateFile } from './auth-state.ts';
import { e2eUrls } from './e2e-env.ts';
import { captureToken } from './helpers/capture-token.ts';

test.use({ storageState: authStateFile('student') });

/** The trials' order comes from Math.random, fixed here so the test knows the right answers. */
const FIXED_RANDOM = 0.42;
const ANSWER_LABELS: Record<string, string> = { left: 'Left', right: 'Right', 0: 'First', 1: 'Second', 2: 'Third' };

/** Starts a check and answers each sound with `pick`; an answer plays the next sound at once. */
async function answerCheck(page: Page, kind: 'headphones' | 'channels', pick: (trial: CheckTrial) => CheckAnswer) {
  const id = kind === 'headphones' ? 'headphone' : 'channel';
  const trials = checkTrials(kind, () => FIXED_RANDOM);
  for (const [i, trial] of trials.entries()) {
    await expect(page.getByTestId(`${id}-choice`)).toHaveAttribute('data-trial', trial.kind);
    await expect(page.getByTestId(`${id}-progress`)).toContainText(`${i + 1} of ${trials.length}`);
    await page.getByTestId(`${id}-choice`).getByRole('button', { name: ANSWER_LABELS[String(pick(trial))], exact: true }).click();
  }
}

function submission(page: Page) {
  return page
    .waitForResponse((r) => r.url() === `${e2eUrls.apiBase}submissions` && r.request().method() === 'POST' && r.ok())
    .then(async (r) => ({ body: r.request().postDataJSON() as SubmissionRequest, receipt: (await r.json()) as SubmissionReceipt }));
}

async function chooseFiveQuestions(page: Page): Promise<void> {
  await page.getByTestId('mode-exam').click();
  await page.getByRole('combobox', { name: 'Questions' }).selectOption({ label: '5 questions' });
}

async function expectStored(page: Page, token: () => string, area: AreaId, definition: AreaDefinition, sent: Awaited<ReturnType<typeof submission>>) {
  const { body, receipt } = sent;
  const headphoneCheck = area === 'stereo' ? null : 'passed';
  expect(body).toMatchObject({ area, mode: 'exam', questionCount: 5 });
  expect(body.headphoneCheck ?? null).toBe(headphoneCheck);
  const questions = generateQuestionSet(definition, body.seed ?? -1, body.settings, 5);
  expect(receipt.score).toBe(scoreExam(definition, questions, body.answers).score);
  const report = await page.request.get(`${e2eUrls.apiBase}reports/${area}`, { headers: { Authorization: token() }, params: { kind: 'practice', page: 1, pageSize: 100 } });
  expect(((await report.json()) as OwnReport).rows.filter((row) => row.submitId === body.submitId)).toEqual([
    expect.objectContaining({ score: receipt.score, questionCount: 5, headphoneCheck }),
  ]);
}

test('stereo localization: no headphone check; the left/right check fails on a silent side, passes on retry, then a 5-question exam by keyboard', async ({ page }) => {
  await page.addInitScript((value) => {
    Math.random = () => value;
  }, FIXED_RANDOM);
  const token = captureToken(page);
  await page.goto('/localization/stereo');
  const examPage = page.getByTestId('exam-page');
  await expect(examPage).toHaveAttribute('data-exam-state', 'setup');
  await expect(page.getByTestId('channel-notice')).toContainText('loudspeakers or headphones your lab uses');
  await chooseFiveQuestions(page);
  await expect(page.getByTestId('exam-primary-action')).toBeDisabled();
  await expect(page.getByTestId('channel-check')).toContainText('loudspeakers or headphones your lab uses');
  await expect(page.getByTestId('headphone-check')).toHaveCount(0);

  await page.getByTestId('channel-start').click();
  await expect(page.getByTestId('play-control')).toHaveAttribute('data-source', 'channel-tone');
  // Every tone heard on the right, as with a silent left loudspeaker.
  await answerCheck(page, 'channels', () => 'right');
  await expect(page.getByTestId('channel-failed')).toContainText('the channels look swapped, or one of them is silent');
  await expect(page.getByTestId('exam-primary-action')).toBeDisabled();
  await page.getByTestId('channel-retry').click();
  await answerCheck(page, 'channels', rightAnswer);
  await expect(page.getByTestId('channel-confirmed')).toBeVisible();
  await expect(page.getByTestId('exam-primary-action')).toBeEnabled();

  // Enter on the (closed) question-count select starts the exam.
  await page.getByRole('combobox', { name: 'Questions' }).focus();
  const sent = submission(page);
  await page.keyboard.press('Enter');
  for (let i = 0; i < 5; i++) {
    await expect(page.getByTestId('question-heading')).toBeFocused();
    await page.keyboard.press('e');
    // Tab past the play bar's controls (under the heading on a wide screen) to the stage.
    const stage = page.getByTestId('stereo-position').getByRole('slider');
    for (let k = 0; k < 8 && !(await stage.evaluate((el) => el === document.activeElement)); k++) await page.keyboard.press('Tab');
    await expect(stage).toBeFocused();
    for (let k = 0; k <= i; k++) await page.keyboard.press(i % 2 ? 'ArrowLeft' : 'ArrowRight');
    await expect(page.getByTestId('exam-primary-action')).toBeEnabled();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('stereo-answer-view')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(examPage).toHaveAttribute('data-exam-state', 'finished');
  await expectStored(page, token, 'stereo', stereoDefinition as unknown as AreaDefinition, await sent);
});

test.describe('the headphone check', () => {
  test('spatial localization: the headphone check fails over "loudspeakers", passes on retry; a 5-question exam all around, by mouse', async ({ page }) => {
    await page.addInitScript((value) => {
      Math.random = () => value;
    }, FIXED_RANDOM);
    const token = captureToken(page);
    await page.goto('/localization/spatial');
    const examPage = page.getByTestId('exam-page');
    await expect(examPage).toHaveAttribute('data-exam-state', 'setup');
    await expect(page.getByTestId('headphone-notice')).toBeVisible();
    // Training from the front sector: a click behind the head is outside it.
    await page.getByTestId('exam-primary-action').click();
    const circle = page.getByTestId('spatial-direction').getByRole('slider');
    const box = await circle.boundingBox();
    if (!box) throw new Error('the circle is not on screen');
    const at = (x: number, y: number) => ({ position: { x: box.width * x, y: box.height * y } });
    await circle.click(at(0.5, 0.9));
    await expect(page.getByTestId('angle-outside')).toHaveText('Please select a point in the selected angle');
    await expect(circle).toHaveAttribute('aria-valuetext', 'No direction chosen yet');
    await circle.click(at(0.5, 0.1));
    await expect(circle).toHaveAttribute('aria-valuetext', 'Front (0°)');
    await page.getByTestId('exam-finish-training').click();
    await page.getByTestId('exam-restart').click();

    await chooseFiveQuestions(page);
    await expect(page.getByTestId('exam-primary-action')).toBeDisabled();
    await page.getByTestId('headphone-start').click();
    await expect(page.getByTestId('play-control')).toHaveAttribute('data-source', /channel-tone|headphone-trial/);
    // Over loudspeakers the antiphase tone cancels in the air and is picked as the quietest.
    await answerCheck(page, 'headphones', (trial) => (trial.kind === 'antiphase' ? trial.tones.indexOf('antiphase') : rightAnswer(trial)));
    await expect(page.getByTestId('headphone-failed-sets')).toContainText('0 of 6 sets right');
    await expect(page.getByTestId('exam-primary-action')).toBeDisabled();
    await page.getByTestId('headphone-retry').click();
    await answerCheck(page, 'headphones', rightAnswer);
    await expect(page.getByTestId('headphone-confirmed')).toBeVisible();
    await page.getByRole('combobox', { name: 'Select angle (where the sound comes from)' }).selectOption({ label: 'All around' });
    const sent = submission(page);
    await page.getByTestId('exam-primary-action').click();
    for (let i = 0; i < 5; i++) {
      // Round the head in steps of 70 degrees.
      const angle = (i * 70 * Math.PI) / 180;
      await page.getByTestId('spatial-direction').getByRole('slider').click(at(0.5 + 0.37 * Math.sin(angle), 0.5 - 0.37 * Math.cos(angle)));
      await expect(page.getByTestId('exam-primary-action')).toBeEnabled();
      await page.getByTestId('exam-primary-action').click();
    }
    await expect(page.getByTestId('spatial-answer-view')).toBeVisible();
    await page.getByTestId('exam-primary-action').click();
    await expect(examPage).toHaveAttribute('data-exam-state', 'finished');
    await expectStored(page, token, 'spatial', spatialDefinition as unknown as AreaDefinition, await sent);
  });

  test('distance: open at once after a pass earlier today in this browser; a 5-question basic exam on the ordered scale, found in the report', async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('auricle.headphoneCheck', value), passedOn(Date.now()));
    const token = captureToken(page);
    await page.goto('/distance');
    const examPage = page.getByTestId('exam-page');
    await expect(page.getByTestId('level-match-off')).toContainText('Level matching is off');
    await chooseFiveQuestions(page);
    const sent = submission(page);
    await page.getByTestId('exam-primary-action').click();
    // The rooms of the exam are synthesised first.
    await expect(examPage).toHaveAttribute('data-exam-state', 'answering', { timeout: 15_000 });
    for (let i = 0; i < 5; i++) {
      await page.getByTestId('distance-scale').locator('label').nth(i % 4).click();
      await page.getByTestId('exam-primary-action').click();
    }
    await expect(page.getByTestId('distance-answer-view')).toBeVisible();
    await page.getByTestId('exam-primary-action').click();
    await expect(examPage).toHaveAttribute('data-exam-state', 'finished');
    await expectStored(page, token, 'distance', distanceDefinition as unknown as AreaDefinition, await sent);
    await page.goto('/report/distancereport');
    await expect(page.getByRole('columnheader', { name: 'Headphones' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Checked' }).first()).toBeVisible();
  });
});
