/**
 * The contract test: every route of the API contract (src/api-contract/schemas.ts, API_ROUTES) is
 * called once, on PGlite, with a request typed by and checked against its request schemas; it
 * answers with a success its response schemas declare, and the answer validates against that
 * schema twice: as the handler made it (the test app's check, server/api/testing/response-contract.ts)
 * and as the client receives it (here). So the SPA and the API cannot drift without a red test.
 */
import type { Static, TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstrumentRecording, OfficialExam, OfficialExamSchedule, SubmissionReceipt } from '../../src/api-contract';
import { API_ROUTES } from '../../src/api-contract/schemas';
import { toyArea, TOY_AREA_ID } from '../../src/exam-contract/testing/toy-area';
import { encodeWav } from '../../src/audio/testing/wav';
import { contractFaults, responseSchemaOf } from './testing/response-contract';
import { CONSERVATORY, HOUR, SCHEDULE_AREAS, T0, scheduleRequest } from './schedules/schedule-test-kit';
import { handOverOf, launchThrough } from './lti/testing/launch-flow';
import { INSTRUCTOR, startMockPlatform } from './lti/testing/mock-platform';
import { rightOfficialSubmission } from './testing/official-submission';
import { RETAKES_ALLOWED, STUDENT, TEACHER, TEST_APP_ORIGIN, createTestApp, type TestApp, type TestTokenUser } from './testing/test-app';

type Schemas = { params?: TSchema; querystring?: TSchema; body?: TSchema; response?: Record<string, unknown> };
interface ContractRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  schema: Schemas;
}
type Part<R extends ContractRoute, K extends keyof Schemas> = R['schema'] extends Record<K, infer S extends TSchema> ? Static<S> : never;
interface Request<R extends ContractRoute> {
  params?: Part<R, 'params'>;
  query?: Part<R, 'querystring'>;
  body?: Part<R, 'body'>;
}

const ROUTES = Object.entries(API_ROUTES).flatMap(([feature, routes]) =>
  Object.entries(routes as Record<string, ContractRoute>).map(([name, route]) => ({ name: `${feature}.${name}`, route })),
);
const nameOf = new Map(ROUTES.map(({ name, route }) => [route, name]));
const called = new Set<string>();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(SCHEDULE_AREAS, { officialRules: RETAKES_ALLOWED });
});
afterAll(() => t.close());

/** Sends `request` to `route` as `who`, after checking it against the route's request schemas; checks the answer against its response schema. */
async function call<R extends ContractRoute>(route: R, who: TestTokenUser | string, request: Request<R> = {}, headers: Record<string, string> = {}) {
  const parts = { params: request.params, querystring: request.query, body: request.body } as const;
  for (const part of ['params', 'querystring', 'body'] as const) {
    const schema = route.schema[part];
    if (schema && parts[part] !== undefined) expect(contractFaults(schema, parts[part]), `${nameOf.get(route)} ${part}`).toEqual([]);
  }
  const path = route.url.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String((request.params as Record<string, unknown>)[key])));
  const query = request.query ? `?${new URLSearchParams(request.query as Record<string, string>)}` : '';
  const body = request.body;
  const form = headers['content-type'] === FORM;
  const answer = await t.app.inject({
    method: route.method,
    url: `/api${path}${query}`,
    headers: { authorization: `Bearer ${typeof who === 'string' ? who : await t.tokens.sign(who)}`, ...headers },
    ...(body === undefined ? {} : Buffer.isBuffer(body) ? { payload: body } : form ? { payload: new URLSearchParams(body as Record<string, string>).toString() } : { payload: body as object }),
  });
  const name = nameOf.get(route) ?? route.url;
  // A success the contract declares: 2xx, or the redirect of a browser's step (LTI).
  expect(Object.keys(route.schema.response ?? {}), `${name}: ${answer.statusCode} ${answer.body.slice(0, 300)}`).toContain(String(answer.statusCode));
  expect(t.contract.faults, name).toEqual([]);
  if (answer.headers['content-type']?.toString().startsWith('application/json')) {
    const schema = responseSchemaOf(route.schema.response as never, answer.statusCode);
    expect(schema, `${name} declares no JSON answer with ${answer.statusCode}`).not.toBeNull();
    expect(contractFaults(schema as TSchema, answer.json()), name).toEqual([]);
  }
  called.add(name);
  return answer;
}

