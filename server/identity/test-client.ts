// Test helpers: start the provider in-process and drive it with fetch, the way a browser would.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readServerConfig, type ServerConfig } from '../config.ts';
import { startIdentityProvider, type IdentityProviderHandle, type IdentityProviderOptions } from './identity-provider.ts';

export const APP_ORIGIN = 'http://127.0.0.1:5999';
export const AUDIENCE = 'http://127.0.0.1:5998/api/';
/** What auth0-spa-js asks for with `useRefreshTokens: true`. */
export const SPA_REQUEST_SCOPE = 'openid profile email offline_access';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface TestProvider {
  config: ServerConfig;
  idp: IdentityProviderHandle;
  dataDir: string;
  /** Stops the provider; keeps the data directory unless `removeData`. */
  stop(removeData?: boolean): Promise<void>;
}

/** Starts a provider on 127.0.0.1 (whatever IDP_HOST says) unless `options.listen` says otherwise. */
export async function startTestProvider(dataDir?: string, fixedPort?: number, options: IdentityProviderOptions = {}): Promise<TestProvider> {
  const dir = dataDir ?? (await mkdtemp(path.join(tmpdir(), 'auricle-idp-')));
  const port = fixedPort ?? (await freePort());
  const config = readServerConfig({
    IDP_PORT: String(port),
    APP_ORIGIN: APP_ORIGIN,
    AUTH_AUDIENCE: AUDIENCE,
    AURICLE_DATA_DIR: dir,
  });
  const idp = await startIdentityProvider(config, { listen: { host: '127.0.0.1', allowNonLoopback: false }, ...options });
  return {
    config,
    idp,
    dataDir: dir,
    async stop(removeData = true) {
      await idp.close();
      if (removeData) await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A minimal cookie jar: cookies by name, ignoring path, which is enough for one host. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get size(): number {
    return this.cookies.size;
  }
}

/** fetch without following redirects, carrying and collecting cookies. */
export async function browse(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (jar.size) headers.set('cookie', jar.header());
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(response);
  return response;
}

export function location(response: Response, base: string): string {
  const value = response.headers.get('location');
  if (!value) throw new Error(`expected a redirect, got ${response.status}`);
  return new URL(value, base).href;
}

/** Follows redirects until one leaves the provider (the app's callback or logout target) or a page renders. */
export async function follow(jar: CookieJar, response: Response, issuer: string): Promise<Response | URL> {
  let current = response;
  let url = current.url;
  for (let hops = 0; hops < 10 && current.status >= 300 && current.status < 400; hops += 1) {
    url = location(current, url || issuer);
    if (!url.startsWith(issuer)) return new URL(url);
    current = await browse(jar, url);
  }
  return current;
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface AuthorizeOptions {
  uiLocales?: string;
  challenge?: string | null;
  extra?: Record<string, string>;
}

/** An authorization request as auth0-spa-js builds it. */
export function authorizeUrl(config: ServerConfig, options: AuthorizeOptions = {}): { url: string; state: string; nonce: string } {
  const state = randomBytes(12).toString('base64url');
  const nonce = randomBytes(12).toString('base64url');
  const params = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: `${config.appOrigin}/callback`,
    audience: config.audience,
    scope: SPA_REQUEST_SCOPE,
    response_type: 'code',
    response_mode: 'query',
    state,
    nonce,
    auth0Client: Buffer.from('{"name":"auth0-spa-js","version":"2.27.0"}').toString('base64'),
    ...(options.uiLocales ? { ui_locales: options.uiLocales } : {}),
    ...(options.challenge === null ? {} : { code_challenge: options.challenge ?? '', code_challenge_method: 'S256' }),
    ...options.extra,
  });
  return { url: `${config.issuer}authorize?${params.toString()}`, state, nonce };
}

/** The login page's form action, from its HTML. */
export function formAction(html: string, base: string): string {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no form on the page');
  return new URL(action.replace(/&amp;/g, '&'), base).href;
}

export function hiddenInputs(html: string): URLSearchParams {
  const form = new URLSearchParams();
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)) {
    form.set(match[1] ?? '', match[2] ?? '');
  }
  return form;
}

export function postForm(jar: CookieJar, url: string, form: URLSearchParams, headers: Record<string, string> = {}): Promise<Response> {
  return browse(jar, url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: form.toString(),
  });
}

export interface LoginPage {
  jar: CookieJar;
  response: Response;
  html: string;
}

/** Opens the login page the way the SPA's redirect does, in a fresh cookie jar. */
export async function openLoginPage(config: ServerConfig, options: { uiLocales?: string; acceptLanguage?: string } = {}): Promise<LoginPage> {
  const jar = new CookieJar();
  const { url } = authorizeUrl(config, { challenge: pkcePair().challenge, uiLocales: options.uiLocales });
  const headers = options.acceptLanguage ? { 'accept-language': options.acceptLanguage } : undefined;
  const first = await browse(jar, url, { headers });
  const interactionUrl = new URL(first.headers.get('location') ?? '', config.issuer).href;
  const response = await browse(jar, interactionUrl, { headers });
  return { jar, response, html: await response.text() };
}

/** Posts the login form of `page` (its language included) with these credentials. */
export function submitLogin(page: LoginPage, email: string, password: string): Promise<Response> {
  const action = formAction(page.html, page.response.url);
  const lng = /name="lng" value="([^"]+)"/.exec(page.html)?.[1] ?? '';
  return postForm(page.jar, action, new URLSearchParams({ email, password, lng }));
}

export interface SignedIn {
  callback: URL;
  verifier: string;
  state: string;
  nonce: string;
  jar: CookieJar;
}

/** Runs /authorize -> login page -> credentials -> redirects, ending at the app's callback. */
export async function signIn(config: ServerConfig, email: string, password: string, jar = new CookieJar()): Promise<SignedIn> {
  const { verifier, challenge } = pkcePair();
  const { url, state, nonce } = authorizeUrl(config, { challenge, uiLocales: 'en' });
  const loginPage = await follow(jar, await browse(jar, url), config.issuer);
  if (loginPage instanceof URL) throw new Error(`no login page: ${loginPage.href}`);
  const html = await loginPage.text();
  const form = new URLSearchParams({ email, password });
  const submitted = await postForm(jar, formAction(html, loginPage.url), form);
  const callback = await follow(jar, submitted, config.issuer);
  if (!(callback instanceof URL)) throw new Error(`sign-in did not reach the app: ${callback.status}`);
  return { callback, verifier, state, nonce, jar };
}

export async function tokenRequest(config: ServerConfig, form: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${config.issuer}oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ client_id: config.clientId, ...form }).toString(),
  });
}

export async function exchangeCode(config: ServerConfig, signedIn: SignedIn): Promise<Response> {
  return tokenRequest(config, {
    grant_type: 'authorization_code',
    code: signedIn.callback.searchParams.get('code') ?? '',
    code_verifier: signedIn.verifier,
    redirect_uri: `${config.appOrigin}/callback`,
  });
}
