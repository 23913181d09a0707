// The end-to-end suite runs its own copies of the servers on ports of their own, with a data
// directory of its own, so it never touches a developer's `npm start` data: the local identity
// provider, and the production server (`npm run serve`, server/serve.ts) with the SPA and the API
// on one origin, as a school runs it.
import { e2eInstance } from './e2e-instance.ts';

const instance = e2eInstance();
/** '' for instance 0, '-<n>' for another run at the same time (e2e/e2e-instance.ts). */
const suffix = instance === 0 ? '' : `-${instance}`;

export const e2ePorts = { app: 4173 + 10 * instance, idp: 4001 + 10 * instance, control: 4100 + 10 * instance } as const;

/** The end-to-end build of the SPA, apart from a developer's dist/ (git-ignored). */
export const e2eSpaDir = `dist-e2e${suffix}`;
/**
 * The server build it runs: the shared dist-server/ (rebuilt only when a source is newer) for the
 * first run, a sibling folder for another, so neither rebuilds under the other's server.
 */
export const e2eServerDir = `dist-server${suffix}`;
/** Playwright's results (emptied at the start of a run). */
export const e2eOutputDir = `test-results${suffix}`;
/** The signed-in browser states (e2e/auth-state.ts). */
export const e2eAuthDir = `.data/e2e-auth${suffix}`;

const appOrigin = `http://127.0.0.1:${e2ePorts.app}`;
const issuer = `http://127.0.0.1:${e2ePorts.idp}`;
const apiBase = `${appOrigin}/api/`;

export const e2eEnv: Record<string, string> = {
  HOST: '127.0.0.1',
  PORT: String(e2ePorts.app),
  SPA_DIR: e2eSpaDir,
  AURICLE_DATA_DIR: `.data/e2e${suffix}`,
  // Read by server/build/vite.server.config.ts.
  AURICLE_SERVER_OUT_DIR: e2eServerDir,
  // The API's database: the embedded PGlite in AURICLE_DATA_DIR, or the PostgreSQL of
  // TEST_DATABASE_URL (.ci/run's pass on PostgreSQL). Never an inherited DATABASE_URL: the
  // e2e server starts with --reset, which drops its tables.
  DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
  APP_ORIGIN: appOrigin,
  IDP_PORT: String(e2ePorts.idp),
  // The test-only port that takes the server's listening socket away (e2e/exam-outage.spec.ts).
  API_CONTROL_PORT: String(e2ePorts.control),
  AUTH_ISSUER: `${issuer}/`,
  AUTH_AUDIENCE: apiBase,
  VITE_AUTH0_DOMAIN: issuer,
  VITE_AUTH0_CLIENT_ID: 'auricle-spa',
  VITE_AUTH0_AUDIENCE: apiBase,
  // Empty: the SPA calls /api/ on its own origin (src/lib/config.ts). Set, not left out, so that
  // a developer's .env cannot point the build elsewhere (Vite and the server let the
  // environment win over .env).
  VITE_API_BASE_URL: '',
  VITE_SUPPORT_EMAIL: 'support@auricle.example',
  VITE_SENTRY_DSN: '',
  // One render thread, not one per core: the suite's browsers and workers need the cores, and a
  // class's load is the bench's to measure (bench/production-app.ts does the same).
  RENDER_THREADS: '1',
  // One signed-in student per worker takes the same official exams in many tests and retries;
  // the one-attempt default and the limits are the server tests' (server/api/official-exams/official-limits.db.test.ts).
  OFFICIAL_EXAM_ATTEMPTS: '1000',
  OFFICIAL_FETCHES_PER_SOUND: '1000',
  OFFICIAL_ISSUES_PER_MINUTE: '1000',
  OFFICIAL_AUDIO_PER_MINUTE: '10000',
};

export const e2eUrls = { appOrigin, issuer, apiBase, control: `http://127.0.0.1:${e2ePorts.control}` };
