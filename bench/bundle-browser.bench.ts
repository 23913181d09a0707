/**
 * JavaScript as a student's browser loads it from the production server: the SPA built into a
 * folder of its own (calling /api/ on its own origin, as `npm run build` makes it without
 * VITE_API_BASE_URL), served with the API by `node dist-server/serve.js --reset` (a scratch data
 * directory, embedded database) under its security headers, the local identity provider in
 * process; opened in headless Chromium (the tests' launcher). Every script the page loads is
 * sized as the server sends it to a client that accepts only gzip (its precompressed .gz,
 * server/build/precompress.ts), and as Chromium itself received it.
 * - prod_initial_js_gzip_kb: the larger of the two first loads: `/` signed out and `/eq` signed
 *   in, counting every script requested before first contentful paint (resource timing); also
 *   reported apart as prod_initial_home_js_gzip_kb and prod_initial_eq_js_gzip_kb;
 *   prod_first_load_home_js_gzip_kb and prod_first_load_eq_js_gzip_kb count everything those
 *   loads fetch until the network is quiet, so what loads after the paint (the sign-in SDK, the
 *   other pages' strings) stays visible.
 * - prod_initial_js_transfer_kb: those scripts' bodies as Chromium received them (the encoding it
 *   asked for and got, named on the console), for the larger of the two loads.
 * - prod_largest_route_js_gzip_kb: for each area page and report (the teacher's total report and
 *   drawer pages too: student identities, official exams, organizations), opened by a click in
 *   the drawer from the signed-in home page, the script bytes fetched from the click until the
 *   network has been quiet for 800 ms; the largest of them, named on the console. Each route
 *   starts from a freshly loaded home page, in a fresh context.
 * - prod_ttfb_ms_p50_html, prod_ttfb_ms_p50_asset: time to first byte of `/` (index.html) and of
 *   the entry script (a hashed asset) over loopback, p50 of 50 requests each, before the browser
 *   starts.
 * The manifest's view of the same build is bundle.bench.ts (its cross-check). BENCH_DEBUG=1 lists
 * the scripts of each load.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium.config.ts';
import { AREAS_IN_NAV_ORDER, areaRecord } from '../src/lib/area-registry.ts';
import { STUDENT_IDENTITIES_PATH } from '../src/reports/student-identity-path.ts';
import { ORGANIZATIONS_PATH, SCHEDULES_PATH } from '../src/schedules/schedule-paths.ts';
import { signIn, startProductionApp, type StorageState } from './production-app.ts';
import { getAsSent, timeToFirstByteP50 } from './production-server.ts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PORTS = { app: 4373, idp: 4301 } as const;
const QUIET_MS = 800;

/** Drawer links (their paths) whose pages are measured, as a student and as a teacher. */
const STUDENT_ROUTES = [...AREAS_IN_NAV_ORDER.map((area) => area.page), areaRecord('eq').report[0]];
const TEACHER_ROUTES = [areaRecord('eq').totalReport, STUDENT_IDENTITIES_PATH, SCHEDULES_PATH, ORGANIZATIONS_PATH];

const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

/** A script response as Chromium received it. */
interface ReceivedScript {
  /** The body before decoding. */
  bytes: number;
  encoding: string;
}

interface ScriptLog {
  /** Every script response so far, by URL. */
  scripts: Map<string, ReceivedScript>;
  inFlight: number;
  lastActivity: number;
}

/** Records the page's script responses and its network activity. */
function recordScripts(page: Page): ScriptLog {
  const log: ScriptLog = { scripts: new Map(), inFlight: 0, lastActivity: Date.now() };
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
      // A blob: worker (the Auth0 SDK's) runs code that came in a script already counted.
      const fromNetwork = /^https?:/.test(request.url());
      if (fromNetwork && (request.resourceType() === 'script' || request.url().endsWith('.js'))) {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        log.scripts.set(request.url(), { bytes: sizes.responseBodySize, encoding: response?.headers()['content-encoding'] ?? 'identity' });
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

/** Bytes of each script as the production server sends it to a client that accepts only gzip (hashed files: asked once). */
function gzipSizesFromServer(): (urls: Iterable<string>) => Promise<number> {
  const sizes = new Map<string, Promise<number>>();
  const sizeOf = (url: string): Promise<number> => {
    let size = sizes.get(url);
    if (!size) {
      size = getAsSent(url, { acceptEncoding: 'gzip' }).then((sent) => {
        if (sent.status !== 200) throw new Error(`GET ${url} answered ${sent.status}`);
        return sent.bytes;
      });
      sizes.set(url, size);
    }
    return size;
  };
  return async (urls) => (await Promise.all([...urls].map(sizeOf))).reduce((sum, bytes) => sum + bytes, 0);
}

interface FirstLoad {
  /** Gzip KB of the scripts requested before first contentful paint, and of all until the network is quiet. */
  beforePaint: number;
  total: number;
  /** KB of the scripts before the paint as Chromium received them, and how they were encoded. */
  transferred: number;
  encodings: string[];
}

/**
 * Script bytes of the first load of `url` in a fresh context: those requested before first
 * contentful paint, and all of them until the network is quiet (what loads after the paint).
 */
async function firstLoad(context: BrowserContext, url: string, gzipBytes: (urls: Iterable<string>) => Promise<number>): Promise<FirstLoad> {
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
  const documentScripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));
  await context.close();
  const scripts = [...new Set([...early, ...documentScripts])].filter((src) => log.scripts.has(src));
  const received = scripts.map((src) => log.scripts.get(src) as ReceivedScript);
  if (process.env.BENCH_DEBUG) console.info(url, scripts.map((src) => `${src.slice(-28)} ${log.scripts.get(src)?.bytes} ${log.scripts.get(src)?.encoding}`));
  return {
    beforePaint: kb(await gzipBytes(scripts)),
    total: kb(await gzipBytes(log.scripts.keys())),
    transferred: kb(received.reduce((sum, script) => sum + script.bytes, 0)),
    encodings: [...new Set(received.map((script) => script.encoding))],
  };
}

