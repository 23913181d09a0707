import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LtiPlatform, LtiRegistrationInvitation } from '../../../src/api-contract';
import { TEACHES_ORGANIZATION_CLAIM } from '../auth/identity-claims';
import { createTestApp, STUDENT, TEACHER, TEST_APP_ORIGIN, type TestApp } from '../testing/test-app';
import { handOverOf, launchThrough } from './testing/launch-flow';
import { startMockPlatform, type MockPlatform } from './testing/mock-platform';

let t: TestApp;
let moodle: MockPlatform;
let organization: { id: number; name: string };
const DAY = 24 * 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  moodle = await startMockPlatform({ clientId: 'moodle-dynamic' });
  [organization] = (await t.db.query<{ id: number; name: string }>('SELECT id, name FROM organizations ORDER BY id LIMIT 1')) as [{ id: number; name: string }];
});
afterAll(async () => {
  await t.close();
  await moodle.close();
});

async function invite(): Promise<string> {
  const res = await t.request('POST', '/api/lti/registrations', TEACHER, { organizationId: organization.id });
  expect(res.statusCode).toBe(201);
  const invitation = res.json<LtiRegistrationInvitation>();
  expect(invitation).toMatchObject({ organization: organization.name });
  return invitation.url;
}

/** The platform opens the registration URL with its configuration and token; where the browser goes then. */
async function register(url: string, platform: MockPlatform, query: Record<string, string> = {}) {
  const start = new URLSearchParams({ openid_configuration: platform.openidConfigurationUrl, registration_token: platform.registrationToken, ...query });
  const res = await t.app.inject({ method: 'GET', url: `${new URL(url).pathname}?${start.toString()}` });
  expect(res.statusCode).toBe(303);
  const location = new URL(res.headers.location as string);
  expect(location.pathname).toBe('/lti/registered');
  return location.searchParams;
}

const platforms = async () => (await t.request('GET', '/api/lti/platforms', TEACHER)).json<LtiPlatform[]>();

describe('a platform registering itself from a registration URL (LTI Dynamic Registration)', () => {
  it("registers the tool at the platform with its URLs and services, and keeps the platform for the URL's organization", async () => {
    const url = await invite();
    expect(url.startsWith(`${TEST_APP_ORIGIN}/api/lti/register/`)).toBe(true);
    const result = await register(url, moodle);
    const host = new URL(moodle.issuer).host;
    expect(Object.fromEntries(result)).toEqual({ platform: `Moodle (${host})` });

    expect(moodle.registrations).toHaveLength(1);
    expect(moodle.registrations[0]).toMatchObject({
      initiate_login_uri: `${TEST_APP_ORIGIN}/api/lti/login`,
      redirect_uris: [`${TEST_APP_ORIGIN}/api/lti/launch`],
      jwks_uri: `${TEST_APP_ORIGIN}/api/lti/jwks`,
      token_endpoint_auth_method: 'private_key_jwt',
      'https://purl.imsglobal.org/spec/lti-tool-configuration': { target_link_uri: `${TEST_APP_ORIGIN}/`, messages: [{ type: 'LtiDeepLinkingRequest' }] },
    });
    expect(String(moodle.registrations[0]?.scope).split(' ')).toContain('https://purl.imsglobal.org/spec/lti-ags/scope/score');

    const registration = moodle.registration(organization.id);
    expect((await platforms()).find((p) => p.issuer === moodle.issuer)).toMatchObject({ ...registration, name: `Moodle (${host})`, organization: organization.name });

    // Its courses launch Auricle at once.
    expect(handOverOf(await launchThrough(t, moodle, { user: { sub: 'moodle-user-1' }, targetLinkUri: `${TEST_APP_ORIGIN}/eq` })).target).toBe('/eq');

    // The URL worked once; the same platform registered again is refused, stored once.
    expect((await register(url, moodle)).get('reason')).toBe('registration-expired');
    expect(moodle.registrations).toHaveLength(1);
    expect((await register(await invite(), moodle)).get('reason')).toBe('already-registered');
    expect((await platforms()).filter((p) => p.issuer === moodle.issuer)).toHaveLength(1);
  });

  it('says why a registration failed, storing nothing, and keeps the URL for another try, for a few', async () => {
    const canvas = await startMockPlatform({ clientId: 'canvas-dynamic' });
    try {
      const url = await invite();
      expect((await register(url, canvas, { registration_token: 'not-the-platforms' })).get('reason')).toBe('platform-refused');
      // A configuration whose issuer is on another host than the configuration itself.
      const elsewhere = canvas.openidConfigurationUrl.replace('127.0.0.1', 'localhost');
      expect((await register(url, canvas, { openid_configuration: elsewhere })).get('reason')).toBe('platform-configuration');
      expect((await register(url, canvas, { openid_configuration: 'file:///etc/passwd' })).get('reason')).toBe('platform-configuration');
      expect(canvas.registrations).toHaveLength(0);
      expect((await platforms()).filter((p) => p.clientId === 'canvas-dynamic')).toEqual([]);
      expect((await register(url, canvas)).get('platform')).toMatch(/^Moodle/);

      // A few failures use a URL up: nobody probes addresses with it.
      const probed = await invite();
      for (let i = 0; i < 5; i += 1) expect((await register(probed, canvas, { openid_configuration: `http://127.0.0.1:1/probe-${i}` })).get('reason')).toBe('platform-configuration');
      expect((await register(probed, canvas)).get('reason')).toBe('registration-expired');
    } finally {
      await canvas.close();
    }
  });

  it('expires a URL after a week, and lets only a teacher of every organization make one', async () => {
    const url = await invite();
    t.setNow(new Date(Date.now() + 8 * DAY));
    try {
      expect((await register(url, moodle)).get('reason')).toBe('registration-expired');
    } finally {
      t.setNow(null);
    }
    expect((await t.request('POST', '/api/lti/registrations', STUDENT, { organizationId: organization.id })).statusCode).toBe(403);
    const limited = { sub: 'test|limited', permissions: ['read:admin'], claims: { [TEACHES_ORGANIZATION_CLAIM]: organization.name } };
    expect((await t.request('POST', '/api/lti/registrations', limited, { organizationId: organization.id })).statusCode).toBe(403);
    expect((await t.request('POST', '/api/lti/registrations', TEACHER, { organizationId: 99_999 })).statusCode).toBe(400);
  });
});
