/**
 * Timbre end to end: a Basic and an Advanced exam on the rendered clips, scored by the server
 * and stored; an instrument without a recording says so; a teacher's upload is refused when it
 * is not a sound file and played back when it is.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { timbreDefinition } from '../src/areas/timbre/timbre-definition.ts';
import { generateQuestionSet, scoreExam, type AreaDefinition } from '../src/exam-contract';
import type { OwnReport, SubmissionReceipt, SubmissionRequest } from '../src/api-contract/index.ts';
import { authStateFile } from './auth-state.ts';
import { e2eUrls } from './e2e-env.ts';
import { captureToken } from './helpers/capture-token.ts';

/** A mono 16-bit WAV of a plucked-like 440 Hz tone, `seconds` long. */
function decayingToneWav(seconds: number, rate = 48_000): Buffer {
  const frames = Math.round(seconds * rate);
  const data = Buffer.alloc(frames * 2);
  for (let i = 0; i < frames; i++) data.writeInt16LE(Math.round(12_000 * Math.exp(-3 * (i / rate)) * Math.sin((2 * Math.PI * 440 * i) / rate)), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

async function finishExam(page: Page, mode: 'Basic' | 'Advanced') {
  const token = captureToken(page);
  await page.goto('/timbre');
  const examPage = page.getByTestId('exam-page');
  await expect(examPage).toHaveAttribute('data-exam-state', 'setup');
  await page.getByTestId('mode-exam').click();
  await page.getByRole('combobox', { name: 'Questions' }).selectOption({ label: '5 questions' });
  await page.getByRole('combobox', { name: 'Test mode' }).selectOption({ value: mode.toLowerCase() });
  const sent = page
    .waitForResponse((r) => r.url() === `${e2eUrls.apiBase}submissions` && r.request().method() === 'POST' && r.ok())
    .then(async (r) => ({ body: r.request().postDataJSON() as SubmissionRequest, receipt: (await r.json()) as SubmissionReceipt }));
  await page.getByTestId('exam-primary-action').click();
  for (let i = 0; i < 5; i++) {
    await expect(page.getByTestId('play-control')).toHaveAttribute('data-source', 'clip');
    const form = page.getByTestId('timbre-answer-form');
    await form.getByTestId('timbre-excitation').locator('label').nth(i % 6).click();
    if (i === 0) await expect(form.getByText('Please select timbre category')).toBeVisible();
    await form.getByTestId('timbre-category').locator('label').nth(i % 5).click();
    if (mode === 'Advanced') {
      await expect(form.getByText('Please select the instrument')).toBeVisible();
      await form.getByTestId('timbre-instrument').getByRole('combobox').selectOption({ label: ['Violin', 'Flute', 'Piano', 'Trumpet', 'Marimba'][i] ?? '' });
    }
    await expect(page.getByTestId('exam-primary-action')).toBeEnabled();
    await page.getByTestId('exam-primary-action').click();
  }
  await expect(page.getByTestId('timbre-answer-view')).toBeVisible();
  await page.getByTestId('exam-primary-action').click();
  await expect(examPage).toHaveAttribute('data-exam-state', 'finished');
  const { body, receipt } = await sent;
  expect(body).toMatchObject({ area: 'timbre', mode: 'exam', questionCount: 5, settings: { mode: mode.toLowerCase() } });
  const definition = timbreDefinition as unknown as AreaDefinition;
  expect(receipt.score).toBe(scoreExam(definition, generateQuestionSet(definition, body.seed ?? -1, body.settings, 5), body.answers).score);
  const report = await page.request.get(`${e2eUrls.apiBase}reports/timbre`, { headers: { Authorization: token() }, params: { kind: 'practice', page: 1, pageSize: 100 } });
  expect(((await report.json()) as OwnReport).rows.filter((row) => row.submitId === body.submitId)).toEqual([
    expect.objectContaining({ score: receipt.score, questionCount: 5 }),
  ]);
}

test.describe('student', () => {
  test.use({ storageState: authStateFile('student') });

  test('a Basic timbre exam (category and excitation) is finished and stored', async ({ page }) => {
    await finishExam(page, 'Basic');
  });

  test('an Advanced timbre exam (and the instrument) is finished and stored', async ({ page }) => {
    await finishExam(page, 'Advanced');
  });

  test('an instrument without a recording says so; one with a clip plays it', async ({ page }) => {
    await page.goto('/timbre');
    const select = page.getByTestId('instrument-select').getByRole('combobox');
    await select.selectOption({ label: 'Suona' });
    await expect(page.getByTestId('no-test-audio')).toHaveText('There is NO test Audio for this instrument');
    await expect(page.getByTestId('instrument-details')).toContainText('double reed');
    await select.selectOption({ label: 'Violin' });
    await expect(page.getByTestId('no-test-audio')).toHaveCount(0);
    await expect(page.getByTestId('instrument-details').locator('audio')).toHaveAttribute('src', '/audio/timbre/violin.opus');
    await expect(page.getByTestId('recording-upload-input')).toHaveCount(0);
  });
});

test.describe('teacher', () => {
  test.use({ storageState: authStateFile('teacher') });

  test('a wrong file and a corrupt one are refused with a message; a good recording is added and played back', async ({ page }) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'auricle-upload-'));
    const text = path.join(dir, 'notes.txt');
    writeFileSync(text, 'not a sound');
    const corrupt = path.join(dir, 'broken.mp3');
    writeFileSync(corrupt, Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(4096, 0x5a)]));
    const good = path.join(dir, 'pipa-phrase.wav');
    writeFileSync(good, decayingToneWav(1.2));

    await page.goto('/timbre');
    await page.getByTestId('instrument-select').getByRole('combobox').selectOption({ label: 'Pipa' });
    const input = page.getByTestId('recording-upload-input');
    const message = page.getByTestId('recording-upload-message');
    await input.setInputFiles(text);
    await expect(message).toContainText('This file type is not supported');
    await input.setInputFiles(corrupt);
    await expect(message).toContainText('damaged, not a sound file');
    await input.setInputFiles(good);
    await expect(message).toContainText('“pipa-phrase.wav” was added.');
    const player = page.getByTestId('uploaded-recording');
    await expect(player).toHaveAttribute('src', /^blob:/);
    await expect(page.getByTestId('no-test-audio')).toHaveCount(0);
    const duration = await player.evaluate(
      (audio: HTMLAudioElement) =>
        new Promise<number>((resolve) => {
          if (audio.readyState >= 1) resolve(audio.duration);
          else audio.addEventListener('loadedmetadata', () => resolve(audio.duration), { once: true });
          audio.load();
        }),
    );
    expect(duration).toBeCloseTo(1.2, 1);
    // Leave the catalogue as it was for the other tests.
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('no-test-audio')).toBeVisible();
  });
});
