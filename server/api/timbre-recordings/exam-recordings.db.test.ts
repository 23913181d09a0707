/**
 * Teachers' recordings in timbre exams through the API: measured at upload and brought to the
 * clips' loudness, drawn into practice exams whose references the API checks, added to an
 * official exam at issue, and rendered on the server; a deletion hides a recording from new
 * exams but not from one already under way.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instrumentById } from '../../../src/areas/timbre/catalogue';
import { toRecordingRef, type RecordingRef } from '../../../src/areas/timbre/recording-ref';
import { timbreDefinition } from '../../../src/areas/timbre/timbre-definition';
import type { TimbreQuestion } from '../../../src/areas/timbre/timbre-question';
import type { TimbreSettings } from '../../../src/areas/timbre/timbre-settings';
import { integratedLoudness, rmsDb } from '../../../src/audio/analysis';
import { encodeWav } from '../../../src/audio/testing/wav';
import { generateQuestionSet } from '../../../src/exam-contract';
import type { InstrumentRecording, OfficialExam, SubmissionReceipt } from '../../../src/api-contract';
import { DEFAULT_AREAS } from '../areas';
import { renderOfficialQuestion } from '../official-exams/sounds/question-audio';
import { installWebAudioGlobals } from '../official-exams/sounds/web-audio';
import { STUDENT, TEACHER, createTestApp, issuedQuestions, type TestApp } from '../testing/test-app';
import { recordingAudio } from './recording-store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(DEFAULT_AREAS);
});
afterAll(() => t.close());

const RATE = 48_000;

/** A 997 Hz sine of `amplitude` in each of `channels`, `seconds` long, as a WAV file. */
function sineWav(amplitude: number, seconds: number, channels = 1): Buffer {
  const data = Float32Array.from({ length: Math.round(seconds * RATE) }, (_, i) => amplitude * Math.sin((2 * Math.PI * 997 * i) / RATE));
  return Buffer.from(encodeWav(Array.from({ length: channels }, () => data), RATE));
}

