import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LtiPlatform, LtiSession, Me } from '../../../src/api-contract';
import { createTestApp, STUDENT, TEACHER, TEST_APP_ORIGIN, type TestApp } from '../testing/test-app';
import { LTI_CLAIMS } from './lti-claims';
import { INSTRUCTOR, startMockPlatform, type LaunchTokenOptions, type MockPlatform, type MockUser } from './testing/mock-platform';

let t: TestApp;
let platform: MockPlatform;
let organization: { id: number; name: string };
const TARGET = `${TEST_APP_ORIGIN}/eq?mode=official`;
const ANNA: MockUser = { sub: 'moodle-user-17', name: 'Anna Lind', email: 'anna.lind@school.example', sourcedId: 'S-2026-017' };

/** The API's log, read by the test that no token is ever logged. */
const logged: string[] = [];

beforeAll(async () => {
  t = await createTestApp(undefined, { logTo: { write: (line) => logged.push(line) } });
  platform = await startMockPlatform();
  [organization] = (await t.db.query<{ id: number; name: string }>("SELECT id, name FROM organizations ORDER BY id LIMIT 1")) as [{ id: number; name: string }];
  const added = await t.request('POST', '/api/lti/platforms', TEACHER, platform.registration(organization.id));
  expect(added.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  await platform.close();
});

/** The platform starts the login; the tool answers with the platform's authorization URL, holding state and nonce. */
async function login(params: Record<string, string> = {}): Promise<URL> {
  const query = new URLSearchParams({ iss: platform.issuer, login_hint: 'hint-17', target_link_uri: TARGET, client_id: platform.clientId, lti_deployment_id: platform.deploymentId, ...params });
  const res = await t.app.inject({ method: 'GET', url: `/api/lti/login?${query.toString()}` });
  expect(res.statusCode).toBe(302);
  return new URL(res.headers.location as string);
}

const postLaunch = (form: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/lti/launch', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });

/** A whole launch: the login, the platform's id_token for its nonce, the form post; where the browser goes next. */
async function launch(user: MockUser, token: Partial<LaunchTokenOptions> = {}) {
  const authorize = await login();
  const state = authorize.searchParams.get('state') ?? '';
  const idToken = await platform.launchToken({ nonce: authorize.searchParams.get('nonce') ?? '', user, targetLinkUri: TARGET, ...token });
  const res = await postLaunch({ id_token: idToken, state });
  expect(res.statusCode).toBe(303);
  return { location: new URL(res.headers.location as string), form: { id_token: idToken, state } };
}

const sessionOf = (location: URL) => new URLSearchParams(location.hash.slice(1));
const refusal = (location: URL) => (location.pathname === '/lti/refused' ? location.searchParams.get('reason') : `not refused: ${location.pathname}`);
const count = async (table: string) => Number((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n);

describe('the OIDC login a platform starts', () => {
  it("sends the browser to the platform's authorization endpoint for an id_token posted back to the launch", async () => {
    const authorize = await login();
    expect(`${authorize.origin}${authorize.pathname}`).toBe(platform.registration(1).loginUrl);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: platform.clientId,
      redirect_uri: `${TEST_APP_ORIGIN}/api/lti/launch`,
      login_hint: 'hint-17',
      state: expect.stringMatching(/^[\w-]{43}$/),
      nonce: expect.stringMatching(/^[\w-]{43}$/),
    });
  });

  it('refuses an unknown issuer, an unknown deployment, a missing field and a link out of Auricle', async () => {
    const refused = async (params: Record<string, string>) => refusal(await login(params));
    expect(await refused({ iss: 'https://lms.elsewhere.example' })).toBe('unknown-platform');
    expect(await refused({ lti_deployment_id: 'deployment-9' })).toBe('unknown-deployment');
    expect(await refused({ login_hint: '' })).toBe('bad-request');
    expect(await refused({ target_link_uri: 'https://evil.example/eq' })).toBe('foreign-target');
  });
});

describe('a learner launching from the course', () => {
  it('lands in Auricle signed in, with the organization of the platform and the student id of the launch', async () => {
    const { location } = await launch(ANNA);
    expect(`${location.origin}${location.pathname}`).toBe(`${TEST_APP_ORIGIN}/lti/launched`);
    const session = sessionOf(location);
    expect(session.get('target')).toBe('/eq?mode=official');
    const me = await t.request('GET', '/api/me', session.get('session') ?? '');
    expect(me.statusCode).toBe(200);
    expect(me.json<Me>()).toMatchObject({ name: 'Anna Lind', email: 'anna.lind@school.example', organization: organization.name, studentId: 'S-2026-017', permissions: [] });
  });

  it('is the same Auricle user on the next launch by issuer and subject, never by e-mail', async () => {
    const first = await t.request('GET', '/api/me', sessionOf((await launch(ANNA)).location).get('session') ?? '');
    const again = await t.request('GET', '/api/me', sessionOf((await launch({ ...ANNA, email: 'anna@new.example' })).location).get('session') ?? '');
    expect(again.json<Me>().sub).toBe(first.json<Me>().sub);
    const namesake = await t.request('GET', '/api/me', sessionOf((await launch({ ...ANNA, sub: 'moodle-user-99', sourcedId: 'S-2026-099' })).location).get('session') ?? '');
    expect(namesake.json<Me>().sub).not.toBe(first.json<Me>().sub);
  });

  it('is known by e-mail when the platform sends no student id', async () => {
    const { location } = await launch({ sub: 'moodle-user-18', name: 'Ben Ek', email: 'ben@school.example' });
    expect((await t.request('GET', '/api/me', sessionOf(location).get('session') ?? '')).json<Me>()).toMatchObject({ studentId: 'ben@school.example' });
  });

  it("renews the session while the launch is valid, and not after", async () => {
    const token = sessionOf((await launch(ANNA)).location).get('session') ?? '';
    const renewed = await t.request('POST', '/api/lti/session', token);
    expect(renewed.statusCode).toBe(200);
    expect((await t.request('GET', '/api/me', renewed.json<LtiSession>().token)).statusCode).toBe(200);
    t.setNow(new Date(Date.now() + 9 * 3_600_000));
    try {
      expect((await t.request('POST', '/api/lti/session', token)).statusCode).toBe(401);
    } finally {
      t.setNow(null);
    }
    expect((await t.request('POST', '/api/lti/session', STUDENT)).statusCode).toBe(401);
  });
});

describe('an instructor launching from the course', () => {
  it('is signed in as a teacher, without a student identity, and is never asked for one: the platform says who they are', async () => {
    const { location } = await launch({ sub: 'moodle-teacher-1', name: 'Prof. Ek', roles: [INSTRUCTOR] });
    const session = sessionOf(location).get('session') ?? '';
    const me = (await t.request('GET', '/api/me', session)).json<Me>();
    expect(me).toMatchObject({ permissions: ['read:admin'], studentId: null, identityManaged: true });
    const typed = await t.request('PUT', '/api/me', session, { studentId: 'T-1', organization: organization.name });
    expect(typed.statusCode).toBe(409);
    expect((await t.request('GET', '/api/me', session)).json<Me>().studentId).toBeNull();
  });
});

describe('a launch refused', () => {
  it('for each check of the id_token, says why on a page of the SPA, and stores no launch', async () => {
    const launches = await count('lti_launches');
    const users = await count('lti_users');
    const forms: { id_token: string; state: string }[] = [];
    const refused = async (token: Partial<LaunchTokenOptions>, user = { ...ANNA, sub: 'moodle-user-50' }) => {
      const { location, form } = await launch(user, token);
      forms.push(form);
      return refusal(location);
    };
    expect(await refused({ expiresIn: -600 })).toBe('expired-token');
    expect(await refused({ foreignKey: true })).toBe('invalid-token');
    expect(await refused({ claims: { aud: ['another-tool', 'a-third-tool'] } })).toBe('wrong-audience');
    expect(await refused({ claims: { aud: [platform.clientId, 'another-tool'] } })).toBe('wrong-audience');
    expect(await refused({ claims: { nonce: undefined } })).toBe('invalid-token');
    expect(await refused({ claims: { nonce: 'a-nonce-of-another-login' } })).toBe('replayed');
    expect(await refused({ claims: { [LTI_CLAIMS.deploymentId]: 'deployment-9' } })).toBe('unknown-deployment');
    expect(await refused({ claims: { [LTI_CLAIMS.messageType]: 'LtiSubmissionReviewRequest' } })).toBe('unsupported-message');
    expect(await refused({ claims: { [LTI_CLAIMS.version]: '1.1' } })).toBe('unsupported-message');
    expect(await refused({ claims: { [LTI_CLAIMS.roles]: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Mentor'] } })).toBe('no-role');
    expect(await refused({ claims: { [LTI_CLAIMS.targetLinkUri]: 'https://evil.example/eq' } })).toBe('foreign-target');
    expect(await refused({ claims: { iss: 'https://lms.elsewhere.example' } })).toBe('unknown-platform');
    expect(await refused({ claims: { [LTI_CLAIMS.targetLinkUri]: `${TEST_APP_ORIGIN}/Schedules/6f1c2a4e-0000-4000-8000-000000000001` } })).toBe('teacher-link');
    expect(await refused({ claims: { [LTI_CLAIMS.targetLinkUri]: `${TEST_APP_ORIGIN}/%74otalreport/eq-report/` } })).toBe('teacher-link');
    expect(await count('lti_launches')).toBe(launches);
    expect(await count('lti_users')).toBe(users);

    // Each refusal is logged with its reason, and no line holds a token, its signature or the state.
    const refusals = logged.filter((line) => line.includes('LTI login or launch refused')).map((line) => (JSON.parse(line) as { lti: string }).lti);
    expect(refusals).toEqual(expect.arrayContaining(['teacher-link', 'expired-token', 'invalid-token', 'wrong-audience', 'replayed', 'unknown-deployment', 'unsupported-message', 'no-role', 'foreign-target', 'unknown-platform']));
    for (const { id_token: idToken, state } of forms) {
      const signature = idToken.split('.')[2] ?? idToken;
      expect(logged.filter((line) => line.includes(signature) || line.includes(state))).toEqual([]);
    }
  });

  it('when the same form is posted again (a replay), when the state is missing, or when the login is too old', async () => {
    const { form } = await launch({ ...ANNA, sub: 'moodle-user-51' });
    expect(refusal(new URL((await postLaunch(form)).headers.location as string))).toBe('replayed');
    expect(refusal(new URL((await postLaunch({ id_token: form.id_token })).headers.location as string))).toBe('bad-request');
    const authorize = await login();
    const idToken = await platform.launchToken({ nonce: authorize.searchParams.get('nonce') ?? '', user: ANNA, targetLinkUri: TARGET });
    t.setNow(new Date(Date.now() + 11 * 60_000));
    try {
      expect(refusal(new URL((await postLaunch({ id_token: idToken, state: authorize.searchParams.get('state') ?? '' })).headers.location as string))).toBe('login-expired');
    } finally {
      t.setNow(null);
    }
  });
});

describe('the tool for the platforms', () => {
  it('publishes its public key set, never the private half', async () => {
    const jwks = (await t.app.inject({ method: 'GET', url: '/api/lti/jwks' })).json<{ keys: Record<string, unknown>[] }>();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('gives teachers its URLs and the platforms registered; refuses students, a second registration and an unknown organization', async () => {
    expect((await t.request('GET', '/api/lti/tool', TEACHER)).json()).toEqual({
      loginUrl: `${TEST_APP_ORIGIN}/api/lti/login`,
      launchUrl: `${TEST_APP_ORIGIN}/api/lti/launch`,
      jwksUrl: `${TEST_APP_ORIGIN}/api/lti/jwks`,
    });
    expect((await t.request('GET', '/api/lti/platforms', TEACHER)).json<LtiPlatform[]>()).toEqual([
      expect.objectContaining({ issuer: platform.issuer, clientId: platform.clientId, deploymentIds: [platform.deploymentId], organization: organization.name }),
    ]);
    expect((await t.request('GET', '/api/lti/platforms', STUDENT)).statusCode).toBe(403);
    expect((await t.request('POST', '/api/lti/platforms', TEACHER, platform.registration(organization.id))).statusCode).toBe(409);
    expect((await t.request('POST', '/api/lti/platforms', TEACHER, { ...platform.registration(999_999), clientId: 'other' })).statusCode).toBe(400);
  });
});
