import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../api/testing/test-app';
import {
  API_CONTENT_SECURITY_POLICY,
  STRICT_TRANSPORT_SECURITY,
  originOf,
  readSpaPolicyOrigins,
  registerSecurityHeaders,
  sentryIngestOrigin,
  spaContentSecurityPolicy,
} from './security-headers';
import { expectSecurityHeaders } from './testing/security-header-assertions';

const STUDENT = { sub: 'test|headers', name: 'Header Student', email: 'headers@uni.example' };

describe('the SPA content security policy', () => {
  const policy = spaContentSecurityPolicy({ identity: 'https://school.eu.auth0.com' });

  it('runs only the site’s own scripts, never inline or evaluated code', () => {
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('connects only to its own origin and the identity provider, and to Sentry only with a DSN', () => {
    expect(policy['connect-src']).toEqual(["'self'", 'https://school.eu.auth0.com']);
    expect(policy['frame-src']).toEqual(['https://school.eu.auth0.com']);
    const withSentry = spaContentSecurityPolicy({ identity: 'http://127.0.0.1:3001', sentry: sentryIngestOrigin('https://abc@o12.ingest.sentry.io/34') });
    expect(withSentry['connect-src']).toEqual(["'self'", 'http://127.0.0.1:3001', 'https://o12.ingest.sentry.io']);
  });

  it('reads origins from URLs and from bare Auth0 domains', () => {
    expect(originOf('school.eu.auth0.com')).toBe('https://school.eu.auth0.com');
    expect(originOf('http://127.0.0.1:3001/')).toBe('http://127.0.0.1:3001');
    expect(sentryIngestOrigin('')).toBeUndefined();
  });

  it('allows the identity provider the SPA was built with, else the issuer the API accepts', () => {
    expect(readSpaPolicyOrigins({ VITE_AUTH0_DOMAIN: 'school.eu.auth0.com', VITE_SENTRY_DSN: '' }, 'https://school.eu.auth0.com/')).toEqual({
      identity: 'https://school.eu.auth0.com',
      sentry: undefined,
    });
    expect(readSpaPolicyOrigins({ VITE_SENTRY_DSN: 'https://k@o9.ingest.sentry.io/1' }, 'http://127.0.0.1:4001/')).toEqual({
      identity: 'http://127.0.0.1:4001',
      sentry: 'https://o9.ingest.sentry.io',
    });
  });
});

describe('headers on the API', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it('on JSON answers', async () => {
    const response = await api.request('GET', '/api/me', STUDENT);
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response, API_CONTENT_SECURITY_POLICY);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('on errors and unknown paths', async () => {
    const unauthorised = await api.request('GET', '/api/me');
    expect(unauthorised.statusCode).toBe(401);
    expectSecurityHeaders(unauthorised, API_CONTENT_SECURITY_POLICY);
    const invalid = await api.request('POST', '/api/submissions', STUDENT, { submitId: 7 });
    expect(invalid.statusCode).toBe(400);
    expectSecurityHeaders(invalid, API_CONTENT_SECURITY_POLICY);
    const unknown = await api.request('GET', '/api/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expectSecurityHeaders(unknown, API_CONTENT_SECURITY_POLICY);
  });
});

describe('HSTS', () => {
  async function appTrusting(trustProxy: boolean): Promise<FastifyInstance> {
    const app = Fastify();
    await registerSecurityHeaders(app, { trustProxy });
    app.get('/', async () => ({ ok: true }));
    return app;
  }

  it('is sent over HTTPS as a trusted proxy reports it, never over plain HTTP', async () => {
    const behindProxy = await appTrusting(true);
    const viaHttps = await behindProxy.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(viaHttps.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    const viaHttp = await behindProxy.inject({ url: '/', headers: { 'x-forwarded-proto': 'http' } });
    expect(viaHttp.headers['strict-transport-security']).toBeUndefined();
    const direct = await appTrusting(false);
    const spoofed = await direct.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
