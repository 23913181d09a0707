import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me, Organization } from '../../../src/api-contract';
import { DEMO_ORGANIZATIONS, DEMO_USERS } from '../../demo-users';
import { IDENTITY_CLAIMS } from '../auth';
import { seedBase } from '../seed/base-seed';
import { STUDENT, TEACHER, createTestApp, type TestApp } from '../testing/test-app';

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
      identityManaged: false,
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
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${encodeURIComponent(student.sub)}`,
      headers: { authorization: `Bearer ${await t.tokens.sign(TEACHER)}` },
      payload: { studentId: 'EDITED-1', organization: 'Institute of Acoustics' },
    });
    expect(edited.statusCode).toBe(200);
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

describe('PUT /api/me sets the identity once', () => {
  const put = (sub: string, studentId: string, organization: string) =>
    t.request('PUT', '/api/me', { sub }, { studentId, organization });

  it('refuses a second PUT that changes the student id or the organization, and keeps the first', async () => {
    expect((await put('test|once', 'O-1', 'Conservatory of Music')).statusCode).toBe(200);
    for (const [studentId, organization] of [
      ['O-2', 'Conservatory of Music'],
      ['O-1', 'Institute of Acoustics'],
    ] as const) {
      const res = await put('test|once', studentId, organization);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 409, message: expect.stringContaining('admin'), code: 'identity-locked' });
    }
    const me = (await t.request('GET', '/api/me', { sub: 'test|once' })).json<Me>();
    expect(me).toMatchObject({ studentId: 'O-1', organization: 'Conservatory of Music', identityManaged: false });
    const [row] = await t.db.query('SELECT identity_source, identity_set_by FROM users WHERE sub = $1', ['test|once']);
    expect(row).toEqual({ identity_source: 'student', identity_set_by: 'test|once' });
  });

  it('accepts the same values again, spelled with other case and spaces', async () => {
    expect((await put('test|repeat', 'R-1', 'Institute of Acoustics')).statusCode).toBe(200);
    const again = await put('test|repeat', '  r-1 ', 'institute of acoustics');
    expect(again.statusCode).toBe(200);
    expect(again.json<Me>()).toMatchObject({ studentId: 'R-1', organization: 'Institute of Acoustics' });
  });

  it('refuses a student id another student of the organization holds, whatever its case', async () => {
    expect((await put('test|first-holder', 'DUP-7', 'Conservatory of Music')).statusCode).toBe(200);
    const res = await put('test|second-holder', ' dup-7 ', 'Conservatory of Music');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 409, message: expect.stringContaining('dup-7'), code: 'student-id-taken' });
    expect((await t.request('GET', '/api/me', { sub: 'test|second-holder' })).json<Me>().studentId).toBeNull();
    // The same id in another organization is someone else.
    expect((await put('test|second-holder', 'DUP-7', 'Institute of Acoustics')).statusCode).toBe(200);
  });

  it('sets a half that is still empty and keeps the half that is set', async () => {
    await t.request('GET', '/api/me', { sub: 'test|half' });
    const organizationId = (await t.db.query<{ id: number }>("SELECT id FROM organizations WHERE name = 'Institute of Acoustics'"))[0]?.id;
    await t.db.query('UPDATE users SET organization_id = $2 WHERE sub = $1', ['test|half', organizationId]);
    expect((await put('test|half', 'H-1', 'Conservatory of Music')).json()).toMatchObject({ code: 'identity-locked' });
    const res = await put('test|half', 'H-1', 'Institute of Acoustics');
    expect(res.json<Me>()).toMatchObject({ studentId: 'H-1', organization: 'Institute of Acoustics' });
  });
});

describe('identity claims of the identity provider', () => {
  const claims = (organization: string, studentId: string) => ({
    [IDENTITY_CLAIMS.organization]: organization,
    [IDENTITY_CLAIMS.studentId]: studentId,
  });

  it('stores the claimed identity, says it is managed, and a PUT cannot override it', async () => {
    const who = { sub: 'test|claimed', claims: claims('Institute of Acoustics', 'IDP-1') };
    const me = (await t.request('GET', '/api/me', who)).json<Me>();
    expect(me).toMatchObject({ studentId: 'IDP-1', organization: 'Institute of Acoustics', identityManaged: true });
    const override = await t.request('PUT', '/api/me', who, { studentId: 'MINE-1', organization: 'Conservatory of Music' });
    expect(override.statusCode).toBe(409);
    expect(override.json()).toMatchObject({ code: 'identity-managed' });
    const same = await t.request('PUT', '/api/me', who, { studentId: 'IDP-1', organization: 'Institute of Acoustics' });
    expect(same.statusCode).toBe(200);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/test%7Cclaimed',
      headers: { authorization: `Bearer ${await t.tokens.sign(TEACHER)}` },
      payload: { studentId: 'ADMIN-1' },
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json()).toMatchObject({ code: 'identity-managed' });
  });

  it('wins over an identity the student set before', async () => {
    await t.request('PUT', '/api/me', { sub: 'test|moved' }, { studentId: 'OLD-1', organization: 'Conservatory of Music' });
    const who = { sub: 'test|moved', claims: claims('institute of acoustics', 'NEW-1') };
    const me = (await t.request('GET', '/api/me', who)).json<Me>();
    expect(me).toMatchObject({ studentId: 'NEW-1', organization: 'Institute of Acoustics', identityManaged: true });
    // A later token without the claims leaves the identity, now an ordinary one an admin may change.
    const bare = (await t.request('GET', '/api/me', { sub: 'test|moved' })).json<Me>();
    expect(bare).toMatchObject({ studentId: 'NEW-1', identityManaged: false });
  });

  it('creates an organization it does not know, and ignores half an identity', async () => {
    const who = { sub: 'test|new-school', claims: claims('Summer School of Audio', 'SS-1') };
    expect((await t.request('GET', '/api/me', who)).json<Me>()).toMatchObject({ organization: 'Summer School of Audio' });
    const names = (await t.request('GET', '/api/organizations', STUDENT)).json<Organization[]>().map((o) => o.name);
    expect(names).toContain('Summer School of Audio');
    const half = { sub: 'test|half-claims', claims: { [IDENTITY_CLAIMS.studentId]: 'HALF-1' } };
    expect((await t.request('GET', '/api/me', half)).json<Me>()).toMatchObject({ studentId: null, identityManaged: false });
  });

  it('keeps a claimed student id another user holds, flagged for an admin', async () => {
    await t.request('PUT', '/api/me', { sub: 'test|holder' }, { studentId: 'CLASH-1', organization: 'Conservatory of Music' });
    const who = { sub: 'test|claimed-clash', claims: claims('Conservatory of Music', 'clash-1') };
    expect((await t.request('GET', '/api/me', who)).statusCode).toBe(200);
    const rows = await t.db.query('SELECT sub, identity_conflict FROM users WHERE lower(student_id) = $1 ORDER BY sub', ['clash-1']);
    expect(rows).toEqual([
      { sub: 'test|claimed-clash', identity_conflict: true },
      { sub: 'test|holder', identity_conflict: false },
    ]);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/test%7Cholder',
      headers: { authorization: `Bearer ${await t.tokens.sign(TEACHER)}` },
      payload: { studentId: 'CLASH-2' },
    });
    expect(moved.statusCode).toBe(200);
    await t.request('GET', '/api/me', who);
    expect(await t.db.query('SELECT identity_conflict FROM users WHERE sub = $1', ['test|claimed-clash'])).toEqual([
      { identity_conflict: false },
    ]);
  });
});
