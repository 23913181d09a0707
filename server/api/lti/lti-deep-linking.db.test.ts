import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LtiDeepLinkRequest, LtiDeepLinkTicket, OfficialExamSchedule } from '../../../src/api-contract';
import { API_ERROR_CODES, LTI_DEEP_LINK_PATH } from '../../../src/api-contract';
import { CONSERVATORY, DAY, HOUR, SCHEDULE_AREAS, at, createSchedule, organizationId, send } from '../schedules/schedule-test-kit';
import { createTestApp, TEACHER, TEST_APP_ORIGIN, type TestApp } from '../testing/test-app';
import { LTI_CLAIMS } from './lti-claims';
import { handOverOf, launchThrough } from './testing/launch-flow';
import { INSTRUCTOR, LEARNER, startMockPlatform, type MockPlatform, type MockUser } from './testing/mock-platform';

let t: TestApp;
let platform: MockPlatform;
let schedule: OfficialExamSchedule;
let elsewhere: OfficialExamSchedule;
let shared: OfficialExamSchedule;
const NOW = Date.now();
const KARIN: MockUser = { sub: 'moodle-teacher-3', name: 'Karin Berg', email: 'karin.berg@school.example', roles: [INSTRUCTOR] };

beforeAll(async () => {
  t = await createTestApp(SCHEDULE_AREAS);
  platform = await startMockPlatform({ toolKeySet: async () => (await t.app.inject({ method: 'GET', url: '/api/lti/jwks' })).json() });
  const conservatory = await organizationId(t, CONSERVATORY);
  expect((await send(t, 'POST', '/api/lti/platforms', TEACHER, platform.registration(conservatory))).statusCode).toBe(201);
  const open = { opensAt: at(NOW - HOUR), closesAt: at(NOW + 2 * DAY) };
  schedule = await createSchedule(t, { ...open, title: 'Week 5: octave bands' }, NOW - 2 * HOUR);
  const [other] = await t.db.query<{ id: number }>('SELECT id FROM organizations WHERE id <> $1 ORDER BY id LIMIT 1', [conservatory]);
  elsewhere = await createSchedule(t, { ...open, organizations: [other?.id ?? 0] }, NOW - 2 * HOUR);
  shared = await createSchedule(t, { ...open, organizations: [conservatory, other?.id ?? 0] }, NOW - 2 * HOUR);
});
afterAll(async () => {
  await t.close();
  await platform.close();
});

/** A teacher opens Auricle from the platform's activity chooser: their session and the request's id. */
async function deepLinkingRequest(user: MockUser = KARIN, data?: string) {
  const location = await launchThrough(t, platform, { user, targetLinkUri: `${TEST_APP_ORIGIN}/`, claims: platform.deepLinkingClaims(data) });
  const { session, target } = handOverOf(location);
  expect(target).toMatch(new RegExp(`^${LTI_DEEP_LINK_PATH}/[0-9a-f-]{36}$`));
  return { session, id: target.slice(LTI_DEEP_LINK_PATH.length + 1) };
}

const answer = (session: string | typeof TEACHER, id: string, choice: unknown) => t.request('POST', `/api/lti/deep-links/${id}/answer`, session, choice);

/** The browser posts the ticket to the API's return page: the form it would post on to the platform. */
async function returnWith(ticket: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/lti/deep-links/return', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `ticket=${ticket}` });
  return res;
}

/** What the page's form posts: its action and the signed answer. */
function formOf(html: string): { action: string; jwt: string } {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const jwt = /name="JWT" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return { action: action.replace(/&amp;/g, '&'), jwt };
}

/** Posts the answer to the platform's return URL, as the page does in a browser. */
async function postToPlatform(form: { action: string; jwt: string }) {
  const res = await fetch(form.action, { method: 'POST', body: new URLSearchParams({ JWT: form.jwt }) });
  expect(res.status).toBe(200);
  return platform.deepLinks.at(-1);
}

