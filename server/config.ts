import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Server-side configuration, read once from the environment (see .env.example). */
export interface ServerConfig {
  appOrigin: string;
  idpPort: number;
  apiPort: number;
  /** Where the production server (`npm run serve`) listens: HOST and PORT. */
  host: string;
  port: number;
  /** TRUST_PROXY: the server sits behind a reverse proxy whose X-Forwarded-* headers it believes. */
  trustProxy: boolean;
  /**
   * API_PUBLIC_URL: the API's base URL as browsers and learning platforms reach it, with its
   * trailing slash; the LTI tool's URLs are under it (server/api/lti/). By default the
   * development API, and /api/ on APP_ORIGIN for the production server.
   */
  apiUrl: string;
  /** Issuer URL with its trailing slash, exactly as it appears in tokens. */
  issuer: string;
  audience: string;
  jwksUrl: string;
  clientId: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where official-exam sounds are kept while their exams are open (a cache: server/api/official-exams/sounds/official-sounds.ts). */
  soundDir: string;
  /** Worker threads rendering official sounds. */
  renderThreads: number;
  /** The built-in official exam's limits (server/api/official-exams/official-exam-rules.ts, OfficialExamRules). */
  official: {
    attempts: number;
    fetchesPerSound: number;
    issuesPerMinute: number;
    audioPerMinute: number;
  };
  logLevel: LogLevel;
  /** API_CONTROL_PORT: the end-to-end tests' control port (server/api/control-server.ts); null when unset. */
  controlPort: number | null;
}

