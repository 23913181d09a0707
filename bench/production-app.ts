/**
 * The app as a student's browser meets it, for the benches that drive Chromium against it: the
 * SPA built into a folder of its own (calling /api/ on its own origin, as `npm run build` makes
 * it without VITE_API_BASE_URL), served with the API by `node dist-server/serve.js --reset` (a
 * scratch data directory, embedded database) under its security headers, the local identity
 * provider in process; and signing in there as a demo user.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright';
import { build } from 'vite';
import { buildServerUnlessFresh } from '../server/build/build-server-unless-fresh.ts';
import { readServerConfig } from '../server/config.ts';
import { DEMO_USERS } from '../server/demo-users.ts';
import { startIdentityProvider } from '../server/identity/identity-provider.ts';
import { startProductionServer } from './production-server.ts';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface ProductionApp {
  origin: string;
  /** The built SPA the server serves. */
  spaDir: string;
  /** Stops both servers, restores process.env and removes the scratch folder. */
  stop(): Promise<void>;
}

/**
 * Builds and starts the app on `ports` (loopback) in a scratch folder named after `name`.
 * Until stop(), process.env carries the app's settings: the build and the identity provider
 * read them there.
 */
export async function startProductionApp(root: string, { name, ports }: { name: string; ports: { app: number; idp: number } }): Promise<ProductionApp> {
  const work = mkdtempSync(path.join(tmpdir(), `auricle-${name}-`));
  const origin = `http://127.0.0.1:${ports.app}`;
  const issuer = `http://127.0.0.1:${ports.idp}`;
  const apiBase = `${origin}/api/`;
  const spaDir = path.join(work, 'spa');
  const dataDir = path.join(work, 'data');
  mkdirSync(dataDir);
  // Read by the SPA's build and the identity provider here, and by the production server.
  const env: Record<string, string> = {
    APP_ORIGIN: origin,
    IDP_PORT: String(ports.idp),
    AUTH_ISSUER: `${issuer}/`,
    AUTH_AUDIENCE: apiBase,
    VITE_AUTH0_DOMAIN: issuer,
    VITE_AUTH0_CLIENT_ID: 'auricle-spa',
    VITE_AUTH0_AUDIENCE: apiBase,
    // Empty, not unset: a developer's .env cannot point the build elsewhere (Vite lets the environment win).
    VITE_API_BASE_URL: '',
    VITE_SENTRY_DSN: '',
  };
  const serverEnv: Record<string, string> = {
    HOST: '127.0.0.1',
    PORT: String(ports.app),
    SPA_DIR: spaDir,
    AURICLE_DATA_DIR: dataDir,
    // Never an inherited DATABASE_URL: the server starts with --reset, which drops its tables.
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // No official sound is rendered here: one thread leaves the cores to Chromium.
    RENDER_THREADS: '1',
  };
  const saved = { ...process.env };
  Object.assign(process.env, env);
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async (): Promise<void> => {
    for (const stopOne of stops.reverse()) await stopOne().catch(() => undefined);
    process.env = saved;
    rmSync(work, { recursive: true, force: true });
  };
  try {
    // Maps are never served (server/web/spa-routes.ts) and do not change the scripts: not written.
    await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: spaDir, emptyOutDir: true, sourcemap: false } });
    console.info(`    dist-server/: ${await buildServerUnlessFresh(root)}`);
    const idp = await startIdentityProvider(readServerConfig(process.env));
    stops.push(() => idp.close());
    const server = await startProductionServer(root, { env: { ...saved, ...env, ...serverEnv }, cwd: work, origin });
    stops.push(() => server.stop());
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, spaDir, stop };
}

/** Signs in through the login page; returns the session to start further contexts from. */
export async function signIn(context: BrowserContext, role: 'student' | 'teacher'): Promise<StorageState> {
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
