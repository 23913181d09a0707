/**
 * A teacher's scheduled exam names its material (issue 37): pink noise, or a loop of the programme
 * library, checked (a loop the library has, settings that loop can carry and that play it), shown to
 * the students, and carried by every exam issued from it, whose questions are made for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programmeLoop } from '../../../src/audio/programme';
import { toyAreaOnLoops, TOY_AREA_ID } from '../../../src/exam-contract/testing/toy-area';
import { generateQuestionSet, type AreaDefinition } from '../../../src/exam-contract';
import type { OfficialExam, OfficialExamSchedule, OfficialExamScheduleList } from '../../../src/api-contract';
import { OFFICIAL_SAMPLE_RATE } from '../official-exams/sounds/question-audio';
import { installWebAudioGlobals } from '../official-exams/sounds/web-audio';
import { issuedQuestions, createTestApp, type TestApp } from '../testing/test-app';
import { CONSERVATORY, HOUR, MINUTE, SCHEDULE_AREAS, T0, TEACHER_OF_COURSE as TEACHER, atTime, createSchedule, issueAt, scheduleRequest, send, studentOf, submitAt } from './schedule-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...SCHEDULE_AREAS, [TOY_AREA_ID]: toyAreaOnLoops as unknown as AreaDefinition });
});
afterAll(() => t.close());

const scheduleCount = async (): Promise<number> => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM official_exam_schedules'))[0]?.n ?? -1;

async function refused(overrides: Parameters<typeof scheduleRequest>[1]): Promise<string> {
  const before = await scheduleCount();
  const res = await atTime(t, T0 - HOUR, async () => send(t, 'POST', '/api/official-exam-schedules', TEACHER, await scheduleRequest(t, overrides)));
  expect(res.statusCode, res.body).toBe(400);
  expect(await scheduleCount()).toBe(before);
  return res.json<{ message: string }>().message;
}

describe('the material of a scheduled exam', () => {
  it('is stored and shown to the teacher and the students: a loop, or pink noise when left out or null', async () => {
    const piano = await createSchedule(t, { programme: 'piano' });
    expect(piano.programme).toBe('piano');
    expect((await createSchedule(t)).programme).toBeNull();
    expect((await createSchedule(t, { programme: null })).programme).toBeNull();
    const student = await studentOf(t, CONSERVATORY);
    const list = await atTime(t, T0 + MINUTE, () => t.request('GET', '/api/official-exam-schedules', student));
    expect(list.json<OfficialExamScheduleList>().rows.find((row) => row.id === piano.id)?.programme).toBe('piano');
  });

  it('refuses a loop the library does not have, settings the loop cannot carry, and a loop for settings that play their own sound', async () => {
    expect(await refused({ programme: 'theremin' })).toMatch(/^programme: 'theremin' is not a loop of the programme library; name one of piano, /);
    expect(await refused({ programme: 'piano', settings: { size: 8 } })).toBe('settings: the toy exam does not accept these settings on the piano loop (size)');
    const sine = { source: 'sine', types: 'soft', amounts: 2, asksType: false };
    expect(await refused({ area: 'distortion', settings: sine, programme: 'band' })).toBe(
      'programme: with these settings the distortion exam plays a sound of its own, not the programme; leave the material as pink noise (null)',
    );
    // The same settings on pink noise are an exam.
    expect((await createSchedule(t, { area: 'distortion', settings: sine })).programme).toBeNull();
  });

  it('changes with an edit until a student starts it; after, it is refused', async () => {
    const schedule = await createSchedule(t);
    const edit = (programme: string | null) =>
      atTime(t, T0 + MINUTE, () => send(t, 'PATCH', `/api/official-exam-schedules/${schedule.id}`, TEACHER, { programme }));
    const edited = await edit('orchestra');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<OfficialExamSchedule>().programme).toBe('orchestra');
    const student = await studentOf(t, CONSERVATORY);
    expect((await issueAt(t, student, T0 + MINUTE, schedule.id)).statusCode).toBe(201);
    const late = await edit(null);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toContain('not programme');
  });

  it('is carried by the exams issued from it, whose questions are made for it, heard on it and scored against them', async () => {
    const schedule = await createSchedule(t, { programme: 'jazz-trio', settings: { size: 4 }, questionCount: 12 });
    const student = await studentOf(t, CONSERVATORY);
    const res = await issueAt(t, student, T0 + MINUTE, schedule.id);
    expect(res.statusCode, res.body).toBe(201);
    const exam = res.json<OfficialExam>();
    expect(exam.programme).toBe('jazz-trio');
    const [row] = await t.db.query<{ seed: string; programme: string }>('SELECT seed, programme FROM official_exams WHERE id = $1', [exam.examId]);
    expect(row?.programme).toBe('jazz-trio');
    expect(await issuedQuestions(t.db, exam.examId)).toEqual(generateQuestionSet(toyAreaOnLoops, Number(row?.seed), { size: 4 }, 12, { programme: 'jazz-trio' }));
    // Its sound is rendered on the loop, at the loop's length.
    const heard = await atTime(t, T0 + 2 * MINUTE, () => t.request('GET', `/api/official-exams/${exam.examId}/questions/0/audio/original`, student));
    expect(heard.statusCode, heard.body).toBe(200);
    const Offline = installWebAudioGlobals();
    const decoded = await new Offline(2, 1, OFFICIAL_SAMPLE_RATE).decodeAudioData(new Uint8Array(heard.rawPayload).buffer);
    expect(decoded.length).toBe(programmeLoop('jazz-trio').frames);
    const submitted = await submitAt(t, student, exam, T0 + 20 * MINUTE);
    expect(submitted.statusCode, submitted.body).toBe(201);
    const [result] = await t.db.query<{ programme: string; score: number }>('SELECT programme, score FROM submissions WHERE exam_id = $1', [exam.examId]);
    expect(result).toEqual({ programme: 'jazz-trio', score: 100 });
  });
});