/**
 * Gzip KB of the scripts fetched from a click on the drawer link to `route` until the network
 * is quiet. A fresh context (signed in by its stored session) each time: no script comes from a cache.
 */
async function routeKb(newContext: () => Promise<BrowserContext>, route: string, gzipBytes: (urls: Iterable<string>) => Promise<number>): Promise<number> {
  const context = await newContext();
  const page = await context.newPage();
  const log = recordScripts(page);
  await page.goto('/');
  await page.locator(`nav a[href="${route}"]`).first().waitFor({ timeout: 30_000 });
  await networkQuiet(log);
  const before = new Set(log.scripts.keys());
  // The quiet period counts from the click, not from the home page's last request.
  log.lastActivity = Date.now();
  await page.locator(`nav a[href="${route}"]`).first().click();
  await page.waitForURL((url) => url.pathname === route);
  await networkQuiet(log);
  await context.close();
  const loaded = [...log.scripts.keys()].filter((url) => !before.has(url));
  if (process.env.BENCH_DEBUG) console.info(route, loaded.map((url) => url.split('/').pop()));
  return kb(await gzipBytes(loaded));
}

/** The hashed entry script that index.html loads. */
function entryScriptPath(spaDir: string): string {
  const entry = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(path.join(spaDir, 'index.html'), 'utf8'))?.[1];
  if (!entry) throw new Error(`no entry script in ${spaDir}/index.html`);
  return entry;
}

/** Both first loads, then every drawer route, in Chromium against `origin`. */
async function measureInChromium(origin: string): Promise<Record<string, number>> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const gzipBytes = gzipSizesFromServer();
    const newContext = (storageState?: StorageState) =>
      browser.newContext({ baseURL: origin, locale: 'en-US', viewport: { width: 1280, height: 900 }, ...(storageState ? { storageState } : {}) });

    const home = await firstLoad(await newContext(), '/', gzipBytes);
    const student = await signIn(await newContext(), 'student');
    const eq = await firstLoad(await newContext(student), '/eq', gzipBytes);
    const teacher = await signIn(await newContext(), 'teacher');
    const larger = home.beforePaint >= eq.beforePaint ? home : eq;
    console.info(`    initial scripts as Chromium received them: ${larger.transferred} KB (${larger.encodings.join(', ')})`);

    const routes: [string, number][] = [];
    for (const route of STUDENT_ROUTES) routes.push([route, await routeKb(() => newContext(student), route, gzipBytes)]);
    for (const route of TEACHER_ROUTES) routes.push([route, await routeKb(() => newContext(teacher), route, gzipBytes)]);
    routes.sort((a, b) => b[1] - a[1]);
    for (const [route, size] of routes) console.info(`    ${route}: ${size} KB`);
    return {
      prod_initial_js_gzip_kb: larger.beforePaint,
      prod_initial_home_js_gzip_kb: home.beforePaint,
      prod_initial_eq_js_gzip_kb: eq.beforePaint,
      prod_first_load_home_js_gzip_kb: home.total,
      prod_first_load_eq_js_gzip_kb: eq.total,
      prod_initial_js_transfer_kb: larger.transferred,
      prod_largest_route_js_gzip_kb: routes[0]?.[1] ?? 0,
    };
  } finally {
    await browser.close();
  }
}

export default async function bundleBrowserBench(): Promise<Record<string, number>> {
  const app = await startProductionApp(root, { name: 'bundle-browser', ports: PORTS });
  try {
    const ttfb = {
      prod_ttfb_ms_p50_html: await timeToFirstByteP50(`${app.origin}/`),
      prod_ttfb_ms_p50_asset: await timeToFirstByteP50(`${app.origin}${entryScriptPath(app.spaDir)}`),
    };
    return { ...ttfb, ...(await measureInChromium(app.origin)) };
  } finally {
    await app.stop();
  }
}
