import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me, Organization } from '../../../src/lib/api-types';
import { DEMO_ORGANIZATIONS, DEMO_USERS } from '../../demo-users';
import { seedBase } from '../seed/base-seed';
import { STUDENT, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/organizations', () => {
  it('lists the demo organizations and more, sorted by name', async () => {
    const res = await t.request('GET', '/api/organizations', STUDENT);
    expect(res.statusCode).toBe(200);
    const names = res.json<Organization[]>().map((o) => o.name);
    for (const demo of DEMO_ORGANIZATIONS) expect(names).toContain(demo);
    expect(names.length).toBeGreaterThan(DEMO_ORGANIZATIONS.length);
    expect(names).toEqual([...names].sort());
  });
});

describe('GET /api/me', () => {
  it('creates a first-time user from the token claims, without a profile', async () => {
    const who = { sub: 'test|fresh', name: 'Fresh Person', email: 'fresh@uni.example', permissions: ['x:y'] };
    const res = await t.request('GET', '/api/me', who);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sub: 'test|fresh',
      name: 'Fresh Person',
      email: 'fresh@uni.example',
      studentId: null,
      organization: null,
      permissions: ['x:y'],
    } satisfies Me);
    const rows = await t.db.query<{ name: string }>('SELECT name FROM users WHERE sub = $1', ['test|fresh']);
    expect(rows).toEqual([{ name: 'Fresh Person' }]);
  });

  it('follows a changed name claim and keeps the stored one when a token has none', async () => {
    await t.request('GET', '/api/me', { sub: 'test|renamed', name: 'Old Name', email: 'r@uni.example' });
    const renamed = await t.request('GET', '/api/me', { sub: 'test|renamed', name: 'New Name' });
    expect(renamed.json<Me>()).toMatchObject({ name: 'New Name', email: 'r@uni.example' });
    const bare = await t.request('GET', '/api/me', { sub: 'test|renamed' });
    expect(bare.json<Me>()).toMatchObject({ name: 'New Name', email: 'r@uni.example' });
  });

  it('serves the seeded demo profiles, and none for the newcomer', async () => {
    const student = DEMO_USERS.find((u) => u.email === 'student@auricle.example');
    const newcomer = DEMO_USERS.find((u) => u.profile === null);
    if (!student || !newcomer) throw new Error('demo users changed');
    const res = await t.request('GET', '/api/me', { sub: student.sub });
    expect(res.json<Me>()).toMatchObject({
      name: student.name,
      email: student.email,
      studentId: student.profile?.studentId,
      organization: student.profile?.organization,
    });
    const fresh = await t.request('GET', '/api/me', { sub: newcomer.sub });
    expect(fresh.json<Me>()).toMatchObject({ studentId: null, organization: null });
  });

  it('seeds idempotently and never overwrites an edited profile', async () => {
    const student = DEMO_USERS[0];
    if (!student) throw new Error('no demo users');
    await t.request('PUT', '/api/me', { sub: student.sub }, { studentId: 'EDITED-1', organization: 'Institute of Acoustics' });
    await seedBase(t.db);
    const orgs = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM organizations');
    await seedBase(t.db);
    expect(await t.db.query('SELECT count(*)::int AS n FROM organizations')).toEqual(orgs);
    const me = (await t.request('GET', '/api/me', { sub: student.sub })).json<Me>();
    expect(me).toMatchObject({ studentId: 'EDITED-1', organization: 'Institute of Acoustics' });
  });
});

describe('PUT /api/me', () => {
  it('stores a trimmed student id and an existing organization', async () => {
    const res = await t.request('PUT', '/api/me', STUDENT, { studentId: '  S-42 ', organization: ' conservatory of MUSIC ' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Me>()).toMatchObject({ sub: STUDENT.sub, studentId: 'S-42', organization: 'Conservatory of Music' });
    const again = await t.request('GET', '/api/me', STUDENT);
    expect(again.json<Me>()).toMatchObject({ studentId: 'S-42', organization: 'Conservatory of Music' });
  });

  it.each([
    [{ studentId: 'S-1', organization: 'No Such School' }, 'Unknown organization'],
    [{ studentId: '   ', organization: 'Conservatory of Music' }, 'studentId'],
    [{ studentId: 'S-1', organization: '  ' }, 'organization'],
    [{ studentId: 'x'.repeat(65), organization: 'Conservatory of Music' }, 'studentId'],
    [{ studentId: 'S-1' }, 'organization'],
    [{ studentId: ['S-1'], organization: 'Conservatory of Music' }, 'studentId'],
    [{ studentId: 7, organization: 'Conservatory of Music' }, 'studentId'],
  ])('rejects %j with 400', async (body, mentions) => {
    const res = await t.request('PUT', '/api/me', { sub: 'test|bad-input' }, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: expect.stringContaining(mentions) });
    const me = (await t.request('GET', '/api/me', { sub: 'test|bad-input' })).json<Me>();
    expect(me.studentId).toBeNull();
  });
});
