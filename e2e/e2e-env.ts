// The end-to-end suite runs its own copies of the servers on ports of their own, with a data
// directory of its own, so it never touches a developer's `npm start` data: the local identity
// provider, and the production server (`npm run serve`, server/serve.ts) with the SPA and the API
// on one origin, as a school runs it.
export const e2ePorts = { app: 4173, idp: 4001, control: 4100 } as const;

/** The end-to-end build of the SPA, apart from a developer's dist/ (git-ignored). */
export const e2eSpaDir = 'dist-e2e';

const appOrigin = `http://127.0.0.1:${e2ePorts.app}`;
const issuer = `http://127.0.0.1:${e2ePorts.idp}`;
const apiBase = `${appOrigin}/api/`;

export const e2eEnv: Record<string, string> = {
  HOST: '127.0.0.1',
  PORT: String(e2ePorts.app),
  SPA_DIR: e2eSpaDir,
  AURICLE_DATA_DIR: '.data/e2e',
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
  // One signed-in student per worker takes the same official exams in many tests and retries;
  // the one-attempt default and the limits are the server tests' (server/api/routes/official-limits.test.ts).
  OFFICIAL_EXAM_ATTEMPTS: '1000',
  OFFICIAL_FETCHES_PER_SOUND: '1000',
  OFFICIAL_ISSUES_PER_MINUTE: '1000',
  OFFICIAL_AUDIO_PER_MINUTE: '10000',
};

export const e2eUrls = { appOrigin, issuer, apiBase, control: `http://127.0.0.1:${e2ePorts.control}` };
