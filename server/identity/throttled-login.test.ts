// The login form under wrong-password throttling, driven through the real provider with an injected clock.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../../locales/en/login.json' with { type: 'json' };
import zhCN from '../../locales/zh-CN/login.json' with { type: 'json' };
import { DEMO_USERS } from '../demo-users.ts';
import { LOGIN_THROTTLE_DEFAULTS } from './login-throttle.ts';
import { follow, openLoginPage, startTestProvider, submitLogin, type LoginPage, type TestProvider } from './test-client.ts';

const clock = { now: Date.UTC(2026, 0, 5, 8) };
let provider: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider(undefined, undefined, { throttle: { now: () => clock.now } });
});

afterAll(async () => {
  await provider.stop();
});

// Every request here comes from 127.0.0.1: past the window, the address's and the accounts' counters are forgotten.
beforeEach(() => {
  clock.now += LOGIN_THROTTLE_DEFAULTS.windowMs;
});

function demoUser(email: string) {
  const user = DEMO_USERS.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  return user;
}

const student = demoUser('student@auricle.example');
const teacher = demoUser('teacher@auricle.example');

async function failFiveTimes(page: LoginPage, emails: string[], messages = en): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const response = await submitLogin(page, emails[attempt % emails.length] ?? '', `wrong-${attempt}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(messages.errors.invalidCredentials);
  }
}

function tooManyAttempts(messages: typeof en, wait: string): string {
  return messages.errors.tooManyAttempts.replace('{{wait}}', wait);
}

describe('throttled login', () => {
  it('refuses the 6th wrong password with 429, saying how long to wait (en)', async () => {
    const page = await openLoginPage(provider.config, { uiLocales: 'en' });
    await failFiveTimes(page, [student.email]);
    const refused = await submitLogin(page, student.email, 'wrong-6');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    const html = await refused.text();
    expect(html).toContain(`role="alert" id="login-error">${tooManyAttempts(en, '1 second')}</p>`);
    expect(html).toContain(`value="${student.email}"`);
    expect(html).toContain('<form method="post"');
    expect(html).not.toContain('wrong-6');
  });

  it('says it in Chinese on the Chinese page', async () => {
    const page = await openLoginPage(provider.config, { uiLocales: 'zh-CN' });
    await failFiveTimes(page, [student.email], zhCN);
    const refused = await submitLogin(page, student.email, 'wrong-6');
    expect(refused.status).toBe(429);
    const html = await refused.text();
    expect(html).toContain(tooManyAttempts(zhCN, '1秒钟'));
    expect(html).toContain('登录失败次数过多');
  });

  it('refuses even the right password during the delay, and lets it in once the delay is over', async () => {
    const page = await openLoginPage(provider.config, { uiLocales: 'en' });
    await failFiveTimes(page, [student.email]);
    clock.now += 999;
    const early = await submitLogin(page, student.email, student.password);
    expect(early.status).toBe(429);
    expect(early.headers.get('location')).toBeNull();
    expect(await early.text()).toContain(tooManyAttempts(en, '1 second'));

    clock.now += 1;
    const callback = await follow(page.jar, await submitLogin(page, student.email, student.password), provider.config.issuer);
    expect(callback).toBeInstanceOf(URL);
    expect((callback as URL).searchParams.get('code')).toBeTruthy();
  });

  it('grows the delay with each further failure, up to a minute', async () => {
    const page = await openLoginPage(provider.config, { uiLocales: 'en' });
    await failFiveTimes(page, [student.email]);
    for (const seconds of [1, 2, 4, 8, 16, 32, 60, 60]) {
      const refused = await submitLogin(page, student.email, 'wrong');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(String(seconds));
      clock.now += seconds * 1000;
      expect((await submitLogin(page, student.email, 'wrong')).status).toBe(200);
    }
  });

  it('throttles one address across several accounts, known or not', async () => {
    const page = await openLoginPage(provider.config, { uiLocales: 'en' });
    await failFiveTimes(page, ['student@auricle.example', 'student2@auricle.example', 'nobody@auricle.example', 'Admin@Auricle.example', 'x@y.example']);
    const refused = await submitLogin(page, teacher.email, teacher.password);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(tooManyAttempts(en, '1 second'));
  });

  it('does not count a form with a missing field as a wrong password', async () => {
    const page = await openLoginPage(provider.config, { uiLocales: 'en' });
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect(await (await submitLogin(page, student.email, '')).text()).toContain(en.errors.missingFields);
    }
    const callback = await follow(page.jar, await submitLogin(page, student.email, student.password), provider.config.issuer);
    expect(callback).toBeInstanceOf(URL);
  });
});
