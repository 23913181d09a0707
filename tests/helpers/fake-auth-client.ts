/** An in-memory AuthClient for tests: no SDK, no network. */
import { vi } from 'vitest';
import type { AuthClient, AuthUser } from '../../src/auth';

export interface FakeAuthClientOptions {
  authenticated?: boolean;
  user?: AuthUser;
  accessToken?: string | Error;
  callback?: { returnTo: string } | Error;
}

export function createFakeAuthClient(options: FakeAuthClientOptions = {}) {
  const client = {
    checkSession: vi.fn(async () => undefined),
    isAuthenticated: vi.fn(async () => options.authenticated ?? false),
    getUser: vi.fn(async () => options.user),
    getAccessToken: vi.fn(async () => {
      if (options.accessToken instanceof Error) throw options.accessToken;
      return options.accessToken ?? '';
    }),
    loginWithRedirect: vi.fn(async (_returnTo: string) => undefined),
    handleRedirectCallback: vi.fn(async (_url: string) => {
      if (options.callback instanceof Error) throw options.callback;
      return options.callback ?? { returnTo: '/' };
    }),
    logout: vi.fn(async () => undefined),
  } satisfies AuthClient;
  return client;
}

/** An unsigned JWT with the given claims (the client never verifies signatures). */
export function unsignedJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'RS256' })}.${encode(claims)}.x`;
}
