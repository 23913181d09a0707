/**
 * The loudness, width, distortion and reverb areas through the API with their real definitions: practice exams
 * re-scored by the server, and official exams rendered from the stored questions (loudness:
 * the level changes by exactly the question, never level-matched).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelChange, type LoudnessQuestion } from '../../../src/areas/loudness/loudness-question';
import { loudnessDefinition } from '../../../src/areas/loudness/loudness-definition';
import { rmsDb } from '../../../src/audio/analysis';
import { widthDefinition } from '../../../src/areas/width/width-definition';
import { distortionDefinition } from '../../../src/areas/distortion/distortion-definition';
import { reverbDefinition } from '../../../src/areas/reverb/reverb-definition';
import type { ReverbQuestion } from '../../../src/areas/reverb/reverb-question';
import { stereoDefinition } from '../../../src/areas/stereo/stereo-definition';
import type { StereoQuestion } from '../../../src/areas/stereo/stereo-question';
import type { SpatialQuestion } from '../../../src/areas/spatial/spatial-question';
import type { DistanceQuestion } from '../../../src/areas/distance/distance-question';
import { distanceDefinition } from '../../../src/areas/distance/distance-definition';
import type { TimbreQuestion } from '../../../src/areas/timbre/timbre-question';
import { generateQuestionSet } from '../../../src/exam-contract';
import type { OfficialExam, OwnReport, SubmissionReceipt } from '../../../src/api-contract';
import { DEFAULT_AREAS } from '../areas';
import { installWebAudioGlobals } from '../official-exams/sounds/web-audio';
import { STUDENT, TEACHER, RETAKES_ALLOWED, createTestApp, issuedQuestions, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(DEFAULT_AREAS, { officialRules: RETAKES_ALLOWED });
});
afterAll(() => t.close());

async function decodedRms(body: Buffer): Promise<number> {
  const Offline = installWebAudioGlobals();
  const audio = await new Offline(2, 1, 48_000).decodeAudioData(new Uint8Array(body).buffer);
  return rmsDb(audio.getChannelData(0));
}

describe('loudness through the API', () => {
  it('re-scores a practice exam with the area’s own generator', async () => {
    const settings = loudnessDefinition.difficultyPresets[3]?.settings ?? loudnessDefinition.defaultSettings;
    const questions = generateQuestionSet(loudnessDefinition, 77, settings, 4);
    const answers = questions.map((q, i) => ({ direction: q.direction, steps: i === 0 ? q.steps : q.steps === 1 ? 2 : q.steps - 1 }));
    const res = await t.request('POST', '/api/submissions', STUDENT, {
      submitId: randomUUID(),
      area: 'loudness',
      mode: 'exam',
      generatorVersion: loudnessDefinition.version,
      seed: 77,
      settings,
      questionCount: 4,
      startedAt: '2026-03-02T10:00:00.000Z',
      finishedAt: '2026-03-02T10:02:00.000Z',
      answers,
      clientScore: 100,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<SubmissionReceipt>()).toMatchObject({ score: 62.5, correctRate: 25 });
  });

  it('renders an official question whose processed level differs from the original by the stored change', async () => {
    const issued = await t.request('POST', '/api/official-exams', STUDENT, { area: 'loudness' });
    expect(issued.statusCode).toBe(201);
    const exam = issued.json<OfficialExam>();
    expect(exam).toMatchObject({ levelMatched: false, settings: loudnessDefinition.officialExam.settings });
    const [question] = (await issuedQuestions(t.db, exam.examId)) as LoudnessQuestion[];
    const fetch = (branch: string) => t.request('GET', `/api/official-exams/${exam.examId}/questions/0/audio/${branch}`, STUDENT);
    const [original, processed] = await Promise.all([fetch('original'), fetch('processed')]);
    const change = (await decodedRms(processed.rawPayload)) - (await decodedRms(original.rawPayload));
    expect(Math.abs(change - levelChange(question as LoudnessQuestion))).toBeLessThan(0.01);
  });

  it('re-scores a width exam and renders its official questions level-matched', async () => {
    const settings = widthDefinition.difficultyPresets[2]?.settings ?? widthDefinition.defaultSettings;
    const questions = generateQuestionSet(widthDefinition, 5, settings, 3);
    const answers = questions.map((q, i) => ({ direction: i === 2 ? (q.direction === 'wider' ? 'narrower' : 'wider') : q.direction, steps: q.steps }));
    const res = await t.request('POST', '/api/submissions', STUDENT, {
      submitId: randomUUID(),
      area: 'width',
      mode: 'exam',
      generatorVersion: widthDefinition.version,
      seed: 5,
      settings,
      questionCount: 3,
      startedAt: '2026-03-02T10:00:00.000Z',
      finishedAt: '2026-03-02T10:01:00.000Z',
      answers,
    });
    expect(res.json<SubmissionReceipt>()).toMatchObject({ score: 66.7, correctRate: 66.7 });
    const issued = (await t.request('POST', '/api/official-exams', STUDENT, { area: 'width' })).json<OfficialExam>();
    expect(issued).toMatchObject({ area: 'width', levelMatched: true, questionCount: 10 });
    const audio = await t.request('GET', `/api/official-exams/${issued.examId}/questions/0/audio/processed`, STUDENT);
    expect(audio.statusCode).toBe(200);
  });

  it('re-scores a distortion exam with the area’s own generator', async () => {
    const settings = distortionDefinition.officialExam.settings;
    const questions = generateQuestionSet(distortionDefinition, 11, settings, 2);
    const answers = questions.map((q, i) => ({ thd: q.thd, type: i === 0 ? q.type : q.type === 'soft' ? 'hard' : 'soft' }));
    const res = await t.request('POST', '/api/submissions', STUDENT, {
      submitId: randomUUID(),
      area: 'distortion',
      mode: 'exam',
      generatorVersion: distortionDefinition.version,
      seed: 11,
      settings,
      questionCount: 2,
      startedAt: '2026-03-02T10:00:00.000Z',
      finishedAt: '2026-03-02T10:01:00.000Z',
      answers,
    });
    expect(res.json<SubmissionReceipt>()).toMatchObject({ score: 75, correctRate: 50 });
  });
});

describe('reverb through the API', () => {
  /** dB of the energy in 10 ms windows of `data` from `from` to `to` seconds. */
  function windowLevels(data: Float32Array, from: number, to: number): { time: number; db: number }[] {
    const size = 480;
    const levels: { time: number; db: number }[] = [];
    for (let start = Math.round(from * 48_000); start + size <= Math.round(to * 48_000); start += size) {
      let sum = 0;
      for (let i = start; i < start + size; i++) sum += (data[i] ?? 0) ** 2;
      levels.push({ time: start / 48_000, db: 10 * Math.log10(sum / size + 1e-30) });
    }
    return levels;
  }
  /** Least-squares slope (dB per second). */
  function slope(points: readonly { time: number; db: number }[]): number {
    const n = points.length;
    const mt = points.reduce((s, p) => s + p.time, 0) / n;
    const md = points.reduce((s, p) => s + p.db, 0) / n;
    const num = points.reduce((s, p) => s + (p.time - mt) * (p.db - md), 0);
    const den = points.reduce((s, p) => s + (p.time - mt) ** 2, 0);
    return num / den;
  }

  it('re-scores a practice exam: the mean of the asked parts', async () => {
    const settings = reverbDefinition.officialExam.settings;
    const questions = generateQuestionSet(reverbDefinition, 21, settings, 2);
    const offByOne = (scale: number[], value: number) => scale[scale.indexOf(value) === 0 ? 1 : scale.indexOf(value) - 1];
    const answers = [
      { rt60: questions[0]?.rt60, drr: questions[0]?.drr },
      { rt60: questions[1]?.rt60, drr: offByOne(questions[1]?.mixScale ?? [], questions[1]?.drr ?? 0) },
    ];
    const res = await t.request('POST', '/api/submissions', STUDENT, {
      submitId: randomUUID(),
      area: 'reverb',
      mode: 'exam',
      generatorVersion: reverbDefinition.version,
      seed: 21,
      settings,
      questionCount: 2,
      startedAt: '2026-03-02T10:00:00.000Z',
      finishedAt: '2026-03-02T10:01:00.000Z',
      answers,
    });
    expect(res.json<SubmissionReceipt>()).toMatchObject({ score: 87.5, correctRate: 50 });
  });

  it('renders an official question on dry pink-noise bursts whose processed gaps decay at 60 dB per RT60', { timeout: 60_000 }, async () => {
    const issued = (await t.request('POST', '/api/official-exams', STUDENT, { area: 'reverb' })).json<OfficialExam>();
    expect(issued).toMatchObject({ area: 'reverb', levelMatched: true, fadeLaw: 'equal-gain' });
    const [question] = (await issuedQuestions(t.db, issued.examId)) as ReverbQuestion[];
    const fetch = (branch: string) => t.request('GET', `/api/official-exams/${issued.examId}/questions/0/audio/${branch}`, STUDENT);
    const [original, processed] = await Promise.all([fetch('original'), fetch('processed')]);
    expect(processed.statusCode).toBe(200);
    const Offline = installWebAudioGlobals();
    const decode = async (body: Buffer) => (await new Offline(2, 1, 48_000).decodeAudioData(new Uint8Array(body).buffer)).getChannelData(0);
    const [dry, wet] = await Promise.all([decode(original.rawPayload), decode(processed.rawPayload)]);
    // The original is dry: silent between its bursts (0.5 s on, then off until 2.73 s).
    expect(Math.max(...windowLevels(dry, 0.6, 2.6).map((w) => w.db))).toBeLessThan(-100);
    // The processed sound rings on in the gap, falling at 60 dB per RT60 (over its first 20 dB).
    const rt60 = question?.rt60 ?? 1;
    const gap = windowLevels(wet, 0.53, 0.53 + rt60 / 3);
    const measured = -60 / slope(gap);
    expect(Math.abs(measured / rt60 - 1), `RT60 ${rt60} s, measured ${measured.toFixed(3)} s`).toBeLessThan(0.1);
  });
});

