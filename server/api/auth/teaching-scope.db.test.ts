import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficialExamSchedule, OfficialExamScheduleList, UserIdentity } from '../../../src/api-contract';
import { CONSERVATORY, HOUR, INSTITUTE, SCHEDULE_AREAS, T0, atTime, createSchedule, organizationId, scheduleRequest, send, studentOf } from '../schedules/schedule-test-kit';
import { TEACHER, createTestApp, type TestApp, type TestTokenUser } from '../testing/test-app';
import { TEACHES_ORGANIZATION_CLAIM } from './identity-claims';

/** An instructor launched from a course of the Conservatory (server/api/lti/): read:admin for it only. */
const COURSE_TEACHER: TestTokenUser = {
  sub: 'test|conservatory-teacher',
  name: 'Course Teacher',
  permissions: ['read:admin'],
  claims: { [TEACHES_ORGANIZATION_CLAIM]: CONSERVATORY },
};

let t: TestApp;
let ours: { sub: string };
let theirs: { sub: string };
let ourExam: OfficialExamSchedule;
let theirExam: OfficialExamSchedule;
beforeAll(async () => {
  t = await createTestApp(SCHEDULE_AREAS);
  ours = await studentOf(t, CONSERVATORY);
  theirs = await studentOf(t, INSTITUTE);
  ourExam = await createSchedule(t);
  theirExam = await createSchedule(t, { title: 'Institute midterm', organizations: [await organizationId(t, INSTITUTE)] });
});
afterAll(() => t.close());

const status = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, who = COURSE_TEACHER) => (await send(t, method, url, who, body)).statusCode;

describe('a teacher limited to one organization', () => {
  it("reads the students of that organization only, and moves none out of it", async () => {
    const listed = (await send(t, 'GET', '/api/users?pageSize=100', COURSE_TEACHER)).json<{ rows: UserIdentity[] }>().rows;
    expect(listed.map((row) => row.sub)).toContain(ours.sub);
    expect(listed.map((row) => row.organization)).toEqual(listed.map(() => CONSERVATORY));
    expect(await status('GET', `/api/users?organization=${encodeURIComponent(INSTITUTE)}`)).toBe(403);
    expect(await status('PATCH', `/api/users/${encodeURIComponent(theirs.sub)}`, { studentId: 'X-1' })).toBe(404);
    expect(await status('PATCH', `/api/users/${encodeURIComponent(ours.sub)}`, { organization: INSTITUTE })).toBe(403);
    expect(await status('GET', `/api/students/${encodeURIComponent(theirs.sub)}/summary`)).toBe(404);
    expect(await status('GET', `/api/students/${encodeURIComponent(ours.sub)}/summary`)).toBe(200);
  });

  it("reads the class's reports of that organization only", async () => {
    expect(await status('GET', '/api/total-reports/eq?view=users')).toBe(200);
    expect(await status('GET', `/api/total-reports/eq?organization=${encodeURIComponent(INSTITUTE)}`)).toBe(403);
    expect(await status('GET', `/api/total-reports/eq/export?organization=${encodeURIComponent(INSTITUTE)}`)).toBe(403);
    expect(await status('GET', `/api/total-reports/eq/learning?organization=${encodeURIComponent(INSTITUTE)}`)).toBe(403);
  });

  it("sees, edits and reads the results of that organization's scheduled exams only, and sets exams for it only", async () => {
    const listed = (await send(t, 'GET', '/api/official-exam-schedules', COURSE_TEACHER)).json<OfficialExamScheduleList>().rows;
    expect(listed.map((row) => row.id)).toEqual([ourExam.id]);
    const everyone = (await send(t, 'GET', '/api/official-exam-schedules', TEACHER)).json<OfficialExamScheduleList>().rows;
    expect(everyone.map((row) => row.id).sort()).toEqual([ourExam.id, theirExam.id].sort());
    for (const url of ['', '/results', '/results/export', '/preview?sample=0']) {
      expect(await status('GET', `/api/official-exam-schedules/${theirExam.id}${url}`), url).toBe(404);
    }
    expect(await status('PATCH', `/api/official-exam-schedules/${theirExam.id}`, { title: 'Taken over' })).toBe(404);
    expect(await status('DELETE', `/api/official-exam-schedules/${theirExam.id}`)).toBe(404);
    expect(await status('GET', `/api/official-exam-schedules/${ourExam.id}/results`)).toBe(200);
    expect(await status('PATCH', `/api/official-exam-schedules/${ourExam.id}`, { organizations: [await organizationId(t, INSTITUTE)] })).toBe(403);
    const forThem = await scheduleRequest(t, { organizations: [await organizationId(t, INSTITUTE)] });
    const forUs = await scheduleRequest(t);
    await atTime(t, T0 - HOUR, async () => {
      expect(await status('POST', '/api/official-exam-schedules', forThem)).toBe(403);
      expect(await status('POST', '/api/official-exam-schedules', forUs)).toBe(201);
    });
  });

  it('leaves what concerns every organization to the unlimited teachers', async () => {
    expect(await status('POST', '/api/organizations', { name: 'New School' })).toBe(403);
    expect(await status('GET', '/api/lti/platforms')).toBe(403);
    expect(await status('GET', '/api/lti/tool')).toBe(403);
    expect(await status('DELETE', '/api/timbre/recordings/00000000-0000-4000-8000-000000000000')).toBe(403);
    expect(await status('POST', '/api/organizations', { name: 'New School' }, TEACHER)).toBe(201);
  });
});
