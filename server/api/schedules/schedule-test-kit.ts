/** What the scheduled-exam tests share: an API whose EQ is the toy area, a clock, students of an organization. */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { AreaDefinition } from '../../../src/exam-contract';
import { toyArea, TOY_AREA_ID } from '../../../src/exam-contract/testing/toy-area';
import type { OfficialExam, OfficialExamSchedule, OfficialExamScheduleRequest } from '../../../src/api-contract';
import { DEFAULT_AREAS, type AreaDefinitions } from '../areas';
import { rightOfficialSubmission } from '../testing/official-submission';
import type { TestApp, TestTokenUser } from '../testing/test-app';

export const SCHEDULE_AREAS: AreaDefinitions = { ...DEFAULT_AREAS, [TOY_AREA_ID]: toyArea as unknown as AreaDefinition };
export const CONSERVATORY = 'Conservatory of Music';
export const INSTITUTE = 'Institute of Acoustics';

/** The tests' "now": 1 September 2026, 09:00 UTC. */
export const T0 = Date.parse('2026-09-01T09:00:00.000Z');
export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const at = (ms: number): string => new Date(ms).toISOString();

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Any method (the test app's `request` knows GET, PUT and POST). */
export async function send(t: TestApp, method: Method, url: string, who?: TestTokenUser, body?: unknown): Promise<LightMyRequestResponse> {
  const token = who ? await t.tokens.sign(who) : undefined;
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** Runs `fn` with the server's clock at `ms`. */
export async function atTime<T>(t: TestApp, ms: number, fn: () => Promise<T>): Promise<T> {
  t.setNow(new Date(ms));
  try {
    return await fn();
  } finally {
    t.setNow(null);
  }
}

export async function organizationId(t: TestApp, name: string): Promise<number> {
  const id = (await t.db.query<{ id: number }>('SELECT id FROM organizations WHERE name = $1', [name]))[0]?.id;
  if (id === undefined) throw new Error(`no organization ${name}`);
  return id;
}

/** A new student who has chosen `organization` at first sign-in. */
export async function studentOf(t: TestApp, organization: string): Promise<TestTokenUser & { sub: string }> {
  const id = randomUUID().slice(0, 8);
  const who = { sub: `test|${id}`, name: `Student ${id}`, email: `${id}@uni.example` };
  const res = await t.request('PUT', '/api/me', who, { studentId: `S-${id}`, organization });
  if (res.statusCode !== 200) throw new Error(`could not set the student's organization: ${res.body}`);
  return who;
}

/** A valid request: the toy EQ, open from T0 for two days, one attempt of an hour. */
export async function scheduleRequest(t: TestApp, overrides: Partial<OfficialExamScheduleRequest> = {}): Promise<OfficialExamScheduleRequest> {
  return {
    area: TOY_AREA_ID,
    title: 'Midterm: EQ',
    organizations: [await organizationId(t, CONSERVATORY)],
    settings: { size: 4 },
    questionCount: 4,
    opensAt: at(T0),
    closesAt: at(T0 + 2 * DAY),
    timeLimitSeconds: 3600,
    attempts: 1,
    counts: 'best',
    ...overrides,
  };
}

export const TEACHER_OF_COURSE: TestTokenUser = { sub: 'test|course-teacher', name: 'Course Teacher', email: 'ct@uni.example', permissions: ['read:admin'] };

/** Creates a schedule as the teacher at `now` (default an hour before it opens). */
export async function createSchedule(t: TestApp, overrides: Partial<OfficialExamScheduleRequest> = {}, now = T0 - HOUR): Promise<OfficialExamSchedule> {
  const body = await scheduleRequest(t, overrides);
  const res = await atTime(t, now, () => send(t, 'POST', '/api/official-exam-schedules', TEACHER_OF_COURSE, body));
  if (res.statusCode !== 201) throw new Error(`could not create the schedule: ${res.body}`);
  return res.json<OfficialExamSchedule>();
}

export function issueAt(t: TestApp, who: TestTokenUser | string, ms: number, scheduleId?: string): Promise<LightMyRequestResponse> {
  return atTime(t, ms, () => t.request('POST', '/api/official-exams', who, { area: TOY_AREA_ID, ...(scheduleId ? { scheduleId } : {}) }));
}

/** Hands in `exam` with every answer right, at `ms`. */
export async function submitAt(t: TestApp, who: TestTokenUser | string, exam: OfficialExam, ms: number): Promise<LightMyRequestResponse> {
  const body = await rightOfficialSubmission(t.db, toyArea, exam.examId, ms);
  return atTime(t, ms, () => t.request('POST', '/api/submissions', who, body));
}
