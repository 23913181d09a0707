import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createTokenVerifier } from './auth';
import { migrate, type Database } from './db';
import { seedBase } from './seed/base-seed';
import { TEST_AREAS } from './testing/test-area';
import { TEACHER, TEST_APP_ORIGIN } from './testing/test-app';
import { openTestDatabase } from './testing/test-database';
import { TEST_AUDIENCE, TEST_ISSUER, createTestTokens } from './testing/test-tokens';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  err?: Record<string, unknown>;
}

let db: Database;
let app: FastifyInstance;
let teacherToken: string;
const lines: string[] = [];

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  await seedBase(db);
  const tokens = await createTestTokens();
  teacherToken = await tokens.sign(TEACHER);
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({
    db,
    auth: createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, keySource: tokens.keySource }),
    config: { appOrigin: TEST_APP_ORIGIN },
    areas: TEST_AREAS,
    logger: { level: 'info', stream },
  });
  app.get('/api/failing', async () => {
    throw Object.assign(new Error('duplicate key value violates unique constraint "users_student_id"'), {
      code: '23505',
      detail: 'Key (student_id)=(S-4711) already exists.',
    });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

/** The JSON lines logged while `send` ran, and its answer. */
async function logged(send: () => Promise<LightMyRequestResponse>) {
  const from = lines.length;
  const response = await send();
  const raw = lines.slice(from);
  return { response, raw: raw.join('\n'), lines: raw.map((line) => JSON.parse(line) as LogLine) };
}

describe('request logs', () => {
  it('are JSON lines that carry the request id, which the response sends back', async () => {
    const { response, lines } = await logged(() => app.inject({ method: 'GET', url: '/api/health' }));
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    for (const line of lines) expect(line.reqId).toBe(id);
    expect(lines[0]?.req).toEqual({ method: 'GET', url: '/api/health' });
    expect(lines[1]?.res).toEqual({ statusCode: 200 });
  });

  it("keep a proxy's plain request id and replace one that could break a line or carry an address", async () => {
    const kept = await logged(() => app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'edge-7f3a.42:1' } }));
    expect(kept.response.headers['x-request-id']).toBe('edge-7f3a.42:1');
    expect(kept.lines.every((line) => line.reqId === 'edge-7f3a.42:1')).toBe(true);
    for (const bad of ['anna@uni.example', 'two words', 'x'.repeat(129), '"}{"level":60']) {
      const replaced = await logged(() => app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': bad } }));
      expect(replaced.response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(replaced.raw).not.toContain(bad);
    }
  });

  it('name the route, never the token, the sub in the path or the names and ids in the query', async () => {
    const sub = 'auth0|anna-berg-4711';
    const { response, raw, lines } = await logged(() =>
      app.inject({
        method: 'GET',
        url: `/api/students/${encodeURIComponent(sub)}/summary?user=Anna%20Berg&studentId=S-4711`,
        headers: { authorization: `Bearer ${teacherToken}`, cookie: 'session=secret-cookie' },
      }),
    );
    expect(response.statusCode).toBeLessThan(500);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line.reqId).toBe(response.headers['x-request-id']);
    expect(lines[0]?.req).toEqual({ method: 'GET', url: '/api/students/:sub/summary' });
    for (const secret of [teacherToken, teacherToken.split('.')[1] as string, 'anna-berg', 'Anna', 'S-4711', 'secret-cookie', '127.0.0.1']) {
      expect(raw).not.toContain(secret);
    }
  });

  it('keep only the first segment of a path no route matched, and log no request body', async () => {
    const { raw, lines } = await logged(() =>
      app.inject({
        method: 'POST',
        url: '/api/students/auth0%7Canna-berg/nothing?user=Anna',
        headers: { authorization: `Bearer ${teacherToken}` },
        payload: { name: 'Anna Berg', studentId: 'S-4711' },
      }),
    );
    expect(lines[0]?.req).toEqual({ method: 'POST', url: '/api/…' });
    for (const secret of ['anna-berg', 'Anna', 'S-4711']) expect(raw).not.toContain(secret);
  });

  it("log a failure's message and code, not the database's detail that quotes a row", async () => {
    const { response, raw, lines } = await logged(() => app.inject({ method: 'GET', url: '/api/failing' }));
    expect(response.statusCode).toBe(500);
    const failure = lines.find((line) => line.err);
    expect(failure?.reqId).toBe(response.headers['x-request-id']);
    expect(failure?.err).toMatchObject({ type: 'Error', code: '23505', message: expect.stringContaining('duplicate key') });
    expect(raw).not.toContain('S-4711');
  });
});
