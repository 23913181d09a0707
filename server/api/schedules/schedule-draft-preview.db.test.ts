/** A teacher hears an exam's settings before saving it: checked as a new exam's, heard as the students will hear them, nothing stored. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateQuestionSet } from '../../../src/exam-contract';
import { toyArea, TOY_AREA_ID } from '../../../src/exam-contract/testing/toy-area';
import type { SchedulePreview } from '../../../src/api-contract';
import { programmeLoop } from '../../../src/audio/programme';
import { OFFICIAL_AUDIO_TYPE, OFFICIAL_LOOP_FRAMES, OFFICIAL_SAMPLE_RATE } from '../official-exams/sounds/question-audio';
import { installWebAudioGlobals } from '../official-exams/sounds/web-audio';
import { STUDENT, createTestApp, type TestApp, type TestTokenUser } from '../testing/test-app';
import { draftPreviewSeed } from './schedule-draft-preview';
import { PREVIEW_SAMPLES } from './schedule-preview';
import { SCHEDULE_AREAS, TEACHER_OF_COURSE as TEACHER, send } from './schedule-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(SCHEDULE_AREAS);
});
afterAll(() => t.close());

const PREVIEW = '/api/official-exam-schedules/preview';
const preview = (body: object, who: TestTokenUser = TEACHER) => send(t, 'POST', PREVIEW, who, body);
const audio = (branch: string, body: object, who: TestTokenUser = TEACHER) => send(t, 'POST', `${PREVIEW}/audio/${branch}`, who, body);
const schedules = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM official_exam_schedules'))[0]?.n;

describe('POST /api/official-exam-schedules/preview', () => {
  it('gives the samples of the posted settings, the same for the same settings, with their right answers, and stores nothing', async () => {
    const before = await schedules();
    const expected = generateQuestionSet(toyArea, draftPreviewSeed(TOY_AREA_ID, { size: 8 }), { size: 8 }, PREVIEW_SAMPLES);
    for (let sample = 0; sample < PREVIEW_SAMPLES; sample++) {
      const res = await preview({ area: TOY_AREA_ID, settings: { size: 8 }, sample });
      expect(res.statusCode).toBe(200);
      expect(res.json<SchedulePreview>()).toEqual({ sample, samples: PREVIEW_SAMPLES, question: expected[sample], answer: { value: expected[sample]?.value } });
    }
    const otherSettings = generateQuestionSet(toyArea, draftPreviewSeed(TOY_AREA_ID, { size: 7 }), { size: 7 }, PREVIEW_SAMPLES);
    expect(otherSettings).not.toEqual(expected);
    expect(await schedules()).toBe(before);
  });

  it('refuses what creating the exam would refuse, naming the settings', async () => {
    const refused = await preview({ area: TOY_AREA_ID, settings: { size: 99 }, sample: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/^settings: the toy exam does not accept these settings \(size\)/);
    expect((await preview({ area: TOY_AREA_ID, settings: { size: 8 }, sample: PREVIEW_SAMPLES })).statusCode).toBe(400);
    expect((await preview({ area: 'nowhere', settings: { size: 8 }, sample: 0 })).statusCode).toBe(400);
    expect((await audio('processed', { area: TOY_AREA_ID, settings: { size: 1 }, sample: 0 })).statusCode).toBe(400);
  });

  it('is for read:admin holders only', async () => {
    expect((await preview({ area: TOY_AREA_ID, settings: { size: 8 }, sample: 0 }, STUDENT)).statusCode).toBe(403);
    expect((await audio('original', { area: TOY_AREA_ID, settings: { size: 8 }, sample: 0 }, STUDENT)).statusCode).toBe(403);
  });
});

describe('POST /api/official-exam-schedules/preview/audio/:branch', () => {
  it('renders the sample through the students’ sound path: FLAC, not cached', async () => {
    for (const branch of ['original', 'processed']) {
      const res = await audio(branch, { area: TOY_AREA_ID, settings: { size: 8 }, sample: 2 });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(OFFICIAL_AUDIO_TYPE);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('fLaC');
    }
    expect((await audio('mixed', { area: TOY_AREA_ID, settings: { size: 8 }, sample: 0 })).statusCode).toBe(400);
  });

  it('renders on the material named: a loop at its own length, refusing one the library does not have', async () => {
    const Offline = installWebAudioGlobals();
    const frames = async (body: object) => {
      const res = await audio('original', body);
      expect(res.statusCode, res.body).toBe(200);
      return (await new Offline(2, 1, OFFICIAL_SAMPLE_RATE).decodeAudioData(new Uint8Array(res.rawPayload).buffer)).length;
    };
    expect(await frames({ area: TOY_AREA_ID, settings: { size: 8 }, sample: 1, programme: 'piano' })).toBe(programmeLoop('piano').frames);
    expect(await frames({ area: TOY_AREA_ID, settings: { size: 8 }, sample: 1, programme: null })).toBe(OFFICIAL_LOOP_FRAMES);
    const refused = await preview({ area: TOY_AREA_ID, settings: { size: 8 }, sample: 0, programme: 'harp' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/^programme: 'harp' is not a loop of the programme library/);
  });
});
