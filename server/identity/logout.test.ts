import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../demo-users.ts';
import {
  APP_ORIGIN,
  authorizeUrl,
  browse,
  CookieJar,
  follow,
  formAction,
  hiddenInputs,
  pkcePair,
  postForm,
  signIn,
  startTestProvider,
  type TestProvider,
} from './test-client.ts';

let provider: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider();
});

afterAll(async () => {
  await provider.stop();
});

const student = DEMO_USERS[0];
if (!student) throw new Error('demo users missing');

function logoutUrl(returnTo: string): string {
  const query = new URLSearchParams({ returnTo, client_id: provider.config.clientId });
  return `${provider.config.issuer}v2/logout?${query.toString()}`;
}

/** What the browser does with the auto-submitting logout page. */
async function submitLogoutPage(jar: CookieJar, page: Response): Promise<Response> {
  const html = await page.text();
  expect(html).toContain(".submit()");
  return postForm(jar, formAction(html, page.url), hiddenInputs(html));
}

async function silentSignIn(jar: CookieJar): Promise<string> {
  const { url } = authorizeUrl(provider.config, { challenge: pkcePair().challenge, extra: { prompt: 'none', response_mode: 'web_message' } });
  return (await browse(jar, url)).text();
}

describe('Auth0-style logout', () => {
  it('ends the provider session and lands on returnTo (the app origin) without a confirmation', async () => {
    const { jar } = await signIn(provider.config, student.email, student.password);
    expect(await silentSignIn(jar)).toMatch(/"code":"/);

    const page = await browse(jar, logoutUrl(APP_ORIGIN));
    expect(page.status).toBe(200);
    const done = await follow(jar, await submitLogoutPage(jar, page), provider.config.issuer);
    expect(done).toBeInstanceOf(URL);
    expect((done as URL).origin).toBe(APP_ORIGIN);

    expect(await silentSignIn(jar)).toContain('"error":"login_required"');
  });

  it('accepts returnTo with a trailing slash', async () => {
    const { jar } = await signIn(provider.config, student.email, student.password);
    const page = await browse(jar, logoutUrl(`${APP_ORIGIN}/`));
    const done = await follow(jar, await submitLogoutPage(jar, page), provider.config.issuer);
    expect((done as URL).href).toBe(`${APP_ORIGIN}/`);
  });

  it('goes straight back to the app when nobody is signed in', async () => {
    const jar = new CookieJar();
    const page = await browse(jar, logoutUrl(APP_ORIGIN));
    const html = await page.text();
    const form = postForm(jar, formAction(html, page.url), hiddenInputs(html));
    const done = await follow(jar, await form, provider.config.issuer);
    expect((done as URL).origin).toBe(APP_ORIGIN);
  });

  it('refuses a returnTo that is not registered', async () => {
    const response = await browse(new CookieJar(), logoutUrl('http://evil.example/'), { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('post_logout_redirect_uri not registered');
    expect(response.headers.get('location')).toBeNull();
  });
});
