import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me, Page, UserIdentity } from '../../../src/api-contract';
import { STUDENT, TEACHER, createTestApp, type TestApp, type TestTokenUser } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const [sub, studentId, organization] of [
    ['test|ida', 'ID-001', 'Conservatory of Music'],
    ['test|ivo', 'ID-002', 'Conservatory of Music'],
    ['test|isa', 'ID-001', 'Institute of Acoustics'],
  ] as const) {
    await t.request('PUT', '/api/me', { sub, name: `Name of ${sub}` }, { studentId, organization });
  }
});
afterAll(() => t.close());

async function patch(sub: string, body: unknown, who: TestTokenUser = TEACHER) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/users/${encodeURIComponent(sub)}`,
    headers: { authorization: `Bearer ${await t.tokens.sign(who)}` },
    payload: body as object,
  });
}

const list = async (query: string, who: TestTokenUser = TEACHER) => t.request('GET', `/api/users?${query}`, who);

describe('PATCH /api/users/:sub', () => {
  it('lets an admin change a student id and records who did it and when', async () => {
    const res = await patch('test|ivo', { studentId: ' ID-020 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json<UserIdentity>()).toMatchObject({
      sub: 'test|ivo',
      studentId: 'ID-020',
      organization: 'Conservatory of Music',
      identitySource: 'admin',
      identitySetBy: TEACHER.sub,
      identitySetAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      conflict: false,
    });
    expect((await t.request('GET', '/api/me', { sub: 'test|ivo' })).json<Me>().studentId).toBe('ID-020');
    // The student still cannot change it back.
    const back = await t.request('PUT', '/api/me', { sub: 'test|ivo' }, { studentId: 'ID-002', organization: 'Conservatory of Music' });
    expect(back.json()).toMatchObject({ code: 'identity-locked' });
  });

  it('moves a student to another organization', async () => {
    const res = await patch('test|ivo', { organization: 'school of recording arts' });
    expect(res.json<UserIdentity>()).toMatchObject({ studentId: 'ID-020', organization: 'School of Recording Arts' });
  });

  it('refuses a student id another student of the organization holds, whatever its case', async () => {
    const res = await patch('test|isa', { studentId: 'id-001', organization: 'Conservatory of Music' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 409, message: expect.stringContaining('id-001'), code: 'student-id-taken' });
    const isa = (await t.request('GET', '/api/me', { sub: 'test|isa' })).json<Me>();
    expect(isa).toMatchObject({ studentId: 'ID-001', organization: 'Institute of Acoustics' });
  });

  it('accepts the same student id in another organization, and the same values again', async () => {
    expect((await patch('test|isa', { studentId: 'ID-002' })).statusCode).toBe(200);
    expect((await patch('test|isa', { studentId: 'ID-002', organization: 'Institute of Acoustics' })).statusCode).toBe(200);
  });

  it('answers 403 without read:admin, and changes nothing', async () => {
    const res = await patch('test|ida', { studentId: 'HACKED' }, { sub: 'test|ida' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 403, message: expect.stringContaining('read:admin') });
    expect((await t.request('GET', '/api/me', { sub: 'test|ida' })).json<Me>().studentId).toBe('ID-001');
    expect((await list('', STUDENT)).statusCode).toBe(403);
  });

  it.each([
    ['test|nobody', { studentId: 'X-1' }, 404],
    ['test|ida', {}, 400],
    ['test|ida', { studentId: '   ' }, 400],
    ['test|ida', { organization: 'No Such School' }, 400],
    ['test|ida', { studentId: 'x'.repeat(65) }, 400],
  ])('refuses %s %j with %i', async (sub, body, status) => {
    expect((await patch(sub, body)).statusCode).toBe(status);
  });
});

describe('GET /api/users', () => {
  it('finds users by part of the name, e-mail or student id, within an organization', async () => {
    const byId = (await list('q=id-00')).json<Page<UserIdentity>>();
    expect(byId.rows.map((r) => r.sub).sort()).toEqual(['test|ida', 'test|isa']);
    const inOrg = (await list('q=id-00&organization=institute%20of%20acoustics')).json<Page<UserIdentity>>();
    expect(inOrg.rows.map((r) => r.sub)).toEqual(['test|isa']);
    const byName = (await list(`q=${encodeURIComponent('Name of test|ida')}`)).json<Page<UserIdentity>>();
    expect(byName).toMatchObject({ total: 1, rows: [{ sub: 'test|ida', studentId: 'ID-001' }] });
    // Wildcards match literally.
    expect((await list('q=%25')).json<Page<UserIdentity>>().total).toBe(0);
  });

  it('pages, and says the total past the last page', async () => {
    const first = (await list('pageSize=2')).json<Page<UserIdentity>>();
    expect(first.rows).toHaveLength(2);
    expect(first.total).toBeGreaterThan(4);
    const beyond = (await list('page=999&pageSize=2')).json<Page<UserIdentity>>();
    expect(beyond).toMatchObject({ rows: [], total: first.total, page: 999 });
    expect((await list('pageSize=101')).statusCode).toBe(400);
  });
});

describe('duplicates stored before the rule', () => {
  it('are listed first and flagged until an admin resolves them', async () => {
    const org = (await t.db.query<{ id: number }>("SELECT id FROM organizations WHERE name = 'College of Music Technology'"))[0]?.id;
    await t.db.query(
      `INSERT INTO users (sub, name, student_id, organization_id, identity_conflict)
       VALUES ('test|old-a', 'Old A', 'OLD-9', $1, true), ('test|old-b', 'Old B', 'old-9', $1, true)`,
      [org],
    );
    const flagged = (await list('organization=College%20of%20Music%20Technology')).json<Page<UserIdentity>>();
    expect(flagged.rows.map((r) => [r.sub, r.conflict])).toEqual([
      ['test|old-a', true],
      ['test|old-b', true],
    ]);
    // Keeping the id of one is refused while the other still holds it.
    expect((await patch('test|old-a', { studentId: 'OLD-9' })).json()).toMatchObject({ code: 'student-id-taken' });
    expect((await patch('test|old-b', { studentId: 'OLD-10' })).json<UserIdentity>()).toMatchObject({ conflict: false });
    expect((await patch('test|old-a', { studentId: 'OLD-9' })).json<UserIdentity>()).toMatchObject({ conflict: false });
  });
});
