import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficialExam } from '../../src/api-contract';
import { buildApp } from './app';
import { createTokenVerifier } from './auth';
import { migrate, openingDatabase, type Database } from './db';
import { createInlineRenderPool } from './official-exams';
import { seedBase } from './seed/base-seed';
import { Startup } from './startup';
import { TEST_AREAS, TEST_COUNT } from './testing/test-area';
import { STUDENT, TEST_APP_ORIGIN } from './testing/test-app';
import { openTestDatabase } from './testing/test-database';
import { TEST_AUDIENCE, TEST_ISSUER, createTestTokens } from './testing/test-tokens';

const cleanups: (() => Promise<unknown>)[] = [];
/** The database the API is waiting for, opened and migrated ahead so that the test times only the API. */
let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  cleanups.push(() => db.close());
  await migrate(db);
  await seedBase(db);
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A promise and the function that settles it. */
function gate<T = void>(): { promise: Promise<T>; open: (value: T) => void } {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

describe('an API that listens before its database is open and its render threads are warm', () => {
  it('is alive at once, says why it is not ready until its start is done, and lets requests and official exams wait', async () => {
    const tokens = await createTestTokens();
    const student = await tokens.sign(STUDENT);
    const database = gate<Database>();
    const warmUp = gate();
    const startup = new Startup();
    const dir = await mkdtemp(path.join(tmpdir(), 'auricle-startup-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const pool = createInlineRenderPool(TEST_AREAS);
    const app = await buildApp({
      db: openingDatabase('pglite', database.promise),
      auth: createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, keySource: tokens.keySource }),
      config: { appOrigin: TEST_APP_ORIGIN },
      areas: TEST_AREAS,
      startup,
      sounds: {
        pool,
        dir,
        renderAhead: false,
        // A slow warm-up: it ends when the test says so.
        prepare: async () => {
          startup.doing('warming up the render threads');
          await warmUp.promise;
        },
      },
    });
    cleanups.push(() => app.close());
    const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

    expect((await get('/api/health')).json()).toEqual({ status: 'ok' });
    const opening = await get('/api/ready');
    expect(opening.statusCode).toBe(503);
    expect(opening.json()).toEqual({
      status: 'not-ready',
      failed: ['database', 'migrations', 'startup'],
      checks: { database: 'starting', migrations: 'starting', eventLoop: 'ok', startup: 'opening the database' },
    });

    // A request sent now waits for the database rather than failing.
    let answered = false;
    const me = get('/api/me', student).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    database.open(db);
    startup.serve();
    expect((await me).statusCode).toBe(200);

    // Warming up: served, but not ready yet; an official exam issued now gets its sounds.
    await expect.poll(async () => (await get('/api/ready')).json<{ checks: object }>().checks).toEqual({
      database: 'ok',
      migrations: 'ok',
      eventLoop: 'ok',
      startup: 'warming up the render threads',
    });
    const issued = await app.inject({ method: 'POST', url: '/api/official-exams', headers: { authorization: `Bearer ${student}` }, payload: { area: TEST_COUNT } });
    expect(issued.statusCode).toBe(201);
    const { examId } = issued.json<OfficialExam>();
    const sound = await get(`/api/official-exams/${examId}/questions/0/audio/processed`, student);
    expect(sound.statusCode).toBe(200);
    expect(sound.rawPayload.subarray(0, 4).toString()).toBe('fLaC');

    warmUp.open();
    await expect.poll(async () => (await get('/api/ready')).json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', eventLoop: 'ok', startup: 'ok' },
    });
  });
});
