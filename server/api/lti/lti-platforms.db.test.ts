import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LtiPlatform } from '../../../src/api-contract';
import { TEACHES_ORGANIZATION_CLAIM } from '../auth/identity-claims';
import { createTestApp, TEACHER, TEST_APP_ORIGIN, type TestApp } from '../testing/test-app';
import { LTI_CLAIMS } from './lti-claims';
import { handOverOf, launchThrough } from './testing/launch-flow';
import { startMockPlatform, type MockPlatform } from './testing/mock-platform';

let t: TestApp;
let moodle: MockPlatform;
let canvas: MockPlatform;
let organization: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  moodle = await startMockPlatform({ clientId: 'moodle-edit' });
  canvas = await startMockPlatform({ clientId: 'canvas-edit' });
  [organization] = (await t.db.query<{ id: number; name: string }>('SELECT id, name FROM organizations ORDER BY id LIMIT 1')) as [{ id: number; name: string }];
});
afterAll(async () => {
  await t.close();
  await moodle.close();
  await canvas.close();
});

const add = async (platform: MockPlatform) => (await t.request('POST', '/api/lti/platforms', TEACHER, platform.registration(organization.id))).json<LtiPlatform>();
const launchTo = (platform: MockPlatform, deploymentId: string) =>
  launchThrough(t, platform, { user: { sub: 'moodle-user-5' }, targetLinkUri: `${TEST_APP_ORIGIN}/eq`, claims: { [LTI_CLAIMS.deploymentId]: deploymentId } });

describe('a registered platform', () => {
  it("is corrected (another deployment), its courses launching at once; never into another platform's issuer and client", async () => {
    const ours = await add(moodle);
    const theirs = await add(canvas);
    expect((await launchTo(moodle, 'deployment-2')).searchParams.get('reason')).toBe('unknown-deployment');

    const corrected = await t.request('PUT', `/api/lti/platforms/${ours.id}`, TEACHER, { ...moodle.registration(organization.id), name: ' Moodle of the school ', deploymentIds: ['deployment-1', 'deployment-2'] });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json<LtiPlatform>()).toMatchObject({ id: ours.id, name: 'Moodle of the school', deploymentIds: ['deployment-1', 'deployment-2'] });
    expect(handOverOf(await launchTo(moodle, 'deployment-2')).target).toBe('/eq');

    const clash = await t.request('PUT', `/api/lti/platforms/${ours.id}`, TEACHER, canvas.registration(organization.id));
    expect(clash.statusCode).toBe(409);
    expect((await t.request('PUT', '/api/lti/platforms/999999', TEACHER, moodle.registration(organization.id))).statusCode).toBe(404);
    expect((await t.request('GET', '/api/lti/platforms', TEACHER)).json<LtiPlatform[]>().find((p) => p.id === theirs.id)?.clientId).toBe('canvas-edit');
  });

  it('is removed with its launches and courses, its users kept, and launches from it refused', async () => {
    const [platform] = (await t.request('GET', '/api/lti/platforms', TEACHER)).json<LtiPlatform[]>().filter((p) => p.clientId === 'moodle-edit');
    const limited = { sub: 'test|limited', permissions: ['read:admin'], claims: { [TEACHES_ORGANIZATION_CLAIM]: organization.name } };
    expect((await t.request('DELETE', `/api/lti/platforms/${platform?.id}`, limited)).statusCode).toBe(403);
    const users = await t.db.query('SELECT 1 FROM lti_users WHERE issuer = $1', [moodle.issuer]);
    expect(users.length).toBeGreaterThan(0);

    expect((await t.request('DELETE', `/api/lti/platforms/${platform?.id}`, TEACHER)).statusCode).toBe(204);
    expect((await t.request('DELETE', `/api/lti/platforms/${platform?.id}`, TEACHER)).statusCode).toBe(404);
    expect(await t.db.query('SELECT 1 FROM lti_launches WHERE platform_id = $1', [platform?.id])).toEqual([]);
    expect(await t.db.query('SELECT 1 FROM lti_users WHERE issuer = $1', [moodle.issuer])).toEqual(users);
    expect((await launchTo(moodle, 'deployment-1')).searchParams.get('reason')).toBe('unknown-platform');
  });
});
