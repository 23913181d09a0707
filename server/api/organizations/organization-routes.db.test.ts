/** Teachers manage the organizations: add, rename, and delete only one nothing refers to. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organization } from '../../../src/api-contract';
import { CONSERVATORY, SCHEDULE_AREAS, createSchedule, send, studentOf } from '../schedules/schedule-test-kit';
import { STUDENT, TEACHER, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(SCHEDULE_AREAS);
});
afterAll(() => t.close());

const names = async (): Promise<string[]> => (await t.request('GET', '/api/organizations', STUDENT)).json<Organization[]>().map((o) => o.name);
const add = (name: unknown, who = TEACHER) => send(t, 'POST', '/api/organizations', who, { name });
const rename = (id: number, name: unknown, who = TEACHER) => send(t, 'PATCH', `/api/organizations/${id}`, who, { name });
const remove = (id: number, who = TEACHER) => send(t, 'DELETE', `/api/organizations/${id}`, who);

describe('POST /api/organizations', () => {
  it('adds a trimmed name (201), listed for everyone signed in', async () => {
    const res = await add('  Film School  ');
    expect(res.statusCode).toBe(201);
    expect(res.json<Organization>()).toEqual({ id: expect.any(Number), name: 'Film School' });
    expect(await names()).toContain('Film School');
  });

  it('refuses a name that exists in any case (409), a blank and a too long one (400), and stores nothing', async () => {
    const before = await names();
    const taken = await add('conservatory OF music');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'organization-exists', message: expect.stringContaining(CONSERVATORY) });
    expect((await add('   ')).json()).toMatchObject({ status: 400, message: expect.stringMatching(/name must be 1 to 100 characters/) });
    expect((await add('x'.repeat(101))).statusCode).toBe(400);
    expect((await add(7)).statusCode).toBe(400);
    expect(await names()).toEqual(before);
  });

  it('is for read:admin holders only', async () => {
    expect((await add('Student Union', STUDENT)).statusCode).toBe(403);
    expect(await names()).not.toContain('Student Union');
  });
});

describe('PATCH /api/organizations/:id', () => {
  it('renames, also to another case of its own name, and refuses another organization’s name', async () => {
    const id = (await add('Sound Lab')).json<Organization>().id;
    expect((await rename(id, 'Sound Laboratory')).json<Organization>()).toEqual({ id, name: 'Sound Laboratory' });
    expect((await rename(id, 'SOUND LABORATORY')).json<Organization>()).toEqual({ id, name: 'SOUND LABORATORY' });
    const taken = await rename(id, CONSERVATORY.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'organization-exists' });
    expect((await rename(id, '')).statusCode).toBe(400);
    expect(await names()).toContain('SOUND LABORATORY');
  });

  it('answers 404 for a missing organization and 403 without read:admin', async () => {
    expect((await rename(999_999, 'Nobody')).statusCode).toBe(404);
    const id = (await add('Acoustics Club')).json<Organization>().id;
    expect((await rename(id, 'Renamed', STUDENT)).statusCode).toBe(403);
  });
});

describe('DELETE /api/organizations/:id', () => {
  it('deletes one nothing refers to (204)', async () => {
    const id = (await add('Short-lived')).json<Organization>().id;
    expect((await remove(id)).statusCode).toBe(204);
    expect(await names()).not.toContain('Short-lived');
    expect((await remove(id)).statusCode).toBe(404);
  });

  it('never deletes one with students (409), nor one a scheduled exam is set for', async () => {
    const withStudent = (await add('Choir')).json<Organization>().id;
    await studentOf(t, 'Choir');
    const refused = await remove(withStudent);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'organization-in-use', message: expect.stringMatching(/Choir.*1 user/) });

    const withSchedule = (await add('Orchestra')).json<Organization>().id;
    await createSchedule(t, { organizations: [withSchedule] });
    expect((await remove(withSchedule)).json()).toMatchObject({ status: 409, code: 'organization-in-use', message: expect.stringMatching(/scheduled exam/) });
    expect(await names()).toEqual(expect.arrayContaining(['Choir', 'Orchestra']));
    expect((await remove(withStudent, STUDENT)).statusCode).toBe(403);
  });
});
