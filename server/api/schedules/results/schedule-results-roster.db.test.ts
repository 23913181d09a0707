/**
 * Who a scheduled exam's results list: the students who could take it. Not its teachers, not
 * who joined its organization after it closed; anyone who took it. The time of joining moves
 * with the organization only (migration 011).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleResults } from '../../../../src/api-contract';
import { createTestApp, TEACHER, type TestApp, type TestTokenUser } from '../../testing/test-app';
import { insertExam, insertOrganization, insertSchedule, insertStudent } from './schedule-results-fixture';
import { send } from '../schedule-test-kit';
import { TEST_COUNT } from '../../testing/test-area';

const DAY = 24 * 60 * 60 * 1000;
// The database's clock stamps a join (now()), so the exam closed a day before the real now.
const NOW = Date.now();
const at = (ms: number): string => new Date(ms).toISOString();
const CLASS = 'Roster Class';

let t: TestApp;
let classId: number;
let otherId: number;
let scheduleId: string;
beforeAll(async () => {
  t = await createTestApp();
  classId = await insertOrganization(t.db, CLASS);
  otherId = await insertOrganization(t.db, 'Roster Other Class');
  scheduleId = await insertSchedule(t.db, {
    area: TEST_COUNT,
    title: 'Closed yesterday',
    organizationIds: [classId],
    questionCount: 1,
    opensAt: at(NOW - 8 * DAY),
    closesAt: at(NOW - DAY),
    attempts: 1,
    counts: 'best',
  });
});
afterAll(() => t.close());

const took = (sub: string) =>
  insertExam(t.db, { scheduleId, sub, area: TEST_COUNT, questions: [1], issuedAt: at(NOW - 3 * DAY), expiresAt: at(NOW - 3 * DAY + 60_000) });

/** Signs in (the token says whether they teach) and chooses the class at first sign-in, now. */
async function signUp(who: TestTokenUser, studentId: string): Promise<void> {
  const res = await t.request('PUT', '/api/me', who, { studentId, organization: CLASS });
  expect(res.statusCode, res.body).toBe(200);
}

async function roster(): Promise<string[]> {
  const res = await t.request('GET', `/api/official-exam-schedules/${scheduleId}/results`, TEACHER);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ScheduleResults>().rows.map((row) => row.sub);
}

describe("a scheduled exam's roster", () => {
  it('lists the students who joined before it closed, whose joining is unknown, and who took it', async () => {
    await insertStudent(t.db, { sub: 'ro|before', name: 'before', studentId: 'RO-1', organizationId: classId, joinedAt: at(NOW - 2 * DAY) });
    await insertStudent(t.db, { sub: 'ro|unknown', name: 'unknown', studentId: 'RO-2', organizationId: classId });
    await insertStudent(t.db, { sub: 'ro|took-then-left', name: 'left', studentId: 'RO-3', organizationId: otherId, joinedAt: at(NOW) });
    await took('ro|took-then-left');
    await signUp({ sub: 'ro|late', name: 'late', email: 'late@uni.example' }, 'RO-4');
    expect(await roster()).toEqual(['ro|before', 'ro|unknown', 'ro|took-then-left']);
  });

  it('leaves out teachers, as their token says, even one who tried it', async () => {
    const teacher = { sub: 'ro|teacher', name: 'Class Teacher', email: 'ct@uni.example', permissions: ['read:admin'] };
    await insertStudent(t.db, { sub: teacher.sub, name: teacher.name, studentId: 'T-1', organizationId: classId, joinedAt: at(NOW - 5 * DAY) });
    await took(teacher.sub);
    expect(await roster()).toContain(teacher.sub);
    expect((await t.request('GET', '/api/me', teacher)).statusCode).toBe(200);
    expect(await roster()).not.toContain(teacher.sub);
  });

  it('keeps the time of joining when an admin corrects the student id, and moves it with the organization', async () => {
    await insertStudent(t.db, { sub: 'ro|fixed', name: 'fixed', studentId: 'RO-5', organizationId: classId, joinedAt: at(NOW - 2 * DAY) });
    await insertStudent(t.db, { sub: 'ro|moved', name: 'moved', studentId: 'RO-6', organizationId: otherId, joinedAt: at(NOW - 2 * DAY) });
    const patch = async (sub: string, body: object) => {
      const res = await send(t, 'PATCH', `/api/users/${sub}`, TEACHER, body);
      expect(res.statusCode, res.body).toBe(200);
    };
    await patch('ro|fixed', { studentId: 'RO-5b' });
    await patch('ro|moved', { organization: CLASS });
    const subs = await roster();
    expect(subs).toContain('ro|fixed');
    expect(subs).not.toContain('ro|moved');
  });
});