describe("a teacher adds Auricle to a course from the platform's activity chooser", () => {
  it('links a scheduled exam with a gradebook column, through a page that posts the signed answer to the platform once', async () => {
    const { session, id } = await deepLinkingRequest(KARIN, 'opaque-42');
    const request = (await t.request('GET', `/api/lti/deep-links/${id}`, session)).json<LtiDeepLinkRequest>();
    expect(request).toMatchObject({ platform: 'Mock Moodle', course: 'Critical Listening I', organization: CONSERVATORY, title: 'Auricle', gradebook: true, open: true });

    const chosen = await answer(session, id, { kind: 'schedule', scheduleId: schedule.id, title: 'Midterm (graded)' });
    expect(chosen.statusCode).toBe(200);
    const page = await returnWith(chosen.json<LtiDeepLinkTicket>().ticket);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`form-action ${new URL(platform.issuer).origin}`);
    expect(policy).toContain('frame-ancestors *');
    expect(page.headers['x-frame-options']).toBeUndefined();
    const form = formOf(page.body);
    expect(form.action).toBe(`${new URL(platform.issuer).origin}/deep-link-return`);

    const received = await postToPlatform(form);
    expect(received?.data).toBe('opaque-42');
    expect(received?.deploymentId).toBe(platform.deploymentId);
    expect(received?.contentItems).toEqual([
      {
        type: 'ltiResourceLink',
        title: 'Midterm (graded)',
        url: `${TEST_APP_ORIGIN}/toy?schedule=${schedule.id}`,
        lineItem: { scoreMaximum: 100, label: 'Midterm (graded)', resourceId: schedule.id, tag: 'auricle-scheduled-exam' },
        available: { startDateTime: schedule.opensAt, endDateTime: schedule.closesAt },
        submission: { startDateTime: schedule.opensAt, endDateTime: schedule.closesAt },
        window: { targetName: '_blank' },
      },
    ]);

    // The ticket posts once; the request is over once answered.
    const again = await returnWith(chosen.json<LtiDeepLinkTicket>().ticket);
    expect(again.statusCode).toBe(303);
    expect(new URL(again.headers.location as string).searchParams.get('reason')).toBe('deep-link-expired');
    expect((await answer(session, id, { kind: 'none' })).json()).toMatchObject({ code: API_ERROR_CODES.deepLinkClosed });
    expect((await t.request('GET', `/api/lti/deep-links/${id}`, session)).json<LtiDeepLinkRequest>().open).toBe(false);

    // A learner's launch of the new link names its line item: the exam's scores go to that column.
    const lineitem = platform.gradeService('21');
    const launched = await launchThrough(t, platform, { user: { sub: 'moodle-student-8', roles: [LEARNER] }, targetLinkUri: String(received?.contentItems[0]?.url), claims: { [LTI_CLAIMS.gradeService]: lineitem } });
    expect(handOverOf(launched).target).toBe(`/toy?schedule=${schedule.id}`);
    const links = await t.db.query<{ lineitem_url: string }>('SELECT lineitem_url FROM lti_grade_links WHERE schedule_id = $1', [schedule.id]);
    expect(links.map((link) => link.lineitem_url)).toEqual([lineitem.lineitem]);
  });

  it('adds a practice of an area at a difficulty, without a gradebook column, or nothing when the teacher cancels', async () => {
    const practice = await deepLinkingRequest();
    const ticket = (await answer(practice.session, practice.id, { kind: 'practice', area: 'eq', difficulty: 'easy', mode: 'training', title: 'EQ practice' })).json<LtiDeepLinkTicket>().ticket;
    const item = (await postToPlatform(formOf((await returnWith(ticket)).body)))?.contentItems;
    expect(item).toEqual([{ type: 'ltiResourceLink', title: 'EQ practice', url: `${TEST_APP_ORIGIN}/eq?mode=training&difficulty=easy`, window: { targetName: '_blank' } }]);

    const cancelled = await deepLinkingRequest();
    const none = (await answer(cancelled.session, cancelled.id, { kind: 'none' })).json<LtiDeepLinkTicket>().ticket;
    expect((await postToPlatform(formOf((await returnWith(none)).body)))?.contentItems).toEqual([]);
  });

  it("refuses an exam of another organization, a difficulty the area lacks, another user's request and an expired one", async () => {
    const { session, id } = await deepLinkingRequest();
    const foreign = await answer(session, id, { kind: 'schedule', scheduleId: elsewhere.id, title: 'Not ours' });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json()).toMatchObject({ code: API_ERROR_CODES.scheduleNotForCourse });
    // Shared with another organization: the course's teacher neither sees nor sets it.
    expect((await answer(session, id, { kind: 'schedule', scheduleId: shared.id, title: 'Shared' })).json()).toMatchObject({ code: API_ERROR_CODES.scheduleNotForCourse });
    expect((await answer(session, id, { kind: 'practice', area: 'eq', difficulty: 'impossible', mode: 'exam', title: 'x' })).statusCode).toBe(400);
    expect((await answer(session, id, { kind: 'schedule', scheduleId: schedule.id, title: '   ' })).statusCode).toBe(400);

    expect((await t.request('GET', `/api/lti/deep-links/${id}`, TEACHER)).statusCode).toBe(404);
    expect((await answer(TEACHER, id, { kind: 'none' })).statusCode).toBe(404);
    const colleague = await deepLinkingRequest({ ...KARIN, sub: 'moodle-teacher-4', name: 'Olle Ek' });
    expect((await t.request('GET', `/api/lti/deep-links/${id}`, colleague.session)).statusCode).toBe(404);
    expect((await answer(colleague.session, id, { kind: 'none' })).statusCode).toBe(404);

    t.setNow(new Date(NOW + 2 * HOUR));
    try {
      expect((await answer(session, id, { kind: 'none' })).json()).toMatchObject({ code: API_ERROR_CODES.deepLinkClosed });
    } finally {
      t.setNow(null);
    }
  });

  it("refuses a learner's deep-linking request, and one for items Auricle does not make, storing nothing", async () => {
    const stored = () => t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lti_deep_links');
    const before = await stored();
    const refused = async (user: MockUser, claims: Record<string, unknown>) => {
      const location = await launchThrough(t, platform, { user, targetLinkUri: `${TEST_APP_ORIGIN}/`, claims });
      expect(location.pathname).toBe('/lti/refused');
      return location.searchParams.get('reason');
    };
    expect(await refused({ sub: 'moodle-student-9', roles: [LEARNER] }, platform.deepLinkingClaims())).toBe('learner-deep-link');
    const settings = platform.deepLinkingClaims()[LTI_CLAIMS.deepLinkingSettings] as Record<string, unknown>;
    const filesOnly = { ...platform.deepLinkingClaims(), [LTI_CLAIMS.deepLinkingSettings]: { ...settings, accept_types: ['file'] } };
    expect(await refused(KARIN, filesOnly)).toBe('unsupported-message');
    const nowhere = { ...platform.deepLinkingClaims(), [LTI_CLAIMS.deepLinkingSettings]: { ...settings, deep_link_return_url: undefined } };
    expect(await refused(KARIN, nowhere)).toBe('bad-request');
    expect(await stored()).toEqual(before);
  });
});
