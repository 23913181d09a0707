import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GradesResent, OfficialExam, OfficialExamSchedule, ScheduleResults } from '../../../src/api-contract';
import { CONSERVATORY, DAY, HOUR, MINUTE, SCHEDULE_AREAS, T0, at, atTime, createSchedule, issueAt, organizationId, send, studentOf, submitAt } from '../schedules/schedule-test-kit';
import { createTestApp, TEACHER, TEST_APP_ORIGIN, type TestApp } from '../testing/test-app';
import { GradePoster, retryDelayMs } from './grade-poster';
import { LTI_CLAIMS } from './lti-claims';
import { LTI_SCOPES, PlatformTokens } from './platform-token';
import { handOverOf, launchThrough } from './testing/launch-flow';
import { INSTRUCTOR, startMockPlatform, type MockPlatform, type MockUser } from './testing/mock-platform';
import { ToolKeys } from './tool-keys';

let t: TestApp;
let platform: MockPlatform;
let schedule: OfficialExamSchedule;
let poster: GradePoster;

beforeAll(async () => {
  t = await createTestApp(SCHEDULE_AREAS);
  platform = await startMockPlatform({ toolKeySet: async () => (await t.app.inject({ method: 'GET', url: '/api/lti/jwks' })).json() });
  const added = await send(t, 'POST', '/api/lti/platforms', TEACHER, platform.registration(await organizationId(t, CONSERVATORY)));
  expect(added.statusCode).toBe(201);
  schedule = await createSchedule(t);
  poster = new GradePoster({ db: t.db, clock: () => new Date(), tokens: new PlatformTokens(new ToolKeys(t.db)), log: t.app.log, autoSend: false });
});
afterAll(async () => {
  await t.close();
  await platform.close();
});

/** A learner opens the scheduled exam from the course, whose gradebook column is line item 7: their LTI session. */
async function launch(user: MockUser): Promise<string> {
  const target = `${TEST_APP_ORIGIN}/eq?schedule=${schedule.id}`;
  const login = await t.app.inject({ method: 'GET', url: `/api/lti/login?${new URLSearchParams({ iss: platform.issuer, login_hint: user.sub, target_link_uri: target }).toString()}` });
  const authorize = new URL(login.headers.location as string);
  const idToken = await platform.launchToken({
    nonce: authorize.searchParams.get('nonce') ?? '',
    user,
    targetLinkUri: target,
    claims: { [LTI_CLAIMS.gradeService]: platform.gradeService('7') },
  });
  const launched = await t.app.inject({
    method: 'POST',
    url: '/api/lti/launch',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ id_token: idToken, state: authorize.searchParams.get('state') ?? '' }).toString(),
  });
  const session = new URLSearchParams(new URL(launched.headers.location as string).hash.slice(1)).get('session');
  if (!session) throw new Error(`not launched: ${String(launched.headers.location)}`);
  return session;
}

async function takeExam(session: string, finishedAt: number): Promise<void> {
  const exam = (await issueAt(t, session, finishedAt - 10 * MINUTE, schedule.id)).json<OfficialExam>();
  expect((await submitAt(t, session, exam, finishedAt)).statusCode).toBe(201);
}

const results = async (readAt = T0 + DAY) => (await atTime(t, readAt, () => send(t, 'GET', `/api/official-exam-schedules/${schedule.id}/results`, TEACHER))).json<ScheduleResults>();
const gradebookOf = async (sub: string, readAt?: number) => (await results(readAt)).rows.find((row) => row.sub === sub)?.gradebook;
const subOf = async (session: string) => (await t.request('GET', '/api/me', session)).json<{ sub: string }>().sub;

