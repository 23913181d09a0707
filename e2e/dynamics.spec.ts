/**
 * The dynamics area end to end: a student trains on the drum loop (how much is it compressed?),
 * answers, sees the right amount and the gain-reduction meter move with the compressed sound;
 * then takes a 5-question exam to its final score, which the server scores as the browser did;
 * and a teacher schedules an official dynamics exam on the band loop, which a student of the class
 * takes on sounds the server rendered from the same loop.
 */
import { expect, test } from './fixtures.ts';
import { dynamicsDefinition } from '../src/areas/dynamics/dynamics-definition.ts';
import { generateQuestionSet, scoreExam, type AreaDefinition } from '../src/exam-contract';
import type { OfficialExam, OfficialExamSchedule, SubmissionReceipt, SubmissionRequest } from '../src/api-contract/index.ts';
import { authStateFile } from './auth-state.ts';
import { e2eUrls } from './e2e-env.ts';
import { outputPeak, SOUND, tapAudioOutput } from './helpers/audio-output.ts';

test.use({ storageState: authStateFile('student') });

test('a student trains on the drum loop: one question answered, the right amount and the gain-reduction meter shown', async ({ page }) => {
  await tapAudioOutput(page);
  await page.goto('/dynamics');
  const examPage = page.getByTestId('exam-page');
  await expect(examPage).toHaveAttribute('data-exam-state', 'setup');
  await expect(page.getByTestId('level-match-off')).toContainText('Level matching is built in');
  const settings = page.getByTestId('dynamics-settings-form');
  await expect(settings.getByRole('combobox', { name: 'Music loop' }).locator('option:checked')).toHaveText('Drum kit');
  await expect(page.getByTestId('difficulty-select').getByRole('combobox').locator('option:checked')).toHaveText(/Beginner/);
  await settings.getByRole('combobox', { name: 'Question' }).selectOption({ value: 'amount' });
  // The amount is the question: the settings no longer ask for it, and they are the 'Medium' preset.
  await expect(settings.getByRole('combobox', { name: /Gain reduction/ })).toHaveCount(0);
  await expect(page.getByTestId('difficulty-select').getByRole('combobox').locator('option:checked')).toHaveText(/Medium/);

  await page.getByTestId('exam-primary-action').click();
  await expect(examPage).toHaveAttribute('data-exam-state', 'answering');
  const playControl = page.getByTestId('play-control');
  await page.keyboard.press('Space');
  await expect(playControl).toHaveAttribute('data-transport', 'playing');
  await page.keyboard.press('e');
  await expect(playControl).toHaveAttribute('data-selected', 'processed');
  await expect.poll(() => outputPeak(page), { message: 'the compressed loop is heard', timeout: 15_000 }).toBeGreaterThan(SOUND);
  // No meter while answering: it would give the amount away.
  await expect(page.getByTestId('dynamics-meter')).toHaveCount(0);

  const scale = page.getByTestId('dynamics-amount');
  await scale.getByText('6 dB').click();
  await page.getByTestId('exam-primary-action').click();
  await expect(examPage).toHaveAttribute('data-exam-state', 'answered');
  const verdict = page.getByTestId('answer-verdict');
  await expect(verdict).toBeVisible();
  await expect(page.getByTestId('dynamics-answer-view')).toContainText(/Compressed by \d+ dB on average, 4:1, attack 1 ms, release 150 ms · you said 6 dB/);
  await expect(scale.locator('[data-mark="right"]')).toBeVisible();

  const meter = page.getByTestId('dynamics-meter');
  await expect(meter).toBeVisible();
  await expect.poll(async () => Number(await meter.getByRole('meter').getAttribute('aria-valuenow')), { message: 'the meter moves with the compressed loop', timeout: 10_000 }).toBeGreaterThan(0.5);
  await page.keyboard.press('w');
  await expect(page.getByTestId('dynamics-meter-value')).toHaveText('0.0 dB');
  await page.getByTestId('exam-finish-training').click();
  await expect(examPage).toHaveAttribute('data-exam-state', 'finished');
});

