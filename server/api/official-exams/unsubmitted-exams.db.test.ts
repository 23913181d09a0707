/**
 * An official exam that closed unsubmitted is recorded as not submitted before any route that
 * reads results answers (app.ts applies recordUnsubmittedFirst to their scope), and by no other.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficialExam } from '../../../src/api-contract';
import { TEACHER, createTestApp, type TestApp, type TestTokenUser } from '../testing/test-app';
import { countArea } from '../testing/test-area';
import { OFFICIAL_EXAM_SUBMIT_GRACE_MS, OFFICIAL_EXAM_TTL_MS } from './official-exam-rules';

const AREA = countArea.id;
const T0 = Date.parse('2026-09-01T09:00:00.000Z');
/** Past the exam's time limit and the offline queue's grace: it has closed unsubmitted. */
const CLOSED = T0 + OFFICIAL_EXAM_TTL_MS + OFFICIAL_EXAM_SUBMIT_GRACE_MS + 60_000;
// The results of any schedule, even one that is not there: the record comes before the route's own work.
const SCHEDULE = randomUUID();

type Reader = 'student' | 'teacher';
const READING: [string, Reader][] = [
  [`/api/reports/${AREA}?kind=official`, 'student'],
  [`/api/total-reports/${AREA}?kind=official`, 'teacher'],
  [`/api/total-reports/${AREA}/export?kind=official`, 'teacher'],
  ['/api/me/progress', 'student'],
  ['/api/students/:sub/summary', 'teacher'],
  [`/api/official-exam-schedules/${SCHEDULE}/results`, 'teacher'],
  [`/api/official-exam-schedules/${SCHEDULE}/results/export`, 'teacher'],
];
const NOT_READING: [string, Reader][] = [
  [`/api/reports/${AREA}/learning`, 'student'],
  [`/api/total-reports/${AREA}/learning`, 'teacher'],
  ['/api/me', 'student'],
  ['/api/official-exam-schedules', 'teacher'],
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A new student's official exam, issued at T0 and never handed in; the clock is then past its close. */
async function closedExam(): Promise<{ student: TestTokenUser & { sub: string }; examId: string }> {
  const id = randomUUID().slice(0, 8);
  const student = { sub: `test|${id}`, name: `Student ${id}`, email: `${id}@uni.example` };
  t.setNow(new Date(T0));
  const issued = await t.request('POST', '/api/official-exams', student, { area: AREA });
  expect(issued.statusCode).toBe(201);
  t.setNow(new Date(CLOSED));
  return { student, examId: issued.json<OfficialExam>().examId };
}

async function outcomes(examId: string): Promise<string[]> {
  return (await t.db.query<{ outcome: string }>('SELECT outcome FROM submissions WHERE exam_id = $1', [examId])).map((row) => row.outcome);
}

async function read(url: string, reader: Reader, student: TestTokenUser & { sub: string }): Promise<void> {
  const res = await t.request('GET', url.replace(':sub', encodeURIComponent(student.sub)), reader === 'teacher' ? TEACHER : student);
  expect(res.statusCode, res.body).toBeLessThan(500);
}

describe('exams that closed unsubmitted', () => {
  it.each(READING)('are recorded as not submitted before GET %s answers', async (url, reader) => {
    const { student, examId } = await closedExam();
    expect(await outcomes(examId)).toEqual([]);
    await read(url, reader, student);
    expect(await outcomes(examId)).toEqual(['not-submitted']);
  });

  it.each(NOT_READING)('are left to the sweep by GET %s', async (url, reader) => {
    const { student, examId } = await closedExam();
    await read(url, reader, student);
    expect(await outcomes(examId)).toEqual([]);
  });
});
