import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../demo-users.ts';
import {
  APP_ORIGIN,
  authorizeUrl,
  browse,
  CookieJar,
  exchangeCode,
  follow,
  pkcePair,
  signIn,
  SPA_REQUEST_SCOPE,
  startTestProvider,
  tokenRequest,
  type TestProvider,
} from './test-client.ts';

interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope: string;
}

function demoUser(email: string) {
  const user = DEMO_USERS.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  return user;
}

let provider: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider();
});

afterAll(async () => {
  await provider.stop();
});

async function verifyAccessToken(token: string) {
  const jwks = createRemoteJWKSet(new URL(`${provider.config.issuer}.well-known/jwks.json`));
  return jwtVerify(token, jwks, { issuer: provider.config.issuer, audience: provider.config.audience, algorithms: ['RS256'] });
}

describe('discovery', () => {
  it('publishes the Auth0-compatible endpoints under the exact issuer', async () => {
    const { issuer } = provider.config;
    const response = await fetch(`${issuer}.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}authorize`,
      token_endpoint: `${issuer}oauth/token`,
      end_session_endpoint: `${issuer}v2/logout`,
      jwks_uri: `${issuer}.well-known/jwks.json`,
      revocation_endpoint: `${issuer}oauth/revoke`,
      userinfo_endpoint: `${issuer}userinfo`,
      code_challenge_methods_supported: ['S256'],
      ui_locales_supported: ['en', 'zh-CN'],
    });
    expect(metadata.response_modes_supported).toEqual(expect.arrayContaining(['query', 'web_message']));
    expect(issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});

describe('authorization code + PKCE round trip', () => {
  it('gives the teacher an RS256 API token with read:admin, an ID token with name and e-mail, and a refresh token', async () => {
    const teacher = demoUser('teacher@auricle.example');
    const signedIn = await signIn(provider.config, teacher.email, teacher.password);
    expect(signedIn.callback.origin + signedIn.callback.pathname).toBe(`${APP_ORIGIN}/callback`);
    expect(signedIn.callback.searchParams.get('state')).toBe(signedIn.state);
    const code = signedIn.callback.searchParams.get('code');
    expect(code).toBeTruthy();

    const response = await exchangeCode(provider.config, signedIn);
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as TokenResponse;
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBeGreaterThan(3000);
    expect(tokens.refresh_token).toBeTruthy();

    expect(decodeProtectedHeader(tokens.access_token).alg).toBe('RS256');
    const { payload } = await verifyAccessToken(tokens.access_token);
    expect(payload.aud).toBe(provider.config.audience);
    expect(payload.iss).toBe(provider.config.issuer);
    expect(payload.sub).toBe(teacher.sub);
    expect(payload.permissions).toEqual(['read:admin']);
    expect(payload).toMatchObject({ name: teacher.name, email: teacher.email });
    expect(String(payload.scope).split(' ')).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));

    const jwks = createRemoteJWKSet(new URL(`${provider.config.issuer}.well-known/jwks.json`));
    const idToken = await jwtVerify(tokens.id_token, jwks, { issuer: provider.config.issuer, audience: provider.config.clientId });
    expect(idToken.payload).toMatchObject({ sub: teacher.sub, nonce: signedIn.nonce, name: teacher.name, email: teacher.email, email_verified: true });
  });

  it('gives a student an empty permissions list', async () => {
    const student = demoUser('student@auricle.example');
    const signedIn = await signIn(provider.config, student.email, student.password);
    const tokens = (await (await exchangeCode(provider.config, signedIn)).json()) as TokenResponse;
    const { payload } = await verifyAccessToken(tokens.access_token);
    expect(payload.sub).toBe(student.sub);
    expect(payload.permissions).toEqual([]);
    expect(payload.email).toBe(student.email);
  });

  it('refreshes with the scope auth0-spa-js repeats (including offline_access) and rotates the refresh token', async () => {
    const student = demoUser('student2@auricle.example');
    const signedIn = await signIn(provider.config, student.email, student.password);
    const first = (await (await exchangeCode(provider.config, signedIn)).json()) as TokenResponse;

    const refreshed = await tokenRequest(provider.config, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token ?? '',
      scope: SPA_REQUEST_SCOPE,
      audience: provider.config.audience,
      redirect_uri: `${APP_ORIGIN}/callback`,
    });
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as TokenResponse;
    expect(second.id_token).toBeTruthy();
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const { payload } = await verifyAccessToken(second.access_token);
    expect(payload).toMatchObject({ sub: student.sub, aud: provider.config.audience, permissions: [] });

    const replay = await tokenRequest(provider.config, { grant_type: 'refresh_token', refresh_token: first.refresh_token ?? '' });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('rejects a code exchanged with the wrong code_verifier', async () => {
    const student = demoUser('student@auricle.example');
    const signedIn = await signIn(provider.config, student.email, student.password);
    const response = await exchangeCode(provider.config, { ...signedIn, verifier: pkcePair().verifier });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('rejects an authorization request without PKCE', async () => {
    const jar = new CookieJar();
    const { url } = authorizeUrl(provider.config, { challenge: null });
    const result = await follow(jar, await browse(jar, url), provider.config.issuer);
    expect(result).toBeInstanceOf(URL);
    const callback = result as URL;
    expect(callback.origin + callback.pathname).toBe(`${APP_ORIGIN}/callback`);
    expect(callback.searchParams.get('error')).toBe('invalid_request');
    expect(callback.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(callback.searchParams.get('code')).toBeNull();
  });

  it('rejects an audience other than the API', async () => {
    const jar = new CookieJar();
    const { url } = authorizeUrl(provider.config, { challenge: pkcePair().challenge, extra: { audience: 'https://elsewhere.example/api/' } });
    const callback = (await follow(jar, await browse(jar, url), provider.config.issuer)) as URL;
    expect(callback.searchParams.get('error')).toBe('invalid_target');
  });
});

describe('SPA integration', () => {
  it('allows the token endpoint from the app origin only (CORS)', async () => {
    const student = demoUser('student@auricle.example');
    const signedIn = await signIn(provider.config, student.email, student.password);
    const form = {
      grant_type: 'authorization_code',
      code: signedIn.callback.searchParams.get('code') ?? '',
      code_verifier: signedIn.verifier,
      redirect_uri: `${APP_ORIGIN}/callback`,
    };
    const foreign = await tokenRequest(provider.config, form, { origin: 'http://evil.example' });
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = await fetch(`${provider.config.issuer}oauth/token`, {
      method: 'OPTIONS',
      headers: { origin: APP_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,auth0-client' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('auth0-client');

    const allowed = await tokenRequest(provider.config, form, { origin: APP_ORIGIN });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
  });

  it('answers silent sign-in (prompt=none, web_message) with a code while the session lives, login_required without one', async () => {
    const student = demoUser('student@auricle.example');
    const { jar } = await signIn(provider.config, student.email, student.password);
    const silent = authorizeUrl(provider.config, { challenge: pkcePair().challenge, extra: { prompt: 'none', response_mode: 'web_message' } });

    const withSession = await browse(jar, silent.url);
    expect(withSession.status).toBe(200);
    const html = await withSession.text();
    expect(html).toContain('authorization_response');
    expect(html).toMatch(/"code":"[^"]+"/);
    expect(html).toContain(`"state":"${silent.state}"`);

    const anonymous = await browse(new CookieJar(), silent.url);
    expect(await anonymous.text()).toContain('"error":"login_required"');
  });
});
