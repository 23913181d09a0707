import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en/login.json' with { type: 'json' };
import zhCN from '../../locales/zh-CN/login.json' with { type: 'json' };
import { DEMO_USERS } from '../demo-users.ts';
import {
  APP_ORIGIN,
  browse,
  follow,
  openLoginPage,
  startTestProvider,
  submitLogin,
  type TestProvider,
} from './test-client.ts';

let provider: TestProvider;

beforeAll(async () => {
  // These tests make several wrong attempts from one address; throttling has its own (throttled-login.test.ts).
  provider = await startTestProvider(undefined, undefined, { throttle: { freeFailures: 100 } });
});

afterAll(async () => {
  await provider.stop();
});

const student = DEMO_USERS[0];
if (!student) throw new Error('demo users missing');

describe('login page', () => {
  it('renders a labelled e-mail and password form with a submit button, the app name and no secrets', async () => {
    const { response, html } = await openLoginPage(provider.config, { uiLocales: 'en' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toMatch(/<label for="email">E-mail address<\/label>\s*<input id="email" name="email" type="email"/);
    expect(html).toMatch(/<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/);
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain('Auricle');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('prefers-color-scheme: dark');
    for (const user of DEMO_USERS) expect(html).not.toContain(user.password);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('follows ui_locales, then Accept-Language, then falls back to zh-CN', async () => {
    expect((await openLoginPage(provider.config, { uiLocales: 'zh-CN' })).html).toContain(`<h1>${zhCN.heading}</h1>`);
    expect((await openLoginPage(provider.config, { uiLocales: 'fr en' })).html).toContain(`<h1>${en.heading}</h1>`);
    expect((await openLoginPage(provider.config, { acceptLanguage: 'de;q=1, en-GB;q=0.8' })).html).toContain('<html lang="en">');
    expect((await openLoginPage(provider.config, { acceptLanguage: 'en;q=0.3, zh-TW;q=0.9' })).html).toContain('<html lang="zh-CN">');
    expect((await openLoginPage(provider.config, { acceptLanguage: 'fr' })).html).toContain('<html lang="zh-CN">');
  });

  it('shows the translated error for a wrong password, keeping the e-mail (en)', async () => {
    const page = await openLoginPage(provider.config, { uiLocales: 'en' });
    const response = await submitLogin(page, student.email, 'not-the-password');
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain(`role="alert" id="login-error">${en.errors.invalidCredentials}</p>`);
    expect(html).toContain(`value="${student.email}"`);
    expect(html).not.toContain('not-the-password');
  });

  it('shows the translated error for an unknown e-mail (zh-CN)', async () => {
    const page = await openLoginPage(provider.config, { uiLocales: 'zh-CN' });
    const response = await submitLogin(page, 'nobody@auricle.example', 'listen-2026');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(zhCN.errors.invalidCredentials);
    expect(html).toContain('电子邮箱或密码错误');
    expect(html).toContain('value="nobody@auricle.example"');
  });

  it('asks for both fields when one is empty', async () => {
    const page = await openLoginPage(provider.config, { uiLocales: 'en' });
    const response = await submitLogin(page, student.email, '');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(en.errors.missingFields);
  });

  it('escapes what it echoes back', async () => {
    const page = await openLoginPage(provider.config, { uiLocales: 'en' });
    const response = await submitLogin(page, '"><script>alert(1)</script>@x.example', 'whatever');
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@x.example"');
  });

  it('still signs in after a failed attempt', async () => {
    const page = await openLoginPage(provider.config, { uiLocales: 'en' });
    await submitLogin(page, student.email, 'wrong');
    const callback = await follow(page.jar, await submitLogin(page, student.email.toUpperCase(), student.password), provider.config.issuer);
    expect(callback).toBeInstanceOf(URL);
    expect((callback as URL).searchParams.get('code')).toBeTruthy();
  });

  it('switches language with the language links and keeps it for the form post', async () => {
    const page = await openLoginPage(provider.config, { uiLocales: 'en' });
    const switchedUrl = new URL(`${new URL(page.response.url).pathname}?lng=zh-CN`, provider.config.issuer).href;
    const switched = await browse(page.jar, switchedUrl);
    const html = await switched.text();
    expect(html).toContain(`<h1>${zhCN.heading}</h1>`);
    const response = await submitLogin({ ...page, html }, student.email, 'wrong');
    expect(await response.text()).toContain(zhCN.errors.invalidCredentials);
  });

  it('cancel returns access_denied to the app', async () => {
    const page = await openLoginPage(provider.config, { uiLocales: 'en' });
    const href = /<a href="([^"]+\/abort)">/.exec(page.html)?.[1];
    expect(href).toBeTruthy();
    const result = await follow(page.jar, await browse(page.jar, new URL(href ?? '', provider.config.issuer).href), provider.config.issuer);
    expect(result).toBeInstanceOf(URL);
    const callback = result as URL;
    expect(callback.origin + callback.pathname).toBe(`${APP_ORIGIN}/callback`);
    expect(callback.searchParams.get('error')).toBe('access_denied');
  });

  it('explains an expired or unknown sign-in request instead of failing blankly', async () => {
    const response = await fetch(`${provider.config.issuer}interaction/unknown-uid`, { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(en.error.expired);
    expect(html).toContain(`href="${APP_ORIGIN}/"`);
  });
});
