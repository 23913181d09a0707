import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../lib/storage';
import { createLtiAuthClient, RENEW_BEFORE_MS } from './lti-auth-client';
import { LTI_ENDED_PATH, readLtiSession, writeLtiSession } from './lti-session';

const NOW = Date.parse('2026-11-30T10:00:00Z');
const token = (claims: Record<string, unknown>) => `e30.${btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(claims)))).replace(/=+$/, '')}.sig`;
const SESSION = token({ sub: 'lti|1', name: '王芳', email: 'wang@school.example', permissions: [] });

function setUp(expiresInMs: number, renewal: { status: number; body?: unknown } = { status: 200 }) {
  const storage = createMemoryStorage();
  writeLtiSession(storage, { token: SESSION, expiresAt: new Date(NOW + expiresInMs).toISOString() });
  const fetched: { url: string; authorization: string | null }[] = [];
  const visited: string[] = [];
  const renewed = { token: 'renewed.token.sig', expiresAt: new Date(NOW + 30 * 60_000).toISOString() };
  const client = createLtiAuthClient({
    storage,
    apiBaseUrl: 'https://auricle.example/api/',
    now: () => NOW,
    navigate: (path) => void visited.push(path),
    fetch: async (url, init) => {
      fetched.push({ url: String(url), authorization: new Headers(init?.headers).get('authorization') });
      return new Response(JSON.stringify(renewal.body ?? renewed), { status: renewal.status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, storage, fetched, visited, renewed };
}

describe('the sign-in of a tab an LTI launch opened', () => {
  it("gives the launch's session to the API and its user to the app", async () => {
    const { client, fetched } = setUp(20 * 60_000);
    expect(await client.isAuthenticated()).toBe(true);
    expect(await client.getAccessToken()).toBe(SESSION);
    expect(await client.getUser()).toEqual({ sub: 'lti|1', name: '王芳', email: 'wang@school.example' });
    expect(fetched).toEqual([]);
  });

  it('renews the session in its last minutes, once for calls at the same time, and keeps the new one', async () => {
    const { client, fetched, storage, renewed } = setUp(RENEW_BEFORE_MS - 1000);
    expect(await Promise.all([client.getAccessToken(), client.getAccessToken()])).toEqual([renewed.token, renewed.token]);
    expect(fetched).toEqual([{ url: 'https://auricle.example/api/lti/session', authorization: `Bearer ${SESSION}` }]);
    expect(readLtiSession(storage)).toEqual(renewed);
  });

  it('keeps the minutes left when a renewal fails, and is signed out once the session expired', async () => {
    expect(await setUp(60_000, { status: 401 }).client.getAccessToken()).toBe(SESSION);
    const { client } = setUp(-1);
    expect(await client.isAuthenticated()).toBe(false);
    await expect(client.getAccessToken()).rejects.toThrow(/launch Auricle again/);
  });

  it('sends the student back to the course to sign in again, and forgets the session on sign-out', async () => {
    const { client, storage, visited } = setUp(20 * 60_000);
    await client.loginWithRedirect('/eq');
    await client.logout();
    expect(visited).toEqual([LTI_ENDED_PATH, LTI_ENDED_PATH]);
    expect(readLtiSession(storage)).toBeNull();
  });
});
