/** A launch from a mock platform through the API, as a browser makes it: the login, the platform's id_token, the form post. */
import { expect } from 'vitest';
import { LTI_REFUSED_PATH } from '../../../../src/api-contract';
import { TEST_APP_ORIGIN, type TestApp } from '../../testing/test-app';
import type { LaunchTokenOptions, MockPlatform } from './mock-platform';

/** Where the browser goes after the launch: the SPA's hand-over page, or its refusal page. */
export async function launchThrough(t: TestApp, platform: MockPlatform, token: Omit<LaunchTokenOptions, 'nonce'>): Promise<URL> {
  const query = new URLSearchParams({ iss: platform.issuer, login_hint: token.user.sub, target_link_uri: token.targetLinkUri || `${TEST_APP_ORIGIN}/` });
  const login = await t.app.inject({ method: 'GET', url: `/api/lti/login?${query.toString()}` });
  expect(login.statusCode).toBe(302);
  const authorize = new URL(login.headers.location as string);
  // The login refused already (an unknown platform): the browser is on the refusal's page.
  if (authorize.pathname === LTI_REFUSED_PATH) return authorize;
  const idToken = await platform.launchToken({ ...token, nonce: authorize.searchParams.get('nonce') ?? '' });
  const launched = await t.app.inject({
    method: 'POST',
    url: '/api/lti/launch',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ id_token: idToken, state: authorize.searchParams.get('state') ?? '' }).toString(),
  });
  expect(launched.statusCode).toBe(303);
  return new URL(launched.headers.location as string);
}

/** The launch's hand-over: its session and the page it leads to (throws on a refusal). */
export function handOverOf(location: URL): { session: string; target: string } {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const session = fragment.get('session');
  if (!session) throw new Error(`not launched: ${location.href}`);
  return { session, target: fragment.get('target') ?? '' };
}