describe('stereo localization through the API', () => {
  const exam = (headphoneCheck: unknown) => {
    const settings = stereoDefinition.officialExam.settings;
    const questions = generateQuestionSet(stereoDefinition, 3, settings, 2);
    return {
      submitId: randomUUID(),
      area: 'stereo',
      mode: 'exam',
      generatorVersion: stereoDefinition.version,
      seed: 3,
      settings,
      questionCount: 2,
      startedAt: '2026-03-02T10:00:00.000Z',
      finishedAt: '2026-03-02T10:01:00.000Z',
      answers: questions.map((q, i) => ({ angle: i === 0 ? q.angle : q.angle === 30 ? 20 : q.angle + 10 })),
      headphoneCheck,
    };
  };

  it('re-scores by distance on the stage; judged on loudspeakers, it keeps no headphone check (an older page may still send one)', async () => {
    const body = exam('passed');
    const res = await t.request('POST', '/api/submissions', STUDENT, body);
    expect(res.json<SubmissionReceipt>()).toMatchObject({ score: 75, correctRate: 50 });
    const own = await t.request('GET', '/api/reports/stereo?kind=practice', STUDENT);
    expect(own.json<OwnReport>().rows.find((r) => r.submitId === body.submitId)).toMatchObject({ headphoneCheck: null });
    const csv = await t.request('GET', `/api/total-reports/stereo/export?view=submissions&submitId=${body.submitId}`, TEACHER);
    const [header] = csv.body.slice(1).split('\r\n');
    expect(header?.split(',')).not.toContain('Headphone check');
  });

  it('refuses a headphone check that is not one of its results', async () => {
    const res = await t.request('POST', '/api/submissions', STUDENT, exam('probably'));
    expect(res.statusCode).toBe(400);
  });

  it('renders an official question: the processed sound is louder on the side of the stored angle', async () => {
    const issued = (await t.request('POST', '/api/official-exams', STUDENT, { area: 'stereo' })).json<OfficialExam>();
    const questions = (await issuedQuestions(t.db, issued.examId)) as StereoQuestion[];
    // A position between centre and loudspeaker: both channels sound, and differ by the pan law.
    const n = questions.findIndex((q) => q.angle !== 0 && Math.abs(q.angle) < 30);
    expect(n).toBeGreaterThanOrEqual(0);
    const audio = await t.request('GET', `/api/official-exams/${issued.examId}/questions/${n}/audio/processed`, STUDENT);
    const Offline = installWebAudioGlobals();
    const decoded = await new Offline(2, 1, 48_000).decodeAudioData(new Uint8Array(audio.rawPayload).buffer);
    const difference = rmsDb(decoded.getChannelData(1)) - rmsDb(decoded.getChannelData(0));
    const theta = (((questions[n]?.angle ?? 0) / 30 + 1) * Math.PI) / 4;
    expect(Math.abs(difference - 20 * Math.log10(Math.tan(theta)))).toBeLessThan(0.1);
  });
});