async function upload(instrument: string, body: Buffer, fileName: string): Promise<InstrumentRecording> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/timbre/instruments/${instrument}/recordings`,
    headers: { authorization: `Bearer ${await t.tokens.sign(TEACHER)}`, 'content-type': 'audio/wav', 'x-file-name': fileName },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<InstrumentRecording>();
}

const listed = async (): Promise<InstrumentRecording[]> => (await t.request('GET', '/api/timbre/recordings', STUDENT)).json<InstrumentRecording[]>();

function practice(seed: number, settings: unknown, answers: unknown[]) {
  return t.request('POST', '/api/submissions', STUDENT, {
    submitId: randomUUID(),
    area: 'timbre',
    mode: 'exam',
    generatorVersion: timbreDefinition.version,
    seed,
    settings,
    questionCount: answers.length,
    startedAt: '2026-11-02T10:00:00.000Z',
    finishedAt: '2026-11-02T10:03:00.000Z',
    answers,
    clientScore: 100,
  });
}

/** The right answer to `q`, from the catalogue. */
function rightAnswer(q: TimbreQuestion) {
  const truth = instrumentById(q.instrument);
  if (!truth) throw new Error(`no instrument ${q.instrument}`);
  return { category: truth.category, excitation: truth.excitation, instrument: truth.id };
}

let erhu: InstrumentRecording;
let pipa: InstrumentRecording;

describe('recordings in timbre exams', () => {
  it('measures a recording’s loudness at upload (BS.1770: a 997 Hz sine at -20 dBFS reads -23.0 LUFS) and plays it at the clips’ level', async () => {
    erhu = await upload('erhu', sineWav(0.1, 4), 'erhu.wav');
    expect(erhu.loudnessLufs).toBeCloseTo(-23.0, 1);
    expect(toRecordingRef(erhu).gainDb).toBeCloseTo(0, 1);
    // Stereo, 6.02 dB quieter in each channel: the channels' mean power, so 6.02 dB lower.
    pipa = await upload('pipa', sineWav(0.05, 4, 2), 'pipa.wav');
    expect(pipa.loudnessLufs).toBeCloseTo(-29.03, 1);
    expect(toRecordingRef(pipa).gainDb).toBeCloseTo(6.03, 1);
    const silent = await t.app.inject({
      method: 'POST',
      url: '/api/timbre/instruments/erhu/recordings',
      headers: { authorization: `Bearer ${await t.tokens.sign(TEACHER)}`, 'content-type': 'audio/wav', 'x-file-name': 'silence.wav' },
      payload: sineWav(0, 2),
    });
    expect(silent.statusCode).toBe(422);
    expect(silent.json<{ message: string }>().message).toBe('The recording is silent.');
  });

  it('a practice exam plays the listed recordings; the API re-scores it and refuses references it does not hold', async () => {
    const refs: RecordingRef[] = (await listed()).map((r) => ({ id: r.id, instrument: r.instrument, gainDb: toRecordingRef(r).gainDb }));
    const settings = timbreDefinition.validateSettings({ mode: 'advanced', recordings: refs });
    if (!settings.ok) throw new Error('settings refused');
    // The first seed whose ten questions play a recording.
    const seed = Array.from({ length: 200 }, (_, i) => i + 1).find((s) => generateQuestionSet(timbreDefinition, s, settings.settings, 10).some((q) => q.recording));
    if (seed === undefined) throw new Error('no seed plays a recording');
    const questions = generateQuestionSet(timbreDefinition, seed, settings.settings, 10);
    const recorded = questions.find((q) => q.recording) as TimbreQuestion;
    expect(refs.map((r) => r.id)).toContain(recorded.recording);
    expect(recorded.clip).toBeUndefined();
    expect(timbreDefinition.buildProcessing(recorded).stimulus).toEqual({ kind: 'clip', url: `api:timbre/recordings/${recorded.recording}/audio`, delay: recorded.delaySeconds });
    const answers = questions.map(rightAnswer);
    const accepted = await practice(seed, settings.settings, answers);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json<SubmissionReceipt>().score).toBe(100);

    const [first] = refs as [RecordingRef];
    for (const forged of [
      { ...first, gainDb: first.gainDb + 3 },
      { ...first, instrument: first.instrument === 'erhu' ? 'pipa' : 'erhu' },
      { ...first, id: randomUUID() },
    ]) {
      const res = await practice(seed, { mode: 'advanced', recordings: [forged, ...refs.slice(1)] }, answers);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain("is not one of this server's uploads");
    }

    // Deleted after the exam started: hidden from the list, the exam still scored.
    const del = await t.app.inject({ method: 'DELETE', url: `/api/timbre/recordings/${recorded.recording}`, headers: { authorization: `Bearer ${await t.tokens.sign(TEACHER)}` } });
    expect(del.statusCode).toBe(204);
    expect((await listed()).map((r) => r.id)).not.toContain(recorded.recording);
    expect((await practice(seed, settings.settings, answers)).statusCode).toBe(201);
  });

  it('an official exam gets the recordings uploaded by its issue; a recording question is rendered on the server at the stored gain', { timeout: 60_000 }, async () => {
    const now = await listed();
    const issued = await t.request('POST', '/api/official-exams', STUDENT, { area: 'timbre' });
    expect(issued.statusCode).toBe(201);
    const exam = issued.json<OfficialExam>();
    expect((exam.settings as TimbreSettings).recordings).toEqual(now.map(toRecordingRef));

    // Question 0 made a recording question (the draw itself is random), then the recording deleted.
    const question: TimbreQuestion = { instrument: 'pipa', recording: pipa.id, mode: 'advanced', delaySeconds: 0.02, gainDb: toRecordingRef(pipa).gainDb + 0.3 };
    const [stored] = (await issuedQuestions(t.db, exam.examId)) as TimbreQuestion[];
    await t.db.query('UPDATE official_exams SET questions = jsonb_set(questions, $2, $3::jsonb) WHERE id = $1', [exam.examId, '{0}', JSON.stringify(question)]);
    expect(stored).toBeDefined();
    await t.app.inject({ method: 'DELETE', url: `/api/timbre/recordings/${pipa.id}`, headers: { authorization: `Bearer ${await t.tokens.sign(TEACHER)}` } });

    const fetch = (branch: string) => t.request('GET', `/api/official-exams/${exam.examId}/questions/0/audio/${branch}`, STUDENT);
    const [original, processed] = await Promise.all([fetch('original'), fetch('processed')]);
    expect(processed.statusCode).toBe(200);
    const Offline = installWebAudioGlobals();
    const decode = async (body: Buffer) => (await new Offline(2, 1, RATE).decodeAudioData(new Uint8Array(body).buffer)).getChannelData(0);
    const [dry, wet] = [await decode(original.rawPayload), await decode(processed.rawPayload)];
    expect(rmsDb(wet) - rmsDb(dry)).toBeCloseTo(question.gainDb, 1);
    // The 4 s recording after its delay is at the clips' loudness (-23 LUFS), plus the question's own 0.3 dB.
    const onset = wet.findIndex((x) => Math.abs(x) > 1e-4);
    expect(onset).toBeGreaterThanOrEqual(Math.round(0.02 * RATE) - 1);
    expect(integratedLoudness([wet.subarray(onset, onset + 4 * RATE)], RATE)).toBeCloseTo(-23 + 0.3, 1);
  });

  it('renders without the API when given the file, and fails loudly for a recording it cannot find', async () => {
    const question: TimbreQuestion = { instrument: 'erhu', recording: erhu.id, mode: 'basic', delaySeconds: 0, gainDb: 0 };
    const file = (await recordingAudio(t.db, erhu.id, { includeDeleted: true }))?.bytes ?? null;
    const rendered = await renderOfficialQuestion(timbreDefinition, question, 'processed', async (id) => (id === erhu.id ? file : null));
    const [left] = rendered.processed as [Float32Array];
    expect(integratedLoudness([left.subarray(0, 4 * RATE)], RATE)).toBeCloseTo(-23, 1);
    await expect(renderOfficialQuestion(timbreDefinition, { ...question, recording: randomUUID() }, 'processed', async () => null)).rejects.toThrow(/no recording/);
  });
});
