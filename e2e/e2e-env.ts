// The end-to-end suite runs its own copies of the three servers on ports of their own,
// with a data directory of its own, so it never touches a developer's `npm start` data.
export const e2ePorts = { app: 4173, idp: 4001, api: 4000 } as const;

const appOrigin = `http://127.0.0.1:${e2ePorts.app}`;
const issuer = `http://127.0.0.1:${e2ePorts.idp}`;
const apiBase = `http://127.0.0.1:${e2ePorts.api}/api/`;

export const e2eEnv: Record<string, string> = {
  AURICLE_DATA_DIR: '.data/e2e',
  // The API's database: the embedded PGlite in AURICLE_DATA_DIR, or the PostgreSQL of
  // TEST_DATABASE_URL (.ci/run's pass on PostgreSQL). Never an inherited DATABASE_URL: the
  // e2e API starts with --reset, which drops its tables.
  DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
  APP_ORIGIN: appOrigin,
  IDP_PORT: String(e2ePorts.idp),
  API_PORT: String(e2ePorts.api),
  API_CONTROL_PORT: '4100',
  AUTH_ISSUER: `${issuer}/`,
  AUTH_AUDIENCE: apiBase,
  VITE_AUTH0_DOMAIN: issuer,
  VITE_AUTH0_CLIENT_ID: 'auricle-spa',
  VITE_AUTH0_AUDIENCE: apiBase,
  VITE_API_BASE_URL: apiBase,
  VITE_SUPPORT_EMAIL: 'support@auricle.example',
  VITE_SENTRY_DSN: '',
  // One signed-in student per worker takes the same official exams in many tests and retries;
  // the one-attempt default and the limits are the server tests' (server/api/routes/official-limits.test.ts).
  OFFICIAL_EXAM_ATTEMPTS: '1000',
  OFFICIAL_FETCHES_PER_SOUND: '1000',
  OFFICIAL_ISSUES_PER_MINUTE: '1000',
  OFFICIAL_AUDIO_PER_MINUTE: '10000',
};

export const e2eUrls = { appOrigin, issuer, apiBase };
