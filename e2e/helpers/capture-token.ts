import type { Page, Request } from '@playwright/test';
import { readServerConfig } from '../../server/config.ts';
import { exchangeCode, signIn } from '../../server/identity/test-client.ts';
import { e2eEnv, e2eUrls } from '../e2e-env.ts';
import { expect } from '../fixtures.ts';
import { demoUser, type DemoRole } from './demo-accounts.ts';

/** Remembers the access token the SPA sends, so a test can ask the API what it stored. */
export function captureToken(page: Page): () => string {
  let token = '';
  page.on('request', (request: Request) => {
    const auth = request.headers().authorization;
    if (request.url().startsWith(e2eUrls.apiBase) && auth?.startsWith('Bearer ')) token = auth;
  });
  return () => {
    if (!token) throw new Error('the page has not called the API yet');
    return token;
  };
}

/** The identity provider the suite signs in to, as its own tests drive it (server/identity/test-client.ts). */
const identityProvider = readServerConfig(e2eEnv);

/**
 * The Authorization header of a demo role: a sign-in through the identity provider's login form
 * and a code exchange, as the SPA does them, but over HTTP alone. Measured, a page loading the SPA
 * to read its header took 4-5 s; this takes a fraction of a second.
 */
export async function tokenOf(role: DemoRole): Promise<string> {
  const user = demoUser(role);
  const signedIn = await signIn(identityProvider, user.email, user.password);
  const response = await exchangeCode(identityProvider, signedIn);
  expect(response.status, await response.clone().text()).toBe(200);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return `Bearer ${token}`;
}