describe("a scheduled exam opened from a course's gradebook column", () => {
  it("leads the course's teacher to the exam's results, and a learner to the exam", async () => {
    const target = `${TEST_APP_ORIGIN}/eq?schedule=${schedule.id}`;
    const teacher = await launchThrough(t, platform, { user: { sub: 'moodle-teacher-2', roles: [INSTRUCTOR] }, targetLinkUri: target });
    expect(handOverOf(teacher).target).toBe(`/schedules/${schedule.id}`);
    const learner = await launchThrough(t, platform, { user: { sub: 'moodle-16', sourcedId: 'S-16' }, targetLinkUri: target });
    expect(handOverOf(learner).target).toBe(`/eq?schedule=${schedule.id}`);
  });

  it("posts the student's counted score to the line item, with the fields the score service requires", async () => {
    const session = await launch({ sub: 'moodle-17', name: 'Anna Lind', sourcedId: 'S-17' });
    await takeExam(session, T0 + 2 * HOUR);
    const sub = await subOf(session);
    expect(await gradebookOf(sub)).toMatchObject({ status: 'pending', error: null });
    expect(await poster.sendDue()).toBe(1);
    expect(platform.scores).toEqual([
      {
        lineitem: platform.gradeService('7').lineitem,
        contentType: 'application/vnd.ims.lis.v1.score+json',
        body: { userId: 'moodle-17', scoreGiven: 100, scoreMaximum: 100, activityProgress: 'Completed', gradingProgress: 'FullyGraded', timestamp: at(T0 + 2 * HOUR) },
      },
    ]);
    expect(platform.tokenScopes).toEqual([LTI_SCOPES.score]);
    expect(await gradebookOf(sub)).toMatchObject({ status: 'sent', sentAt: expect.any(String) });
    expect(await poster.sendDue()).toBe(0);
  });

  it('keeps a post the platform refused, shows it to the teacher, retries it later, and sends it again at once on request', async () => {
    const session = await launch({ sub: 'moodle-18', name: 'Ben Ek', sourcedId: 'S-18' });
    await takeExam(session, T0 + 3 * HOUR);
    const sub = await subOf(session);
    platform.failScores.count = 1;
    const before = platform.scores.length;
    const failedAt = Date.now();
    expect(await poster.sendDue()).toBe(0);
    const failed = await gradebookOf(sub);
    expect(failed).toMatchObject({ status: 'failed', error: expect.stringContaining('500'), sentAt: null });
    expect(Date.parse(failed?.nextAttemptAt ?? '')).toBeGreaterThanOrEqual(failedAt + retryDelayMs(1) - 1000);
    expect(await poster.sendDue()).toBe(0);
    expect(platform.scores).toHaveLength(before);
    const resent = await send(t, 'POST', `/api/official-exam-schedules/${schedule.id}/grades/resend`, TEACHER);
    expect(resent.json<GradesResent>()).toEqual({ queued: 1 });
    expect(await poster.sendDue()).toBe(1);
    expect(platform.scores.at(-1)?.body).toMatchObject({ userId: 'moodle-18', scoreGiven: 100 });
    expect(await gradebookOf(sub)).toMatchObject({ status: 'sent', error: null });
  });

  it('owes the course nothing for a student who never opened the exam from it', async () => {
    const student = await studentOf(t, CONSERVATORY);
    const exam = (await issueAt(t, student, T0 + 4 * HOUR, schedule.id)).json<OfficialExam>();
    expect((await submitAt(t, student, exam, T0 + 4 * HOUR + MINUTE)).statusCode).toBe(201);
    expect(await gradebookOf(student.sub)).toBeUndefined();
    expect(await poster.sendDue()).toBe(0);
  });

  it('posts 0 for an attempt that closed without a submission, as it counts', async () => {
    const session = await launch({ sub: 'moodle-19', name: 'Cai Wen', sourcedId: 'S-19' });
    await issueAt(t, session, T0 + 5 * HOUR, schedule.id);
    // Read after the exam and the queue's grace are over: the attempt is recorded as not submitted.
    expect(await gradebookOf(await subOf(session), T0 + 30 * DAY)).toMatchObject({ status: 'pending' });
    expect(await poster.sendDue()).toBe(1);
    expect(platform.scores.at(-1)?.body).toMatchObject({ userId: 'moodle-19', scoreGiven: 0 });
  });
});

describe("the course's roster", () => {
  it("lists every active learner of the course in the exam's results before any of them opened it", async () => {
    const now = Date.now();
    const current = await createSchedule(t, { title: 'Week 9', opensAt: at(now - HOUR), closesAt: at(now + DAY) }, now - 2 * HOUR);
    platform.members.push(
      { user_id: 'moodle-31', roles: ['Learner'], status: 'Active', name: 'Dora Lin', email: 'dora@school.example', lis_person_sourcedid: 'S-31' },
      { user_id: 'moodle-32', roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'], given_name: 'Emil', family_name: 'Ek', email: 'emil@school.example' },
      { user_id: 'moodle-33', roles: ['Instructor'], status: 'Active', name: 'Prof. Fu' },
      { user_id: 'moodle-34', roles: ['Learner'], status: 'Inactive', name: 'Gus Left' },
    );
    const target = `${TEST_APP_ORIGIN}/eq?schedule=${current.id}`;
    const login = await t.app.inject({ method: 'GET', url: `/api/lti/login?${new URLSearchParams({ iss: platform.issuer, login_hint: 'moodle-33', target_link_uri: target }).toString()}` });
    const authorize = new URL(login.headers.location as string);
    const idToken = await platform.launchToken({
      nonce: authorize.searchParams.get('nonce') ?? '',
      user: { sub: 'moodle-33', name: 'Prof. Fu', roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor'] },
      targetLinkUri: target,
      claims: { [LTI_CLAIMS.gradeService]: platform.gradeService('8'), [LTI_CLAIMS.namesRoles]: platform.namesRoleService() },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/lti/launch',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ id_token: idToken, state: authorize.searchParams.get('state') ?? '' }).toString(),
    });
    const rows = (await send(t, 'GET', `/api/official-exam-schedules/${current.id}/results`, TEACHER)).json<ScheduleResults>().rows;
    const fromCourse = rows.filter((row) => ['Dora Lin', 'Emil Ek', 'Prof. Fu', 'Gus Left'].includes(row.name)).sort((a, b) => a.name.localeCompare(b.name));
    expect(fromCourse.map(({ name, studentId, organization, status }) => ({ name, studentId, organization, status }))).toEqual([
      { name: 'Dora Lin', studentId: 'S-31', organization: CONSERVATORY, status: 'not-started' },
      { name: 'Emil Ek', studentId: 'emil@school.example', organization: CONSERVATORY, status: 'not-started' },
    ]);
    expect(platform.tokenScopes).toContain(LTI_SCOPES.memberships);
  });
});