describe('spatial localization through the API', () => {
  it('renders an official question with HRTF on the server: the near ear is the louder', { timeout: 60_000 }, async () => {
    const issued = (await t.request('POST', '/api/official-exams', STUDENT, { area: 'spatial' })).json<OfficialExam>();
    expect(issued).toMatchObject({ area: 'spatial', levelMatched: false });
    const questions = (await issuedQuestions(t.db, issued.examId)) as SpatialQuestion[];
    const n = questions.findIndex((q) => q.azimuth % 180 !== 0);
    const audio = await t.request('GET', `/api/official-exams/${issued.examId}/questions/${n}/audio/processed`, STUDENT);
    expect(audio.statusCode).toBe(200);
    const Offline = installWebAudioGlobals();
    const decoded = await new Offline(2, 1, 48_000).decodeAudioData(new Uint8Array(audio.rawPayload).buffer);
    const rightMinusLeft = rmsDb(decoded.getChannelData(1)) - rmsDb(decoded.getChannelData(0));
    const side = (questions[n]?.azimuth ?? 0) < 180 ? 1 : -1;
    expect(side * rightMinusLeft).toBeGreaterThan(1);
  });
});

describe('distance through the API', () => {
  it('keeps the headphone check with a practice exam, in the report and the export', async () => {
    const settings = distanceDefinition.officialExam.settings;
    const questions = generateQuestionSet(distanceDefinition, 9, settings, 2);
    const body = {
      submitId: randomUUID(),
      area: 'distance',
      mode: 'exam',
      generatorVersion: distanceDefinition.version,
      seed: 9,
      settings,
      questionCount: 2,
      startedAt: '2026-03-02T10:00:00.000Z',
      finishedAt: '2026-03-02T10:01:00.000Z',
      answers: questions.map((q) => ({ distance: q.distance })),
      headphoneCheck: 'passed',
    };
    const res = await t.request('POST', '/api/submissions', STUDENT, body);
    expect(res.json<SubmissionReceipt>()).toMatchObject({ score: 100 });
    const own = await t.request('GET', '/api/reports/distance?kind=practice', STUDENT);
    expect(own.json<OwnReport>().rows.find((r) => r.submitId === body.submitId)).toMatchObject({ headphoneCheck: 'passed' });
    const csv = await t.request('GET', `/api/total-reports/distance/export?view=submissions&submitId=${body.submitId}`, TEACHER);
    const [header, row] = csv.body.slice(1).split('\r\n');
    expect(header?.split(',').at(-1)).toBe('Headphone check');
    // As the report shows it.
    expect(row?.split(',').at(-1)).toBe('Checked');
  });

  it('renders official questions in the room: the farther of two questions is the quieter (basic test, no level matching)', { timeout: 60_000 }, async () => {
    const issued = (await t.request('POST', '/api/official-exams', STUDENT, { area: 'distance' })).json<OfficialExam>();
    expect(issued).toMatchObject({ area: 'distance', levelMatched: false, settings: { mode: 'basic' } });
    const questions = (await issuedQuestions(t.db, issued.examId)) as DistanceQuestion[];
    const near = questions.findIndex((q) => q.distance === Math.min(...questions.map((x) => x.distance)));
    const far = questions.findIndex((q) => q.distance === Math.max(...questions.map((x) => x.distance)));
    expect(questions[far]?.distance).toBeGreaterThan(questions[near]?.distance ?? Infinity);
    const level = async (n: number) => decodedRms((await t.request('GET', `/api/official-exams/${issued.examId}/questions/${n}/audio/processed`, STUDENT)).rawPayload);
    expect((await level(near)) - (await level(far))).toBeGreaterThan(1);
  });
});

