import { availableParallelism } from 'node:os';
import path from 'node:path';

/** Server-side configuration, read once from the environment (see .env.example). */
export interface ServerConfig {
  appOrigin: string;
  idpPort: number;
  apiPort: number;
  /** Issuer URL with its trailing slash, exactly as it appears in tokens. */
  issuer: string;
  audience: string;
  jwksUrl: string;
  clientId: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where official-exam sounds are kept while their exams are open (a cache: server/api/official/official-sounds.ts). */
  soundDir: string;
  /** Worker threads rendering official sounds. */
  renderThreads: number;
  /** The built-in official exam's limits (server/api/submissions/official-exams.ts, OfficialExamRules). */
  official: {
    attempts: number;
    fetchesPerSound: number;
    issuesPerMinute: number;
    audioPerMinute: number;
  };
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a whole number of at least 1, not "${value}"`);
  return parsed;
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const idpPort = Number(env.IDP_PORT ?? 3001);
  const apiPort = Number(env.API_PORT ?? 3000);
  const issuer = withTrailingSlash(env.AUTH_ISSUER || `http://127.0.0.1:${idpPort}/`);
  const audience = env.AUTH_AUDIENCE || env.VITE_AUTH0_AUDIENCE || `http://127.0.0.1:${apiPort}/api/`;
  const dataDir = path.resolve(env.AURICLE_DATA_DIR || '.data');
  return {
    appOrigin: env.APP_ORIGIN || 'http://127.0.0.1:5173',
    idpPort,
    apiPort,
    issuer,
    audience,
    jwksUrl: env.AUTH_JWKS_URL || `${issuer}.well-known/jwks.json`,
    clientId: env.VITE_AUTH0_CLIENT_ID || 'auricle-spa',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    soundDir: path.resolve(env.OFFICIAL_SOUND_DIR || path.join(dataDir, 'official-sounds')),
    renderThreads: positiveInteger('RENDER_THREADS', env.RENDER_THREADS, Math.max(1, availableParallelism())),
    official: {
      attempts: positiveInteger('OFFICIAL_EXAM_ATTEMPTS', env.OFFICIAL_EXAM_ATTEMPTS, 1),
      fetchesPerSound: positiveInteger('OFFICIAL_FETCHES_PER_SOUND', env.OFFICIAL_FETCHES_PER_SOUND, 12),
      issuesPerMinute: positiveInteger('OFFICIAL_ISSUES_PER_MINUTE', env.OFFICIAL_ISSUES_PER_MINUTE, 10),
      audioPerMinute: positiveInteger('OFFICIAL_AUDIO_PER_MINUTE', env.OFFICIAL_AUDIO_PER_MINUTE, 90),
    },
  };
}
