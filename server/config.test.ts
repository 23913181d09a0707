import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readServerConfig } from './config';

/** The problems readServerConfig lists for `env`, or [] when it accepts it. */
function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    readServerConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('readServerConfig', () => {
  it('runs the local development stack with nothing set', () => {
    const config = readServerConfig({});
    expect(config).toMatchObject({
      appOrigin: 'http://127.0.0.1:5173',
      apiPort: 3000,
      idpPort: 3001,
      host: '127.0.0.1',
      port: 8080,
      trustProxy: false,
      issuer: 'http://127.0.0.1:3001/',
      audience: 'http://127.0.0.1:3000/api/',
      jwksUrl: 'http://127.0.0.1:3001/.well-known/jwks.json',
      databaseUrl: undefined,
      dataDir: path.resolve('.data'),
      logLevel: 'info',
      controlPort: null,
    });
    expect(config.renderThreads).toBeGreaterThanOrEqual(1);
  });

  it('treats empty values as unset, as .env.example leaves them', () => {
    expect(readServerConfig({ DATABASE_URL: '', RENDER_THREADS: ' ', AUTH_JWKS_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 8080,
      jwksUrl: 'http://127.0.0.1:3001/.well-known/jwks.json',
    });
  });

  it('reads a production configuration', () => {
    const config = readServerConfig({
      APP_ORIGIN: 'https://auricle.example.edu/',
      HOST: '0.0.0.0',
      PORT: '8443',
      TRUST_PROXY: 'true',
      AUTH_ISSUER: 'https://school.eu.auth0.com',
      AUTH_AUDIENCE: 'https://auricle.example.edu/api/',
      DATABASE_URL: 'postgresql://auricle:secret@db.internal:5432/auricle',
      RENDER_THREADS: '4',
      LOG_LEVEL: 'WARN',
    });
    expect(config).toMatchObject({
      appOrigin: 'https://auricle.example.edu',
      host: '0.0.0.0',
      port: 8443,
      trustProxy: true,
      issuer: 'https://school.eu.auth0.com/',
      jwksUrl: 'https://school.eu.auth0.com/.well-known/jwks.json',
      databaseUrl: 'postgresql://auricle:secret@db.internal:5432/auricle',
      renderThreads: 4,
      logLevel: 'warn',
    });
  });

  it.each([
    ['API_PORT', 'abc', 'API_PORT must be a port number (1-65535), not "abc"'],
    ['API_PORT', '70000', 'API_PORT must be a port number (1-65535), not "70000"'],
    ['IDP_PORT', '0', 'IDP_PORT must be a port number (1-65535), not "0"'],
    ['PORT', '80.5', 'PORT must be a port number (1-65535), not "80.5"'],
    ['API_CONTROL_PORT', '-1', 'API_CONTROL_PORT must be a port number (1-65535), not "-1"'],
    ['HOST', 'not a host', 'HOST must be an IP address or a host name, not "not a host"'],
    ['TRUST_PROXY', 'maybe', 'TRUST_PROXY must be true or false, not "maybe"'],
    ['AUTH_ISSUER', 'school.eu.auth0.com', 'AUTH_ISSUER must be an http:// or https:// URL, not "school.eu.auth0.com"'],
    ['AUTH_JWKS_URL', 'ftp://keys.example/jwks.json', 'AUTH_JWKS_URL must be an http:// or https:// URL, not "ftp://keys.example/jwks.json"'],
    ['APP_ORIGIN', 'https://auricle.example.edu/app', 'APP_ORIGIN must be an origin such as https://auricle.example.edu (scheme, host and port; no path), not "https://auricle.example.edu/app"'],
    ['APP_ORIGIN', 'auricle.example.edu', 'APP_ORIGIN must be an origin such as https://auricle.example.edu (scheme, host and port; no path), not "auricle.example.edu"'],
    ['DATABASE_URL', 'mysql://root:hunter2@db/auricle', 'DATABASE_URL must be a postgres://user:password@host:5432/database URL (it starts with "mysql:")'],
    ['DATABASE_URL', 'auricle:hunter2@db', 'DATABASE_URL must be a postgres://user:password@host:5432/database URL (it starts with "auricle:")'],
    ['DATABASE_URL', 'hunter2 db', 'DATABASE_URL must be a postgres://user:password@host:5432/database URL'],
    ['RENDER_THREADS', '0', 'RENDER_THREADS must be a whole number of at least 1, not "0"'],
    ['OFFICIAL_EXAM_ATTEMPTS', 'two', 'OFFICIAL_EXAM_ATTEMPTS must be a whole number of at least 1, not "two"'],
    ['OFFICIAL_FETCHES_PER_SOUND', '1e3', 'OFFICIAL_FETCHES_PER_SOUND must be a whole number of at least 1, not "1e3"'],
    ['OFFICIAL_ISSUES_PER_MINUTE', '2.5', 'OFFICIAL_ISSUES_PER_MINUTE must be a whole number of at least 1, not "2.5"'],
    ['OFFICIAL_AUDIO_PER_MINUTE', '-90', 'OFFICIAL_AUDIO_PER_MINUTE must be a whole number of at least 1, not "-90"'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "verbose"'],
  ])('refuses %s=%s with one clear line', (name, value, message) => {
    expect(problemsOf({ [name]: value })).toEqual([message]);
  });

  it('never repeats a database password in a message', () => {
    const [problem] = problemsOf({ DATABASE_URL: 'mysql://root:hunter2@db/auricle' });
    expect(problem).not.toContain('hunter2');
  });

  it('lists every problem at once, one line each, in one error', () => {
    const env = { API_PORT: 'x', AUTH_ISSUER: 'nowhere', DATABASE_URL: 'sqlite:auricle.db', RENDER_THREADS: 'many' };
    expect(() => readServerConfig(env)).toThrow(ConfigError);
    expect(problemsOf(env)).toHaveLength(4);
    try {
      readServerConfig(env);
    } catch (error) {
      const lines = String((error as Error).message).split('\n');
      expect(lines[0]).toBe('The configuration has 4 problems (see .env.example):');
      expect(lines.slice(1).map((line) => line.trim().split(' ')[1])).toEqual(['API_PORT', 'AUTH_ISSUER', 'DATABASE_URL', 'RENDER_THREADS']);
      expect((error as Error).stack).not.toContain('config.ts');
    }
  });

  it('refuses to run the production server on development defaults: the issuer, audience and origin must be named', () => {
    const production = (env: NodeJS.ProcessEnv) => {
      try {
        readServerConfig(env, { production: true });
        return [];
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
    };
    expect(production({}).map((problem) => problem.split(' ')[0])).toEqual(['AUTH_ISSUER', 'AUTH_AUDIENCE', 'APP_ORIGIN']);
    expect(production({ AUTH_ISSUER: 'https://school.eu.auth0.com/', AUTH_AUDIENCE: 'https://auricle.example.edu/api/' })).toEqual([
      'APP_ORIGIN is required by the production server: the origin students open, e.g. https://auricle.example.edu',
    ]);
    const named = { AUTH_ISSUER: 'https://school.eu.auth0.com/', AUTH_AUDIENCE: 'https://auricle.example.edu/api/', APP_ORIGIN: 'https://auricle.example.edu' };
    expect(production(named)).toEqual([]);
    expect(problemsOf({})).toEqual([]);
  });
});