/** Every bad value of the environment at once, one line each: the server does not start half-configured. */
export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
    super(`The configuration has ${count} (see .env.example):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    // Whoever prints it shows the list, not a stack trace into this file.
    this.stack = `${this.name}: ${this.message}`;
    this.problems = problems;
    Object.defineProperty(this, 'problems', { enumerable: false });
  }
}

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const TRUE_WORDS = ['true', '1', 'yes'];
const FALSE_WORDS = ['false', '0', 'no'];

/**
 * Reads one variable at a time; a bad value is noted and replaced by its default so that the
 * rest can still be checked, and `problems` lists them all at the end.
 */
class EnvironmentReader {
  readonly problems: string[] = [];

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  /** The value, trimmed; undefined when unset or empty (.env.example leaves optional ones empty). */
  text(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  private bad(message: string): undefined {
    this.problems.push(message);
    return undefined;
  }

  integer(name: string, fallback: number, { min, max, what }: { min: number; max: number; what: string }): number {
    const value = this.text(name);
    if (value === undefined) return fallback;
    const parsed = /^\d+$/.test(value) ? Number(value) : NaN;
    if (Number.isInteger(parsed) && parsed >= min && parsed <= max) return parsed;
    return this.bad(`${name} must be ${what}, not "${value}"`) ?? fallback;
  }

  port(name: string, fallback: number): number {
    return this.integer(name, fallback, { min: 1, max: 65_535, what: 'a port number (1-65535)' });
  }

  optionalPort(name: string): number | null {
    return this.text(name) === undefined ? null : this.port(name, 0);
  }

  positiveInteger(name: string, fallback: number): number {
    return this.integer(name, fallback, { min: 1, max: Number.MAX_SAFE_INTEGER, what: 'a whole number of at least 1' });
  }

  httpUrl(name: string, fallback: string): string {
    const value = this.text(name);
    if (value === undefined) return fallback;
    const url = URL.parse(value);
    if (url && (url.protocol === 'http:' || url.protocol === 'https:')) return value;
    return this.bad(`${name} must be an http:// or https:// URL, not "${value}"`) ?? fallback;
  }

  /** Scheme, host and port; a trailing slash is dropped (browsers send the Origin header without one). */
  origin(name: string, fallback: string): string {
    const value = this.text(name);
    if (value === undefined) return fallback;
    const url = URL.parse(value);
    const bare = url && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
    if (url && bare && (url.protocol === 'http:' || url.protocol === 'https:')) return url.origin;
    return this.bad(`${name} must be an origin such as https://auricle.example.edu (scheme, host and port; no path), not "${value}"`) ?? fallback;
  }

  /** The value itself is never repeated in a message: it holds a password. */
  postgresUrl(name: string): string | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    const url = URL.parse(value);
    if (url && (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname) return value;
    const scheme = url ? ` (it starts with "${url.protocol}")` : '';
    return this.bad(`${name} must be a postgres://user:password@host:5432/database URL${scheme}`);
  }

  host(name: string, fallback: string): string {
    const value = this.text(name);
    if (value === undefined) return fallback;
    if (isIP(value) || HOSTNAME.test(value)) return value;
    return this.bad(`${name} must be an IP address or a host name, not "${value}"`) ?? fallback;
  }

  flag(name: string, fallback: boolean): boolean {
    const value = this.text(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (TRUE_WORDS.includes(value)) return true;
    if (FALSE_WORDS.includes(value)) return false;
    return this.bad(`${name} must be true or false, not "${this.text(name)}"`) ?? fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.text(name)?.toLowerCase();
    if (value === undefined) return fallback;
    const found = allowed.find((candidate) => candidate === value);
    return found ?? this.bad(`${name} must be one of ${allowed.join(', ')}, not "${this.text(name)}"`) ?? fallback;
  }
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/**
 * What the production server cannot guess: development defaults (the local provider on
 * 127.0.0.1) would give a server that starts and then refuses every sign-in.
 */
const REQUIRED_IN_PRODUCTION: Record<string, string> = {
  AUTH_ISSUER: "the identity provider's issuer URL, e.g. https://your-tenant.eu.auth0.com/",
  AUTH_AUDIENCE: 'the identifier of the API the access tokens are for, e.g. https://auricle.example.edu/api/',
  APP_ORIGIN: 'the origin students open, e.g. https://auricle.example.edu',
};

/**
 * Reads and checks the whole configuration; throws one ConfigError listing every bad value.
 * `production`: the production server (server/serve.ts), which also needs REQUIRED_IN_PRODUCTION.
 */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env, { production = false } = {}): ServerConfig {
  const read = new EnvironmentReader(env);
  if (production) {
    for (const [name, what] of Object.entries(REQUIRED_IN_PRODUCTION)) {
      if (read.text(name) === undefined) read.problems.push(`${name} is required by the production server: ${what}`);
    }
  }
  const idpPort = read.port('IDP_PORT', 3001);
  const apiPort = read.port('API_PORT', 3000);
  const issuer = withTrailingSlash(read.httpUrl('AUTH_ISSUER', `http://127.0.0.1:${idpPort}/`));
  const audience = read.text('AUTH_AUDIENCE') ?? read.text('VITE_AUTH0_AUDIENCE') ?? `http://127.0.0.1:${apiPort}/api/`;
  const dataDir = path.resolve(read.text('AURICLE_DATA_DIR') ?? '.data');
  const appOrigin = read.origin('APP_ORIGIN', 'http://127.0.0.1:5173');
  const config: ServerConfig = {
    appOrigin,
    idpPort,
    apiPort,
    host: read.host('HOST', '127.0.0.1'),
    port: read.port('PORT', 8080),
    trustProxy: read.flag('TRUST_PROXY', false),
    issuer,
    audience,
    apiUrl: withTrailingSlash(read.httpUrl('API_PUBLIC_URL', production ? `${appOrigin}/api/` : `http://127.0.0.1:${apiPort}/api/`)),
    jwksUrl: read.httpUrl('AUTH_JWKS_URL', `${issuer}.well-known/jwks.json`),
    clientId: read.text('VITE_AUTH0_CLIENT_ID') ?? 'auricle-spa',
    databaseUrl: read.postgresUrl('DATABASE_URL'),
    dataDir,
    soundDir: path.resolve(read.text('OFFICIAL_SOUND_DIR') ?? path.join(dataDir, 'official-sounds')),
    renderThreads: read.positiveInteger('RENDER_THREADS', Math.max(1, availableParallelism())),
    official: {
      attempts: read.positiveInteger('OFFICIAL_EXAM_ATTEMPTS', 1),
      fetchesPerSound: read.positiveInteger('OFFICIAL_FETCHES_PER_SOUND', 12),
      issuesPerMinute: read.positiveInteger('OFFICIAL_ISSUES_PER_MINUTE', 10),
      audioPerMinute: read.positiveInteger('OFFICIAL_AUDIO_PER_MINUTE', 90),
    },
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    controlPort: read.optionalPort('API_CONTROL_PORT'),
  };
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}
