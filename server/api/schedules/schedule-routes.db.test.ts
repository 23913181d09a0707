/**
 * Teachers set scheduled official exams (docs/architecture.md, Scheduled exams): every bad
 * request refused with a message naming the field and nothing stored, lists for a teacher and a
 * student, the status by the server's clock, edits until someone starts it, closing early, and
 * deleting only what nobody started.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficialExam, OfficialExamSchedule, OfficialExamScheduleList, OfficialExamScheduleRequest } from '../../../src/api-contract';
import { STUDENT, createTestApp, type TestApp } from '../testing/test-app';
import { TOY_AREA_ID } from '../../../src/exam-contract/testing/toy-area';
import {
  CONSERVATORY,
  DAY,
  HOUR,
  INSTITUTE,
  MINUTE,
  SCHEDULE_AREAS,
  T0,
  TEACHER_OF_COURSE as TEACHER,
  at,
  atTime,
  createSchedule,
  issueAt,
  organizationId,
  scheduleRequest,
  send,
  studentOf,
} from './schedule-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(SCHEDULE_AREAS);
});
afterAll(() => t.close());

const scheduleCount = async (): Promise<number> =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM official_exam_schedules'))[0]?.n ?? -1;

const listAt = (ms: number, who = TEACHER, query = '') => atTime(t, ms, () => send(t, 'GET', `/api/official-exam-schedules${query}`, who));
const titles = (list: OfficialExamScheduleList) => list.rows.map((row) => row.title);

describe('POST /api/official-exam-schedules', () => {
  it('stores a valid schedule with the generator version and its author, and answers 201', async () => {
    const created = await createSchedule(t, { title: '  Midterm  ', organizations: [await organizationId(t, INSTITUTE), await organizationId(t, CONSERVATORY)] });
    expect(created).toMatchObject({
      area: TOY_AREA_ID,
      title: 'Midterm',
      settings: { size: 4 },
      questionCount: 4,
      opensAt: at(T0),
      closesAt: at(T0 + 2 * DAY),
      timeLimitSeconds: 3600,
      attempts: 1,
      counts: 'best',
      status: 'upcoming',
      started: false,
      startedCount: 0,
      submittedCount: 0,
    });
    expect(created.organizations.map((o) => o.name)).toEqual([CONSERVATORY, INSTITUTE]);
    const [row] = await t.db.query<{ generator_version: number; created_by: string }>(
      'SELECT generator_version, created_by FROM official_exam_schedules WHERE id = $1',
      [created.id],
    );
    expect(row).toEqual({ generator_version: SCHEDULE_AREAS[TOY_AREA_ID].version, created_by: TEACHER.sub });
  });

  const refusals: [string, (r: OfficialExamScheduleRequest) => Partial<OfficialExamScheduleRequest>, RegExp][] = [
    ['settings the area refuses', () => ({ settings: { size: 99 } }), /settings: the toy exam does not accept these settings \(size\)/],
    ['no settings at all', () => ({ settings: null }), /settings/],
    ['a closing time before the opening', () => ({ opensAt: at(T0 + DAY), closesAt: at(T0) }), /closesAt must be after opensAt/],
    ['a window in the past', () => ({ opensAt: at(T0 - 3 * DAY), closesAt: at(T0 - 2 * DAY) }), /closesAt is in the past/],
    ['zero attempts', () => ({ attempts: 0 }), /attempts must be a whole number from 1 to 100/],
    ['101 attempts', () => ({ attempts: 101 }), /attempts/],
    ['an unknown organization', (r) => ({ organizations: [...r.organizations, 999_999] }), /organizations: no organization has the id 999999/],
    ['no organization', () => ({ organizations: [] }), /organizations must name at least one/],
    ['a blank title', () => ({ title: '   ' }), /title must be 1 to 200 characters/],
    ['a title of 201 characters', () => ({ title: 'x'.repeat(201) }), /title/],
    ['no questions', () => ({ questionCount: 0 }), /questionCount must be a whole number from 1 to 100/],
    ['101 questions', () => ({ questionCount: 101 }), /questionCount/],
    ['a time limit under a minute', () => ({ timeLimitSeconds: 59 }), /timeLimitSeconds must be a whole number from 60 to 86400/],
    ['a time limit over a day', () => ({ timeLimitSeconds: 86_401 }), /timeLimitSeconds/],
    ['an unknown counting rule', () => ({ counts: 'average' as never }), /counts/],
    ['a time that is not ISO 8601', () => ({ opensAt: 'next Monday' }), /opensAt/],
    ['an unknown area', () => ({ area: 'cooking' as never }), /area/],
  ];

  it.each(refusals)('refuses %s with 400 naming the field, and stores nothing', async (_name, change, message) => {
    const before = await scheduleCount();
    const body = await scheduleRequest(t);
    const res = await atTime(t, T0 - HOUR, () => send(t, 'POST', '/api/official-exam-schedules', TEACHER, { ...body, ...change(body) }));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(await scheduleCount()).toBe(before);
  });

  it('is for read:admin holders only', async () => {
    const body = await scheduleRequest(t);
    expect((await send(t, 'POST', '/api/official-exam-schedules', STUDENT, body)).statusCode).toBe(403);
    expect((await send(t, 'POST', '/api/official-exam-schedules', undefined, body)).statusCode).toBe(401);
  });
});

describe('GET /api/official-exam-schedules', () => {
  let open: OfficialExamSchedule;
  let upcoming: OfficialExamSchedule;
  let closed: OfficialExamSchedule;
  let instituteOnly: OfficialExamSchedule;
  const NOW = T0 + 10 * DAY;

  beforeAll(async () => {
    await t.db.query('DELETE FROM official_exam_schedules');
    const institute = [await organizationId(t, INSTITUTE)];
    const base = NOW - DAY;
    closed = await createSchedule(t, { title: 'Closed', opensAt: at(base), closesAt: at(NOW - HOUR) }, base - HOUR);
    open = await createSchedule(t, { title: 'Open', opensAt: at(base), closesAt: at(NOW + HOUR) }, base - HOUR);
    await createSchedule(t, { title: 'Open, closing later', opensAt: at(base), closesAt: at(NOW + DAY) }, base - HOUR);
    upcoming = await createSchedule(t, { title: 'Upcoming', opensAt: at(NOW + DAY), closesAt: at(NOW + 2 * DAY) }, base - HOUR);
    instituteOnly = await createSchedule(t, { title: 'Institute', organizations: institute, opensAt: at(base), closesAt: at(NOW + HOUR) }, base - HOUR);
  });

  it('gives a teacher every schedule: open by closing time, then upcoming, then closed', async () => {
    const list = (await listAt(NOW)).json<OfficialExamScheduleList>();
    expect(titles(list)).toEqual(['Open', 'Institute', 'Open, closing later', 'Upcoming', 'Closed']);
    expect(list.rows.find((row) => row.id === open.id)).toMatchObject({ status: 'open', startedCount: 0, submittedCount: 0 });
  });

  it('filters a teacher’s list by status, area and organization', async () => {
    expect(titles((await listAt(NOW, TEACHER, '?status=upcoming')).json())).toEqual(['Upcoming']);
    expect(titles((await listAt(NOW, TEACHER, '?status=closed')).json())).toEqual(['Closed']);
    expect(titles((await listAt(NOW, TEACHER, `?organization=${encodeURIComponent(INSTITUTE.toLowerCase())}`)).json())).toEqual(['Institute']);
    expect(titles((await listAt(NOW, TEACHER, '?area=reverb')).json())).toEqual([]);
    expect((await listAt(NOW, TEACHER, '?status=soon')).statusCode).toBe(400);
  });

  it('computes the status from the server clock', async () => {
    const statusAt = async (ms: number) => (await atTime(t, ms, () => send(t, 'GET', `/api/official-exam-schedules/${upcoming.id}`, TEACHER))).json<OfficialExamSchedule>().status;
    expect(await statusAt(NOW + DAY - 1)).toBe('upcoming');
    expect(await statusAt(NOW + DAY)).toBe('open');
    expect(await statusAt(NOW + 2 * DAY - 1)).toBe('open');
    expect(await statusAt(NOW + 2 * DAY)).toBe('closed');
  });

  it('gives a student the open and upcoming exams of their organization, with their attempts and open exam', async () => {
    const student = await studentOf(t, CONSERVATORY);
    const exam = (await issueAt(t, student, NOW, open.id)).json<OfficialExam>();
    const list = (await listAt(NOW, student)).json<OfficialExamScheduleList>();
    expect(titles(list)).toEqual(['Open', 'Open, closing later', 'Upcoming']);
    expect(list.rows[0]).toMatchObject({ id: open.id, attemptsUsed: 1, openExamId: exam.examId });
    expect(list.rows[1]).toMatchObject({ attemptsUsed: 0, openExamId: null });
    expect(list.rows[0]).not.toHaveProperty('startedCount');
    expect(titles((await listAt(NOW, student, '?status=closed')).json())).toEqual([]);
  });

  it('shows a student of another organization only theirs, and one without an organization nothing', async () => {
    const other = await studentOf(t, INSTITUTE);
    expect(titles((await listAt(NOW, other)).json())).toEqual(['Institute']);
    const denied = await atTime(t, NOW, () => send(t, 'GET', `/api/official-exam-schedules/${open.id}`, other));
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'schedule-not-for-you' });
    expect((await atTime(t, NOW, () => send(t, 'GET', `/api/official-exam-schedules/${instituteOnly.id}`, other))).statusCode).toBe(200);
    expect(titles((await listAt(NOW, { sub: 'test|no-organization' })).json())).toEqual([]);
  });

  it('answers 404 for an unknown schedule', async () => {
    expect((await send(t, 'GET', '/api/official-exam-schedules/00000000-0000-4000-8000-000000000000', TEACHER)).statusCode).toBe(404);
    expect((await send(t, 'GET', `/api/official-exam-schedules/${closed.id}`, TEACHER)).statusCode).toBe(200);
  });
});

describe('PATCH and DELETE /api/official-exam-schedules/:id', () => {
  const patchAt = (ms: number, id: string, body: unknown) => atTime(t, ms, () => send(t, 'PATCH', `/api/official-exam-schedules/${id}`, TEACHER, body));
  const storedRow = async (id: string) =>
    (await t.db.query<{ title: string; closes_at: Date; attempts: number }>('SELECT title, closes_at, attempts FROM official_exam_schedules WHERE id = $1', [id]))[0];

  it('edits any field before anyone started it, checked as a new schedule would be', async () => {
    const schedule = await createSchedule(t);
    const institute = await organizationId(t, INSTITUTE);
    const res = await patchAt(T0 + MINUTE, schedule.id, { title: 'Final', attempts: 3, organizations: [institute], settings: { size: 6 } });
    expect(res.statusCode).toBe(200);
    expect(res.json<OfficialExamSchedule>()).toMatchObject({ title: 'Final', attempts: 3, settings: { size: 6 }, organizations: [{ id: institute, name: INSTITUTE }] });
    const refused = await patchAt(T0 + MINUTE, schedule.id, { attempts: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/attempts/);
    expect((await patchAt(T0 + MINUTE, schedule.id, { closesAt: at(T0 - HOUR) })).json().message).toMatch(/closesAt must be after opensAt/);
    expect(await storedRow(schedule.id)).toMatchObject({ title: 'Final', attempts: 3 });
  });

  it('refuses any edit but an earlier closing once a student started it, and stores nothing', async () => {
    const schedule = await createSchedule(t);
    const student = await studentOf(t, CONSERVATORY);
    expect((await issueAt(t, student, T0 + MINUTE, schedule.id)).statusCode).toBe(201);
    for (const body of [{ title: 'Changed' }, { attempts: 2 }, { settings: { size: 8 } }, { closesAt: at(T0 + 3 * DAY) }, { opensAt: at(T0 - DAY) }]) {
      const res = await patchAt(T0 + HOUR, schedule.id, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'schedule-started', message: expect.stringMatching(/started/) });
    }
    expect(await storedRow(schedule.id)).toMatchObject({ title: 'Midterm: EQ', attempts: 1, closes_at: new Date(T0 + 2 * DAY) });
    // The same values as stored are no change.
    expect((await patchAt(T0 + HOUR, schedule.id, { title: 'Midterm: EQ', attempts: 1 })).statusCode).toBe(200);
  });

  it('closes a started exam early: now, a closing time up to a minute behind the server’s read as now', async () => {
    const schedule = await createSchedule(t);
    const student = await studentOf(t, CONSERVATORY);
    await issueAt(t, student, T0 + MINUTE, schedule.id);
    const now = T0 + HOUR;
    const closedEarly = await patchAt(now, schedule.id, { closesAt: at(now - 30 * 1000) });
    expect(closedEarly.statusCode).toBe(200);
    expect(closedEarly.json<OfficialExamSchedule>()).toMatchObject({ closesAt: at(now), status: 'closed', started: true, startedCount: 1 });
    const late = await issueAt(t, await studentOf(t, CONSERVATORY), now + 1, schedule.id);
    expect(late.json()).toMatchObject({ status: 409, code: 'schedule-not-open' });
    expect((await patchAt(now + HOUR, schedule.id, { closesAt: at(now + HOUR) })).json()).toMatchObject({ code: 'schedule-started' });
  });

  it('moves a started exam’s closing earlier but not into the past', async () => {
    const schedule = await createSchedule(t);
    await issueAt(t, await studentOf(t, CONSERVATORY), T0 + MINUTE, schedule.id);
    expect((await patchAt(T0 + HOUR, schedule.id, { closesAt: at(T0 + DAY) })).json()).toMatchObject({ closesAt: at(T0 + DAY), status: 'open' });
    expect((await patchAt(T0 + HOUR, schedule.id, { closesAt: at(T0) })).json()).toMatchObject({ status: 409, code: 'schedule-started' });
  });

  it('closes one nobody started now, too', async () => {
    const schedule = await createSchedule(t);
    const res = await patchAt(T0 + HOUR, schedule.id, { closesAt: at(T0 + HOUR - 1000) });
    expect(res.json<OfficialExamSchedule>()).toMatchObject({ closesAt: at(T0 + HOUR), status: 'closed', started: false });
  });

  it('deletes a schedule nobody started (204), and refuses one that was started (409)', async () => {
    const untouched = await createSchedule(t);
    const deleted = await send(t, 'DELETE', `/api/official-exam-schedules/${untouched.id}`, TEACHER);
    expect(deleted.statusCode).toBe(204);
    expect(await storedRow(untouched.id)).toBeUndefined();
    expect((await send(t, 'DELETE', `/api/official-exam-schedules/${untouched.id}`, TEACHER)).statusCode).toBe(404);

    const started = await createSchedule(t);
    await issueAt(t, await studentOf(t, CONSERVATORY), T0 + MINUTE, started.id);
    const refused = await send(t, 'DELETE', `/api/official-exam-schedules/${started.id}`, TEACHER);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'schedule-started', message: expect.stringMatching(/closed early, not deleted/) });
    expect(await storedRow(started.id)).toBeDefined();
  });

  it('leaves editing and deleting to read:admin holders', async () => {
    const schedule = await createSchedule(t);
    expect((await send(t, 'PATCH', `/api/official-exam-schedules/${schedule.id}`, STUDENT, { title: 'x' })).statusCode).toBe(403);
    expect((await send(t, 'DELETE', `/api/official-exam-schedules/${schedule.id}`, STUDENT)).statusCode).toBe(403);
    expect(await storedRow(schedule.id)).toBeDefined();
  });
});
