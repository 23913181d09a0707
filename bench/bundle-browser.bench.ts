/**
 * JavaScript as a student's browser loads it: the built app, served as static files
 * with the real identity provider and API, opened in headless Chromium (the tests' launcher).
 * Every script response is recorded and sized as it would be transferred gzipped (Node's gzip
 * of the bytes the browser received, as a CDN would send them).
 * - initial_js_gzip_kb: the larger of the two first loads: `/` signed out and `/eq` signed in,
 *   counting every script requested before first contentful paint (resource timing); also
 *   reported apart as initial_home_js_gzip_kb and initial_eq_js_gzip_kb; first_load_home_js_gzip_kb
 *   and first_load_eq_js_gzip_kb count everything those loads fetch until the network is quiet,
 *   so what loads after the paint (the sign-in SDK, the other pages' strings) stays visible.
 * - largest_route_js_gzip_kb: for each area page and report (the teacher's total report too),
 *   opened by a click in the drawer from the signed-in home page, the script bytes fetched
 *   from the click until the network has been quiet for 800 ms; the largest of them, named
 *   on the console. Each route starts from a freshly loaded home page, in a fresh context.
 * BENCH_DEBUG=1 lists the scripts of each first load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from 'playwright';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
import { build, preview } from 'vite';
import { chromiumArgs, chromiumPath } from '../chromium.config.ts';
import { buildApp, createTokenVerifier, migrate, openDatabase, remoteKeySource, seedBase } from '../server/api/index.ts';
import { readServerConfig } from '../server/config.ts';
import { DEMO_USERS } from '../server/demo-users.ts';
import { AREAS_IN_NAV_ORDER, areaRecord } from '../src/lib/area-registry.ts';
import { startIdentityProvider } from '../server/identity/identity-provider.ts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PORTS = { app: 4373, idp: 4301, api: 4300 } as const;
const QUIET_MS = 800;

/** Drawer links (their paths) whose pages are measured, as a student and as a teacher. */
const STUDENT_ROUTES = [...AREAS_IN_NAV_ORDER.map((area) => area.page), areaRecord('eq').report[0]];
const TEACHER_ROUTES = [areaRecord('eq').totalReport];

const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

interface ScriptLog {
  /** Gzip bytes of every script response so far, by URL. */
  sizes: Map<string, number>;
  inFlight: number;
  lastActivity: number;
}

/** Records the page's script responses (sized gzipped) and its network activity. */
function recordScripts(page: Page): ScriptLog {
  const log: ScriptLog = { sizes: new Map(), inFlight: 0, lastActivity: Date.now() };
  page.on('request', () => {
    log.inFlight += 1;
    log.lastActivity = Date.now();
  });
  const settled = (): void => {
    log.inFlight = Math.max(0, log.inFlight - 1);
    log.lastActivity = Date.now();
  };
  page.on('requestfailed', settled);
  page.on('requestfinished', async (request) => {
    try {
      if (request.resourceType() === 'script' || request.url().endsWith('.js')) {
        const body = await (await request.response())?.body();
        if (body) log.sizes.set(request.url(), gzipSync(body).length);
      }
    } finally {
      settled();
    }
  });
  return log;
}

async function networkQuiet(log: ScriptLog): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (log.inFlight === 0 && Date.now() - log.lastActivity >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the network did not go quiet within 30 s');
}

/**
 * Script bytes of the first load of `url` in a fresh context: those requested before first
 * contentful paint, and all of them until the network is quiet (what loads after the paint).
 */
async function firstLoadKb(context: BrowserContext, url: string): Promise<{ beforePaint: number; total: number }> {
  const page = await context.newPage();
  const log = recordScripts(page);
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 30_000 });
  await networkQuiet(log);
  const early = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime <= fcp && (entry.initiatorType === 'script' || entry.name.endsWith('.js')))
      .map((entry) => entry.name);
  });
  const scripts = new Set([...early, ...(await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean)))]);
  let bytes = 0;
  for (const src of scripts) bytes += log.sizes.get(src) ?? 0;
  if (process.env.BENCH_DEBUG) console.info(url, [...scripts].map((u) => `${u.slice(-28)} ${log.sizes.get(u)}`));
  const total = [...log.sizes.values()].reduce((sum, size) => sum + size, 0);
  await context.close();
  return { beforePaint: kb(bytes), total: kb(total) };
}

/**
 * Script bytes fetched from a click on the drawer link to `route` until the network is quiet.
 * A fresh context (signed in by its stored session) each time: no script comes from a cache.
 */
