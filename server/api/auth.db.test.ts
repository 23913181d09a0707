import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT, TEACHER, TEST_APP_ORIGIN, createTestApp, type TestApp } from './testing/test-app';
import { TEST_AUDIENCE, TEST_ISSUER } from './testing/test-tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function expect401(token: string | undefined): Promise<void> {
  const res = await t.request('GET', '/api/me', token);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ status: 401, message: expect.any(String) });
}

describe('access tokens', () => {
  it('answers health without a token', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('rejects a request without a token, or with a malformed header', async () => {
    await expect401(undefined);
    const basic = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(basic.statusCode).toBe(401);
    await expect401('not-a-jwt');
  });

  it('accepts a valid RS256 token', async () => {
    const res = await t.request('GET', '/api/me', STUDENT);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sub: STUDENT.sub });
  });

  it('rejects a forged signature', async () => {
    await expect401(await t.tokens.forge(STUDENT));
  });

  it('rejects a token expired beyond the 60 s leeway but accepts one within it', async () => {
    await expect401(await t.tokens.sign({ ...STUDENT, expiresIn: -90 }));
    const withinLeeway = await t.request('GET', '/api/me', await t.tokens.sign({ ...STUDENT, expiresIn: -30 }));
    expect(withinLeeway.statusCode).toBe(200);
  });

  it('rejects a wrong audience and a wrong issuer', async () => {
    await expect401(await t.tokens.sign({ ...STUDENT, audience: 'http://127.0.0.1:3998/other/' }));
    await expect401(await t.tokens.sign({ ...STUDENT, issuer: 'http://evil.example/' }));
  });

  it('rejects an HS256 token even when it carries the right claims', async () => {
    const now = Math.floor(Date.now() / 1000);
    const hs256 = await new SignJWT({ permissions: ['read:admin'] })
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
      .setSubject(STUDENT.sub ?? '')
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode('a-shared-secret-that-is-long-enough-32b'));
    await expect401(hs256);
  });

  it('rejects a token without a subject', async () => {
    await expect401(await t.tokens.sign({ ...STUDENT, sub: null }));
  });

  it('gives a student 403 on every total-report endpoint, and a teacher 200', async () => {
    for (const url of ['/api/total-reports/eq', '/api/total-reports/eq/export', '/api/total-reports/eq?view=submissions']) {
      const res = await t.request('GET', url, STUDENT);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ status: 403, message: expect.stringContaining('read:admin') });
      expect((await t.request('GET', url, TEACHER)).statusCode, url).toBe(200);
    }
  });

  it('checks the token before validating the query', async () => {
    expect((await t.request('GET', '/api/total-reports/eq?pageSize=9999')).statusCode).toBe(401);
    expect((await t.request('GET', '/api/total-reports/eq?pageSize=9999', STUDENT)).statusCode).toBe(403);
    expect((await t.request('GET', '/api/total-reports/eq?pageSize=9999', TEACHER)).statusCode).toBe(400);
  });
});

describe('errors and CORS', () => {
  it('answers unknown paths and schema failures as { status, message }', async () => {
    const missing = await t.request('GET', '/api/nothing-here', STUDENT);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 404, message: expect.any(String) });
    const invalid = await t.request('GET', '/api/reports/not-an-area', STUDENT);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ status: 400, message: expect.stringContaining('area') });
  });

  it('allows the app origin only and exposes the export headers', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/me',
      headers: { origin: TEST_APP_ORIGIN, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe(TEST_APP_ORIGIN);
    const other = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'http://evil.example' } });
    expect(other.headers['access-control-allow-origin']).not.toBe('http://evil.example');
    const simple = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: TEST_APP_ORIGIN } });
    expect(String(simple.headers['access-control-expose-headers'])).toContain('X-Total-Rows');
    expect(String(simple.headers['access-control-expose-headers'])).toContain('Content-Disposition');
  });
});
