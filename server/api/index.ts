/** The API's public surface: build it in-process (tests, benchmarks) or run main.ts. */
export { buildApp, type AppOptions } from './app';
export { DEFAULT_AREAS, type AreaDefinitions } from './areas';
export { ADMIN_PERMISSION } from './auth';
export {
  CLOCK_TOLERANCE_SECONDS,
  createTokenVerifier,
  remoteKeySource,
  type AuthUser,
  type TokenVerifier,
} from './auth';
export { migrate, openDatabase, openPgDatabase, openPgliteDatabase, type Database } from './db';
export { seedBase } from './seed/base-seed';
export { seedDemoTerm } from './seed/seed-demo-term';
export { SEEDED_ORGANIZATIONS } from './seed/organizations';
export {
  OFFICIAL_EXAM_CLOCK_SKEW_MS,
  OFFICIAL_EXAM_SUBMIT_GRACE_MS,
  OFFICIAL_EXAM_TTL_MS,
} from './official-exams/official-exam-rules';