const FORM = 'application/x-www-form-urlencoded';
const STUDENT_SUB = 'test|contract-student';
const student: TestTokenUser = { ...STUDENT, sub: STUDENT_SUB };
const { me, organizations, users, officialExams, submissions, review, schedules, scheduleResults, reports, totalReports, students, progress, learning } =
  API_ROUTES;
const recordings = API_ROUTES.timbreRecordings;
const { health } = API_ROUTES;

describe('every route of the API contract, on PGlite', () => {
  it('health and readiness', async () => {
    await call(health.health, student);
    await call(health.ready, student);
  });

  it('me, organizations and users', async () => {
    await call(me.me, student);
    await call(me.updateMe, student, { body: { studentId: 'C-1', organization: CONSERVATORY } });
    await call(organizations.list, student);
    const added = (await call(organizations.add, TEACHER, { body: { name: 'Contract College' } })).json<{ id: number }>();
    await call(organizations.rename, TEACHER, { params: { id: String(added.id) } as never, body: { name: 'Contract College of Music' } });
    await call(organizations.remove, TEACHER, { params: { id: String(added.id) } as never });
    await call(users.list, TEACHER, { query: { q: 'C-1' } });
    await call(users.update, TEACHER, { params: { sub: STUDENT_SUB }, body: { studentId: 'C-2' } });
  });

  it('an official exam, its sounds, its submission and its review', async () => {
    const exam = (await call(officialExams.issue, student, { body: { area: TOY_AREA_ID } })).json<OfficialExam>();
    await call(officialExams.audio, student, { params: { examId: exam.examId, n: '0', branch: 'processed' } });
    const body = await rightOfficialSubmission(t.db, toyArea, exam.examId, Date.now());
    const receipt = (await call(submissions.submit, student, { body })).json<SubmissionReceipt>();
    await call(review.review, student, { params: { submitId: receipt.submitId } });
    await call(review.audio, student, { params: { submitId: receipt.submitId, n: '0', branch: 'answer' } });
  });

  it('a scheduled exam, its previews and its results', async () => {
    t.setNow(new Date(T0 - HOUR));
    try {
      const request = await scheduleRequest(t);
      const schedule = (await call(schedules.create, TEACHER, { body: request })).json<OfficialExamSchedule>();
      const id = { id: schedule.id };
      await call(schedules.list, TEACHER, { query: { area: TOY_AREA_ID } });
      await call(schedules.get, TEACHER, { params: id });
      await call(schedules.update, TEACHER, { params: id, body: { title: 'Midterm: EQ, part 1' } });
      await call(schedules.preview, TEACHER, { params: id, query: { sample: '1' } });
      await call(schedules.previewAudio, TEACHER, { params: { ...id, branch: 'processed' }, query: { sample: '1' } });
      const draft = { area: TOY_AREA_ID, settings: request.settings, sample: 0 };
      await call(schedules.draftPreview, TEACHER, { body: draft });
      await call(schedules.draftPreviewAudio, TEACHER, { params: { branch: 'original' }, body: draft });
      await call(scheduleResults.results, TEACHER, { params: id });
      await call(scheduleResults.export, TEACHER, { params: id, query: { lang: 'zh-CN' } });
      await call(scheduleResults.resendGrades, TEACHER, { params: id });
      await call(schedules.remove, TEACHER, { params: id });
    } finally {
      t.setNow(null);
    }
  });

  it('reports, progress, learning and a student summary', async () => {
    const area = { area: TOY_AREA_ID };
    await call(reports.ownReport, student, { params: area, query: { kind: 'official' } });
    await call(totalReports.totalReport, TEACHER, { params: area, query: { kind: 'official', view: 'submissions' } });
    await call(totalReports.export, TEACHER, { params: area, query: { kind: 'official', lang: 'en', tz: 'Europe/Berlin' } });
    await call(students.summary, TEACHER, { params: { sub: STUDENT_SUB } });
    await call(progress.own, student);
    await call(learning.own, student, { params: area });
    await call(learning.class, TEACHER, { params: area, query: { organization: CONSERVATORY, from: '2026-01-01', to: '2026-12-31' } });
  });

  it('timbre recordings', async () => {
    const rate = 48_000;
    const tone = Float32Array.from({ length: 2 * rate }, (_, i) => 0.1 * Math.sin((2 * Math.PI * 440 * i) / rate));
    const wav = Buffer.from(encodeWav([tone], rate));
    const upload = await call(recordings.upload, TEACHER, { params: { instrument: 'erhu' }, body: wav as never }, {
      'content-type': 'audio/wav',
      'x-file-name': 'erhu.wav',
    });
    const { id } = upload.json<InstrumentRecording>();
    await call(recordings.list, student);
    await call(recordings.audio, student, { params: { id } });
    await call(recordings.remove, TEACHER, { params: { id } });
  });

  it('LTI: the tool, a platform, its login, a launch and its session', async () => {
    const { lti } = API_ROUTES;
    const platform = await startMockPlatform();
    try {
      const [organization] = await t.db.query<{ id: number }>('SELECT id FROM organizations ORDER BY id LIMIT 1');
      const added = (await call(lti.addPlatform, TEACHER, { body: platform.registration(organization?.id ?? 0) })).json<{ id: number }>();
      await call(lti.updatePlatform, TEACHER, { params: { id: String(added.id) }, body: { ...platform.registration(organization?.id ?? 0), name: 'Mock Moodle (renamed)' } });
      await call(lti.platforms, TEACHER);
      await call(lti.tool, TEACHER);
      await call(lti.jwks, student);
      const target = `${TEST_APP_ORIGIN}/eq`;
      const initiation = { iss: platform.issuer, login_hint: 'hint', target_link_uri: target };
      await call(lti.loginByGet, student, { query: initiation });
      const authorize = new URL((await call(lti.loginByPost, student, { body: initiation }, { 'content-type': FORM })).headers.location as string);
      const idToken = await platform.launchToken({ nonce: authorize.searchParams.get('nonce') ?? '', user: { sub: 'lti-contract' }, targetLinkUri: target });
      const launched = await call(lti.launch, student, { body: { id_token: idToken, state: authorize.searchParams.get('state') ?? '' } }, { 'content-type': FORM });
      const session = new URLSearchParams(new URL(launched.headers.location as string).hash.slice(1)).get('session');
      expect(session).toBeTruthy();
      await call(lti.renewSession, session ?? '');

      // A teacher's deep-linking request from the course, answered with nothing, posted back.
      const chooser = await launchThrough(t, platform, { user: { sub: 'lti-contract-teacher', roles: [INSTRUCTOR] }, targetLinkUri: target, claims: platform.deepLinkingClaims() });
      const handOver = handOverOf(chooser);
      const id = handOver.target.split('/').at(-1) ?? '';
      await call(lti.deepLink, handOver.session, { params: { id } });
      const { ticket } = (await call(lti.answerDeepLink, handOver.session, { params: { id }, body: { kind: 'none' } })).json<{ ticket: string }>();
      await call(lti.returnDeepLink, student, { body: { ticket } }, { 'content-type': FORM });

      // A registration URL, opened by the platform (registered already: the redirect says so).
      const invitation = (await call(lti.inviteRegistration, TEACHER, { body: { organizationId: organization?.id ?? 0 } })).json<{ url: string }>();
      const query = { openid_configuration: platform.openidConfigurationUrl, registration_token: platform.registrationToken };
      await call(lti.register, student, { params: { token: invitation.url.split('/').at(-1) ?? '' }, query });
      await call(lti.removePlatform, TEACHER, { params: { id: String(added.id) } });
    } finally {
      await platform.close();
    }
  });

  it('has called every route the contract names', () => {
    expect(ROUTES.map(({ name }) => name).filter((name) => !called.has(name))).toEqual([]);
  });
});