async function routeKb(newContext: () => Promise<BrowserContext>, route: string): Promise<number> {
  const context = await newContext();
  const page = await context.newPage();
  const log = recordScripts(page);
  await page.goto('/');
  await page.locator(`nav a[href="${route}"]`).first().waitFor({ timeout: 30_000 });
  await networkQuiet(log);
  const before = new Set(log.sizes.keys());
  // The quiet period counts from the click, not from the home page's last request.
  log.lastActivity = Date.now();
  await page.locator(`nav a[href="${route}"]`).first().click();
  await page.waitForURL((url) => url.pathname === route);
  await networkQuiet(log);
  let bytes = 0;
  for (const [url, size] of log.sizes) if (!before.has(url)) bytes += size;
  if (process.env.BENCH_DEBUG) console.info(route, [...log.sizes].filter(([url]) => !before.has(url)).map(([url, size]) => `${url.split('/').pop()} ${size}`));
  await context.close();
  return kb(bytes);
}

/** Signs in through the login page; returns the session to start further contexts from. */
async function signIn(context: BrowserContext, role: 'student' | 'teacher'): Promise<StorageState> {
  const user = DEMO_USERS.find((u) => u.email.startsWith(`${role}@`));
  if (!user) throw new Error(`no demo ${role}`);
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await page.locator('input[name=email]').fill(user.email);
  await page.locator('input[name=password]').fill(user.password);
  await page.locator('button[type=submit]').click();
  await page.getByTestId('user-identity').waitFor({ timeout: 30_000 });
  await page.close();
  return context.storageState();
}

export default async function bundleBrowserBench(): Promise<Record<string, number>> {
  const work = mkdtempSync(path.join(tmpdir(), 'auricle-bundle-browser-'));
  const origin = `http://127.0.0.1:${PORTS.app}`;
  const issuer = `http://127.0.0.1:${PORTS.idp}`;
  const apiBase = `http://127.0.0.1:${PORTS.api}/api/`;
  const env: Record<string, string> = {
    AURICLE_DATA_DIR: work,
    APP_ORIGIN: origin,
    IDP_PORT: String(PORTS.idp),
    API_PORT: String(PORTS.api),
    AUTH_ISSUER: `${issuer}/`,
    AUTH_AUDIENCE: apiBase,
    VITE_AUTH0_DOMAIN: issuer,
    VITE_AUTH0_CLIENT_ID: 'auricle-spa',
    VITE_AUTH0_AUDIENCE: apiBase,
    VITE_API_BASE_URL: apiBase,
    VITE_SENTRY_DSN: '',
  };
  const saved = { ...process.env };
  Object.assign(process.env, env);
  const stops: (() => Promise<unknown>)[] = [];
  try {
    const outDir = path.join(work, 'dist');
    await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
    const config = readServerConfig(process.env);
    const idp = await startIdentityProvider(config);
    stops.push(() => idp.close());
    const db = await openDatabase({ databaseUrl: undefined, dataDir: work, reset: true });
    await migrate(db);
    await seedBase(db);
    const api = await buildApp({
      db,
      auth: createTokenVerifier({ issuer: config.issuer, audience: config.audience, keySource: remoteKeySource(config.jwksUrl) }),
      config,
    });
    await api.listen({ host: '127.0.0.1', port: PORTS.api });
    stops.push(() => api.close().then(() => db.close()));
    const server = await preview({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port: PORTS.app, strictPort: true } });
    stops.push(() => server.close());
    if ((server.httpServer.address() as AddressInfo | null)?.port !== PORTS.app) throw new Error('preview did not start');

    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
    stops.push(() => browser.close());
    const newContext = (storageState?: StorageState) =>
      browser.newContext({ baseURL: origin, locale: 'en-US', viewport: { width: 1280, height: 900 }, ...(storageState ? { storageState } : {}) });

    const homeKb = await firstLoadKb(await newContext(), '/');
    const student = await signIn(await newContext(), 'student');
    const eqKb = await firstLoadKb(await newContext(student), '/eq');
    const teacher = await signIn(await newContext(), 'teacher');

    const routes: [string, number][] = [];
    for (const route of STUDENT_ROUTES) routes.push([route, await routeKb(() => newContext(student), route)]);
    for (const route of TEACHER_ROUTES) routes.push([route, await routeKb(() => newContext(teacher), route)]);
    routes.sort((a, b) => b[1] - a[1]);
    for (const [route, size] of routes) console.info(`    ${route}: ${size} KB`);
    return {
      initial_js_gzip_kb: Math.max(homeKb.beforePaint, eqKb.beforePaint),
      initial_home_js_gzip_kb: homeKb.beforePaint,
      initial_eq_js_gzip_kb: eqKb.beforePaint,
      first_load_home_js_gzip_kb: homeKb.total,
      first_load_eq_js_gzip_kb: eqKb.total,
      largest_route_js_gzip_kb: routes[0]?.[1] ?? 0,
    };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    process.env = saved;
    rmSync(work, { recursive: true, force: true });
  }
}
