/**
 * The production server, `npm run serve` (built by `npm run build` to dist-server/serve.js): one
 * process on $HOST:$PORT (127.0.0.1:8080) with the API under /api/ (server/api/api-process.ts)
 * and the built SPA from dist/ (or $SPA_DIR) on the same origin. `--reset` starts from an empty database.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runApiProcess } from './api/api-process';
import { readSpaPolicyOrigins, spaContentSecurityPolicy } from './web/security-headers';
import { registerSpaRoutes } from './web/spa-routes';

// serve.ts and the built serve.js both sit one folder below the repository.
const DIST_DIR = fileURLToPath(new URL('../dist/', import.meta.url));

/** SPA_DIR serves another build of the SPA, relative to the working directory (the end-to-end suite's: e2e/e2e-env.ts). */
function spaDir(): string {
  const chosen = process.env.SPA_DIR?.trim();
  return chosen ? path.resolve(chosen) : DIST_DIR;
}

// The build read .env too: the server then allows the origins the SPA was built with. Values
// already in the environment win (process.loadEnvFile does not override them).
if (existsSync('.env')) process.loadEnvFile('.env');

async function serve(): Promise<void> {
  await runApiProcess({
    production: true,
    host: (config) => config.host,
    port: (config) => config.port,
    reset: process.argv.includes('--reset'),
    extend: async (app, config) => {
      const origins = readSpaPolicyOrigins(process.env, config.issuer);
      app.log.info({ identityProvider: origins.identity, sentry: origins.sentry ?? null }, 'Content-Security-Policy: outside origins allowed');
      await registerSpaRoutes(app, { distDir: spaDir(), policy: spaContentSecurityPolicy(origins) });
    },
    name: 'Auricle',
    path: '/',
  });
}

serve().catch((error: unknown) => {
  console.error('Auricle failed to start:', error);
  process.exit(1);
});
