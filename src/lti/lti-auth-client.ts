import type { AuthClient, AuthUser } from '../auth/auth-client';
import type { KeyValueStorage } from '../lib/storage';
import { claimsOfToken } from '../session';
import { clearLtiSession, LTI_ENDED_PATH, readLtiSession, writeLtiSession, type LtiSessionRecord } from './lti-session';

/** A session is renewed this long before it expires (the API's last 30 minutes). */
export const RENEW_BEFORE_MS = 5 * 60_000;

export interface LtiAuthClientOptions {
  storage: KeyValueStorage;
  /** The API's base URL with its trailing slash. */
  apiBaseUrl: string;
  now?: () => number;
  fetch?: typeof fetch;
  /** Leaves for `path` (sign-out: the page that sends the student back to the course). */
  navigate: (path: string) => void;
}

function userOf(token: string): AuthUser {
  try {
    const claims = claimsOfToken(token);
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
    const [sub, name, email] = [text(claims.sub), text(claims.name), text(claims.email)];
    return { ...(sub ? { sub } : {}), ...(name ? { name } : {}), ...(email ? { email } : {}) };
  } catch {
    return {};
  }
}

/**
 * The sign-in of a tab opened by an LTI launch: the launch's session stands in for the identity
 * provider's, renewed from the API while the launch is valid. Signing in again means launching
 * again from the course, so sign-in and sign-out both lead to the page that says so.
 */
export function createLtiAuthClient({ storage, apiBaseUrl, now = Date.now, fetch: fetchApi = fetch, navigate }: LtiAuthClientOptions): AuthClient {
  let renewing: Promise<LtiSessionRecord> | null = null;

  const valid = (session: LtiSessionRecord | null): session is LtiSessionRecord => session !== null && Date.parse(session.expiresAt) > now();

  async function renew(session: LtiSessionRecord): Promise<LtiSessionRecord> {
    const res = await fetchApi(`${apiBaseUrl}lti/session`, { method: 'POST', headers: { authorization: `Bearer ${session.token}` } });
    if (!res.ok) throw new Error(`The LTI session was not renewed (${res.status})`);
    const renewed = (await res.json()) as LtiSessionRecord;
    writeLtiSession(storage, renewed);
    return renewed;
  }

  async function current(): Promise<LtiSessionRecord> {
    const session = readLtiSession(storage);
    if (!valid(session)) throw new Error('The LTI session is over: launch Auricle again from the course');
    if (Date.parse(session.expiresAt) - now() > RENEW_BEFORE_MS) return session;
    renewing ??= renew(session).finally(() => {
      renewing = null;
    });
    // A renewal that fails leaves the session for the minutes it still has.
    return renewing.catch(() => session);
  }

  return {
    async checkSession() {
      await current().catch(() => undefined);
    },
    isAuthenticated: async () => valid(readLtiSession(storage)),
    async getUser() {
      const session = readLtiSession(storage);
      return valid(session) ? userOf(session.token) : undefined;
    },
    getAccessToken: async () => (await current()).token,
    async loginWithRedirect() {
      navigate(LTI_ENDED_PATH);
    },
    async handleRedirectCallback() {
      return { returnTo: '/' };
    },
    async logout() {
      clearLtiSession(storage);
      navigate(LTI_ENDED_PATH);
    },
  };
}
