/**
 * Loudness, width, distortion and reverb end to end: a keyboard-only exam at 'Medium' (the size or
 * amount on the shared ordered scale), scored by the server and found in the student's report.
 * After the distortion exam's final score no sound plays, measured at the page's audio output.
 * The loudness exam's end is also the accessibility check of a keyboard-only exam: the focus on
 * the final score, announced with it, and axe over the final card and the report in both themes.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { loudnessDefinition } from '../src/areas/loudness/loudness-definition.ts';
import { widthDefinition } from '../src/areas/width/width-definition.ts';
import { distortionDefinition } from '../src/areas/distortion/distortion-definition.ts';
import { reverbDefinition } from '../src/areas/reverb/reverb-definition.ts';
import { generateQuestionSet, scoreExam, type AreaDefinition } from '../src/exam-contract';
import type { OwnReport, SubmissionReceipt, SubmissionRequest } from '../src/api-contract/index.ts';
import { authStateFile } from './auth-state.ts';
import { e2eUrls } from './e2e-env.ts';
import { captureToken } from './helpers/capture-token.ts';
import { expectSilent, outputPeak, SOUND, tapAudioOutput } from './helpers/audio-output.ts';
import { auditor, expectNoSidewaysScroll } from './helpers/axe-audit.ts';

test.use({ storageState: authStateFile('student') });

/** By keyboard: difficulty 'Medium' (the level after the defaults' 'Easy') and 5 questions (the one before 10). */
async function chooseMediumAndFiveQuestions(page: Page): Promise<void> {
  const difficulty = page.getByRole('combobox', { name: 'Difficulty' });
  await expect(difficulty.locator('option:checked')).toHaveText(/Easy/);
  await difficulty.focus();
  await page.keyboard.press('ArrowDown');
  await expect(difficulty.locator('option:checked')).toHaveText(/Medium/);
  const questions = page.getByRole('combobox', { name: 'Questions' });
  await questions.focus();
  await page.keyboard.press('ArrowUp');
  await expect(questions.locator('option:checked')).toHaveText('5 questions');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

const AREAS = [
  { id: 'loudness', path: '/loudness', report: '/report/loudnessreport', definition: loudnessDefinition as unknown as AreaDefinition, settings: { step: 2, asksSize: true }, levelMatchOff: true, audited: true },
  { id: 'width', path: '/width', report: '/report/widthreport', definition: widthDefinition as unknown as AreaDefinition, settings: { step: 25, asksSize: true }, levelMatchOff: false, audited: false },
] as const;

for (const area of AREAS) {
test(`a student finishes a 5-question ${area.id} exam (which way, and by how much) with the keyboard`, async ({ page }) => {
  const token = captureToken(page);
  await page.goto(area.path);
  const examPage = page.getByTestId('exam-page');
  await expect(examPage).toHaveAttribute('data-exam-state', 'setup');
  if (area.levelMatchOff) await expect(page.getByTestId('level-match-off')).toContainText('Level matching is off');

  await page.getByTestId('mode-exam').focus();
  await page.keyboard.press('Enter');
  await expect(examPage).toHaveAttribute('data-exam-mode', 'exam');
  // Difficulty 'Medium' (the third level): steps of 2 dB, the size asked.
  await chooseMediumAndFiveQuestions(page);

  const sent = page
    .waitForResponse((r) => r.url() === `${e2eUrls.apiBase}submissions` && r.request().method() === 'POST' && r.ok())
    .then(async (r) => ({ body: r.request().postDataJSON() as SubmissionRequest, receipt: (await r.json()) as SubmissionReceipt }));
  await page.keyboard.press('Enter');
  const playControl = page.getByTestId('play-control');
  for (let i = 0; i < 5; i++) {
    await expect(page.getByTestId('question-heading')).toBeFocused();
    if (i === 0) {
      await page.keyboard.press('Space');
      await expect(playControl).toHaveAttribute('data-transport', 'playing');
    }
    await page.keyboard.press('w');
    await page.keyboard.press('e');
    await expect(playControl).toHaveAttribute('data-selected', 'processed');
    // Louder or softer, then the size on the scale of steps.
    await page.keyboard.press('Tab');
    await page.keyboard.press(i % 2 ? 'ArrowLeft' : 'ArrowRight');
    await page.keyboard.press('Tab');
    for (let k = 0; k <= i % 2; k++) await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('exam-primary-action')).toBeEnabled();
    await page.keyboard.press('Enter');
  }
  await expect(examPage).toHaveAttribute('data-exam-state', 'answered');
  await expect(page.getByTestId('answer-verdict')).toBeVisible();
  // The checked answer's form is disabled: the focus goes on to Finish, not to the page.
  await expect(page.getByTestId('exam-primary-action')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(examPage).toHaveAttribute('data-exam-state', 'finished');
  const axe = auditor(page);
  if (area.audited) {
    const heading = page.getByTestId('final-heading');
    await expect(heading).toBeFocused();
    await expect(heading).toHaveAccessibleName(/\d+ \/ 100$/);
    await expect(page.getByTestId('submission-received')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await axe.bothThemes(`${area.id} exam final`);
  }

  const { body, receipt } = await sent;
  expect(body).toMatchObject({ area: area.id, mode: 'exam', questionCount: 5, settings: area.settings });
  const questions = generateQuestionSet(area.definition, body.seed ?? -1, area.definition.difficultyPresets[2]?.settings, 5);
  expect(receipt.score).toBe(scoreExam(area.definition, questions, body.answers).score);
  await expect(page.getByTestId('review-item')).toHaveCount(5);

  const report = await page.request.get(`${e2eUrls.apiBase}reports/${area.id}`, { headers: { Authorization: token() }, params: { kind: 'practice', page: 1, pageSize: 100 } });
  const rows = ((await report.json()) as OwnReport).rows.filter((row) => row.submitId === body.submitId);
  expect(rows).toEqual([expect.objectContaining({ score: receipt.score, questionCount: 5, official: false })]);
  await page.goto(area.report);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(`${receipt.score}`).first()).toBeVisible();
  if (area.audited) {
    await axe.bothThemes('own report');
    await axe.verdict(`keyboard-only ${area.id} exam and report`);
  }
});
}

test('a student finishes a 5-question distortion exam (amount and type) with the keyboard, and after the final score no sound plays', async ({ page }) => {
  const token = captureToken(page);
  await tapAudioOutput(page);
  await page.goto('/distortion');
  const examPage = page.getByTestId('exam-page');
  await expect(examPage).toHaveAttribute('data-exam-state', 'setup');
  await page.getByTestId('mode-exam').focus();
  await page.keyboard.press('Enter');
  // 'Medium': any type, three amounts, the type named.
  await chooseMediumAndFiveQuestions(page);

  const sent = page
    .waitForResponse((r) => r.url() === `${e2eUrls.apiBase}submissions` && r.request().method() === 'POST' && r.ok())
    .then(async (r) => ({ body: r.request().postDataJSON() as SubmissionRequest, receipt: (await r.json()) as SubmissionReceipt }));
  await page.keyboard.press('Enter');
  const playControl = page.getByTestId('play-control');
  for (let i = 0; i < 5; i++) {
    await expect(page.getByTestId('question-heading')).toBeFocused();
    if (i === 0) {
      await page.keyboard.press('Space');
      await expect(playControl).toHaveAttribute('data-transport', 'playing');
      await expect.poll(() => outputPeak(page), { message: 'the question is heard', timeout: 15_000 }).toBeGreaterThan(SOUND);
    }
    await page.keyboard.press('e');
    // The amount on the scale, then the type.
    await page.keyboard.press('Tab');
    for (let k = 0; k <= i % 3; k++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    for (let k = 0; k <= i % 3; k++) await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('exam-primary-action')).toBeEnabled();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('answer-verdict')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(examPage).toHaveAttribute('data-exam-state', 'finished');
  await expect(page.getByTestId('final-score')).toBeVisible();
  await expectSilent(page);
  const { body, receipt } = await sent;
  expect(body).toMatchObject({ area: 'distortion', mode: 'exam', questionCount: 5, settings: { types: 'all', amounts: 3, asksType: true } });
  const definition = distortionDefinition as unknown as AreaDefinition;
  const questions = generateQuestionSet(definition, body.seed ?? -1, body.settings, 5);
  expect(receipt.score).toBe(scoreExam(definition, questions, body.answers).score);
  const report = await page.request.get(`${e2eUrls.apiBase}reports/distortion`, { headers: { Authorization: token() }, params: { kind: 'practice', page: 1, pageSize: 100 } });
  expect(((await report.json()) as OwnReport).rows.filter((row) => row.submitId === body.submitId)).toHaveLength(1);
});

test("a student finishes a 5-question reverb exam in 'both' modes (decay time and mix) with the keyboard", async ({ page }) => {
  const token = captureToken(page);
  await page.goto('/reverb');
  const examPage = page.getByTestId('exam-page');
  await expect(examPage).toHaveAttribute('data-exam-state', 'setup');
  await page.getByTestId('mode-exam').focus();
  await page.keyboard.press('Enter');
  // 'Medium' (Beginner and Easy come first): decay time in steps of 25 % and mix in steps of 4 dB.
  await page.getByRole('combobox', { name: 'Difficulty', exact: true }).selectOption({ value: 'medium' });
  await expect(page.getByRole('combobox', { name: 'Difficulty', exact: true }).locator('option:checked')).toHaveText(/Medium/);
  await page.getByRole('combobox', { name: 'Questions' }).selectOption({ label: '5 questions' });
  await expect(page.getByRole('checkbox', { name: 'Decay time' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Mix' })).toBeChecked();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  const sent = page
    .waitForResponse((r) => r.url() === `${e2eUrls.apiBase}submissions` && r.request().method() === 'POST' && r.ok())
    .then(async (r) => ({ body: r.request().postDataJSON() as SubmissionRequest, receipt: (await r.json()) as SubmissionReceipt }));
  await page.keyboard.press('Enter');
  // The rooms of the five questions are synthesised first (in the worker), then the first plays.
  await expect(examPage).toHaveAttribute('data-exam-state', 'answering', { timeout: 15_000 });
  const playControl = page.getByTestId('play-control');
  for (let i = 0; i < 5; i++) {
    await expect(page.getByTestId('question-heading')).toBeFocused();
    if (i === 0) {
      await page.keyboard.press('Space');
      await expect(playControl).toHaveAttribute('data-transport', 'playing');
      await expect(playControl).toHaveAttribute('data-source', 'pink-bursts');
    }
    await page.keyboard.press('e');
    // The decay time on its scale, then the mix on its scale.
    await page.keyboard.press('Tab');
    for (let k = 0; k <= i % 3; k++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    for (let k = 0; k <= i % 2; k++) await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('exam-primary-action')).toBeEnabled();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('answer-verdict')).toBeVisible();
  await expect(page.getByTestId('reverb-answer-view')).toContainText('dB (wet');
  await page.keyboard.press('Enter');
  await expect(examPage).toHaveAttribute('data-exam-state', 'finished');
  const { body, receipt } = await sent;
  expect(body).toMatchObject({ area: 'reverb', mode: 'exam', questionCount: 5, settings: { decay: true, mix: true, decayStep: 25, mixStep: 4 } });
  expect(body.answers.every((a) => typeof (a as { rt60: unknown }).rt60 === 'number' && typeof (a as { drr: unknown }).drr === 'number')).toBe(true);
  const definition = reverbDefinition as unknown as AreaDefinition;
  const questions = generateQuestionSet(definition, body.seed ?? -1, body.settings, 5);
  expect(receipt.score).toBe(scoreExam(definition, questions, body.answers).score);
  const report = await page.request.get(`${e2eUrls.apiBase}reports/reverb`, { headers: { Authorization: token() }, params: { kind: 'practice', page: 1, pageSize: 100 } });
  expect(((await report.json()) as OwnReport).rows.filter((row) => row.submitId === body.submitId)).toEqual([
    expect.objectContaining({ score: receipt.score, questionCount: 5, official: false }),
  ]);
  await page.goto('/report/reverbreport');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(`${receipt.score}`).first()).toBeVisible();
});