describe('timbre through the API', () => {
  it('renders an official question from the Opus clip: the stored gain and delay applied, not the public file byte for byte', { timeout: 60_000 }, async () => {
    const issued = (await t.request('POST', '/api/official-exams', STUDENT, { area: 'timbre' })).json<OfficialExam>();
    expect(issued).toMatchObject({ area: 'timbre', settings: { mode: 'advanced' }, levelMatched: false });
    const [question] = (await issuedQuestions(t.db, issued.examId)) as TimbreQuestion[];
    const fetch = (branch: string) => t.request('GET', `/api/official-exams/${issued.examId}/questions/0/audio/${branch}`, STUDENT);
    const [original, processed] = await Promise.all([fetch('original'), fetch('processed')]);
    expect(processed.headers['content-type']).toBe('audio/flac');
    expect(processed.body).not.toContain(question?.instrument ?? '?');
    const gain = (await decodedRms(processed.rawPayload)) - (await decodedRms(original.rawPayload));
    expect(Math.abs(gain - (question?.gainDb ?? 99))).toBeLessThan(0.01);
    // The clip starts after the question's delay: silence before it.
    const Offline = installWebAudioGlobals();
    const audio = await new Offline(2, 1, 48_000).decodeAudioData(new Uint8Array(original.rawPayload).buffer);
    const onset = audio.getChannelData(0).findIndex((x) => Math.abs(x) > 1e-4);
    expect(onset).toBeGreaterThanOrEqual(Math.round((question?.delaySeconds ?? 0) * 48_000) - 1);
  });
});
