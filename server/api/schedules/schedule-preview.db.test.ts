/** A teacher previews a scheduled exam: the same sample questions every time, heard as the students will hear them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateQuestionSet } from '../../../src/exam-contract';
import { toyArea } from '../../../src/exam-contract/testing/toy-area';
import type { OfficialExamSchedule, SchedulePreview } from '../../../src/api-contract';
import { OFFICIAL_AUDIO_TYPE } from '../official-exams/sounds/question-audio';
import { STUDENT, createTestApp, type TestApp } from '../testing/test-app';
import { PREVIEW_SAMPLES, previewSeed } from './schedule-preview';
import { SCHEDULE_AREAS, TEACHER_OF_COURSE as TEACHER, createSchedule, send } from './schedule-test-kit';

let t: TestApp;
let schedule: OfficialExamSchedule;
beforeAll(async () => {
  t = await createTestApp(SCHEDULE_AREAS);
  schedule = await createSchedule(t, { settings: { size: 8 } });
});
afterAll(() => t.close());

const preview = (sample: number | string, who = TEACHER) => send(t, 'GET', `/api/official-exam-schedules/${schedule.id}/preview?sample=${sample}`, who);

describe('GET /api/official-exam-schedules/:id/preview', () => {
  it('gives the samples made from the schedule’s id and settings, the same each time, with their right answers', async () => {
    const expected = generateQuestionSet(toyArea, previewSeed(schedule.id), { size: 8 }, PREVIEW_SAMPLES);
    for (let sample = 0; sample < PREVIEW_SAMPLES; sample++) {
      const first = (await preview(sample)).json<SchedulePreview>();
      expect(first).toEqual({ sample, samples: PREVIEW_SAMPLES, question: expected[sample], answer: { value: expected[sample]?.value } });
      expect((await preview(sample)).json<SchedulePreview>()).toEqual(first);
    }
    const other = await createSchedule(t, { settings: { size: 8 } });
    const theirs = generateQuestionSet(toyArea, previewSeed(other.id), { size: 8 }, PREVIEW_SAMPLES);
    expect(theirs).not.toEqual(expected);
  });

  it('has no sample beyond the last, and is for read:admin holders only', async () => {
    expect((await preview(PREVIEW_SAMPLES)).statusCode).toBe(404);
    expect((await preview('x')).statusCode).toBe(400);
    expect((await preview(0, STUDENT)).statusCode).toBe(403);
  });
});

describe('GET /api/official-exam-schedules/:id/preview/audio/:branch', () => {
  it('renders a sample through the students’ sound path: FLAC, not cached', async () => {
    for (const branch of ['original', 'processed']) {
      const res = await send(t, 'GET', `/api/official-exam-schedules/${schedule.id}/preview/audio/${branch}?sample=1`, TEACHER);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(OFFICIAL_AUDIO_TYPE);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('fLaC');
    }
  });

  it('refuses a student and an unknown branch', async () => {
    expect((await send(t, 'GET', `/api/official-exam-schedules/${schedule.id}/preview/audio/processed?sample=0`, STUDENT)).statusCode).toBe(403);
    expect((await send(t, 'GET', `/api/official-exam-schedules/${schedule.id}/preview/audio/mixed?sample=0`, TEACHER)).statusCode).toBe(400);
  });
});