test('a student takes a 5-question dynamics exam to its final score, scored by the server as in the browser', async ({ page }) => {
  await page.goto('/dynamics');
  const examPage = page.getByTestId('exam-page');
  await expect(examPage).toHaveAttribute('data-exam-state', 'setup');
  await page.getByTestId('mode-exam').click();
  await expect(examPage).toHaveAttribute('data-exam-mode', 'exam');
  await page.getByRole('combobox', { name: 'Questions' }).selectOption({ label: '5 questions' });
  await expect(page.getByRole('combobox', { name: 'Difficulty', exact: true }).locator('option:checked')).toHaveText(/Beginner/);

  const sent = page
    .waitForResponse((r) => r.url() === `${e2eUrls.apiBase}submissions` && r.request().method() === 'POST' && r.ok())
    .then(async (r) => ({ body: r.request().postDataJSON() as SubmissionRequest, receipt: (await r.json()) as SubmissionReceipt }));
  await page.getByTestId('exam-primary-action').click();
  const playControl = page.getByTestId('play-control');
  for (let i = 0; i < 5; i++) {
    await expect(page.getByTestId('question-counter')).toHaveText(new RegExp(`${i + 1} of 5`));
    if (i === 0) {
      await page.keyboard.press('Space');
      await expect(playControl).toHaveAttribute('data-transport', 'playing');
    }
    await page.keyboard.press('e');
    await page.getByTestId('dynamics-presence').getByText(i % 2 ? 'Not compressed' : 'Compressed', { exact: true }).click();
    await page.getByTestId('exam-primary-action').click();
  }
  await expect(examPage).toHaveAttribute('data-exam-state', 'answered');
  await expect(page.getByTestId('answer-verdict')).toBeVisible();
  await expect(page.getByTestId('dynamics-meter')).toHaveCount(0);
  await page.getByTestId('exam-primary-action').click();
  await expect(examPage).toHaveAttribute('data-exam-state', 'finished');
  await expect(page.getByTestId('final-score')).toBeVisible();

  const { body, receipt } = await sent;
  expect(body).toMatchObject({ area: 'dynamics', mode: 'exam', questionCount: 5, settings: dynamicsDefinition.difficultyPresets[0]?.settings });
  const definition = dynamicsDefinition as unknown as AreaDefinition;
  const questions = generateQuestionSet(definition, body.seed ?? -1, body.settings, 5);
  expect(receipt.score).toBe(scoreExam(definition, questions, body.answers).score);
  await expect(page.getByTestId('review-item')).toHaveCount(5);
});

test('a teacher schedules an official dynamics exam on the band loop (which ratio), and a student of the class takes it', async ({ browser }) => {
  // Two people's pages and an exam whose sounds the server renders from the band loop (16 s each).
  test.slow();
  const title = `Compression quiz ${Date.now().toString(36)}`;
  const teacher = await (await browser.newContext({ storageState: authStateFile('teacher') })).newPage();
  await teacher.goto('/schedules/new');
  const form = teacher.getByTestId('schedule-form-page');
  await expect(form).toBeVisible({ timeout: 30_000 });
  await form.getByLabel('Title').fill(title);
  await form.getByRole('checkbox', { name: 'Conservatory of Music' }).check();
  await form.getByTestId('schedule-area').getByRole('combobox').selectOption('dynamics');
  const settings = form.getByTestId('dynamics-settings-form');
  await settings.getByRole('combobox', { name: 'Question' }).selectOption({ value: 'ratio' });
  await settings.getByRole('combobox', { name: 'Music loop' }).selectOption({ value: 'band' });
  await form.getByRole('spinbutton', { name: 'Questions' }).fill('3');
  // Open from a minute ago (a new exam opens tomorrow at 09:00 by default), in the browser's zone.
  const two = (n: number) => String(n).padStart(2, '0');
  const local = (d: Date) => `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
  await form.getByLabel('Opens at').fill(local(new Date(Date.now() - 60_000)));
  await form.getByLabel('Closes at').fill(local(new Date(Date.now() + 24 * 3600_000)));
  const created = teacher.waitForResponse((r) => r.url() === `${e2eUrls.apiBase}official-exam-schedules` && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Schedule the exam' }).click();
  const schedule = (await (await created).json()) as OfficialExamSchedule;
  expect(schedule).toMatchObject({ title, area: 'dynamics', questionCount: 3, status: 'open', settings: { test: 'ratio', programme: 'band' } });
  await teacher.context().close();

  const student = await (await browser.newContext({ storageState: authStateFile('student') })).newPage();
  await student.goto(`/dynamics?mode=official&schedule=${schedule.id}`);
  const examPage = student.getByTestId('exam-page');
  await expect(examPage).toHaveAttribute('data-exam-mode', 'official', { timeout: 30_000 });
  await expect(student.getByTestId(`schedule-${schedule.id}`)).toHaveAttribute('aria-current', 'true', { timeout: 30_000 });
  const issued = student.waitForResponse((r) => r.url() === `${e2eUrls.apiBase}official-exams` && r.ok());
  const audio = student.waitForResponse((r) => /\/official-exams\/[^/]+\/questions\/1\/audio\//.test(r.url()) && r.ok());
  await student.getByTestId('exam-primary-action').click();
  const exam = (await (await issued).json()) as OfficialExam;
  expect(exam).toMatchObject({ scheduleId: schedule.id, questionCount: 3 });
  // The band loop is 16 s: the server renders each sound at the loop's own length.
  const flac = await (await audio).body();
  expect(flac.subarray(0, 4).toString('latin1')).toBe('fLaC');
  const submitted = student.waitForResponse((r) => r.url() === `${e2eUrls.apiBase}submissions` && r.ok());
  for (let i = 0; i < 3; i++) {
    await expect(student.getByTestId('official-sound-loading')).toHaveCount(0, { timeout: 30_000 });
    await student.getByTestId('dynamics-ratio').locator('label').nth(i).click();
    await student.getByTestId('exam-primary-action').click();
  }
  await expect(examPage).toHaveAttribute('data-exam-state', 'finished');
  const receipt = (await (await submitted).json()) as SubmissionReceipt;
  expect(receipt.score).toBeGreaterThanOrEqual(0);
  await expect(student.getByTestId('review-item')).toHaveCount(3);
  await student.context().close();
});
