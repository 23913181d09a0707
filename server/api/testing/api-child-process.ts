/**
 * The API as it runs in production, in a child process (`server/api/main.ts`: worker-thread
 * render pool, embedded PGlite in a scratch directory), trusting a key set served by the test:
 * for tests of what only a real process shows (signals, exit codes, a restart after a crash).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertDatabaseTestFile } from './test-database';
import { TEST_AUDIENCE, TEST_ISSUER, type TestTokens } from './test-tokens';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/**
 * Official sounds are a cache named by content (server/api/official-exams/sounds/official-sounds.ts), so the
 * child processes of every run share one: the built-in exams' 140 sounds are rendered once per
 * machine, not on every start.
 */
const SHARED_SOUND_DIR = path.join(tmpdir(), 'auricle-test-official-sounds');
const START_TIMEOUT_MS = 150_000;

export interface ApiChild {
  process: ChildProcess;
  baseUrl: string;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The identity provider's JWKS URL, as far as the API can tell. */
export async function serveKeySet(tokens: TestTokens): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(tokens.jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks.json`, server };
}

export interface ApiChildOptions {
  dataDir: string;
  port: number;
  jwksUrl: string;
  reset?: boolean;
  env?: NodeJS.ProcessEnv;
}

/** Starts the API and resolves once it listens ("Auricle API on"); rejects if it exits first. */
export async function startApiChild({ dataDir, port, jwksUrl, reset = false, env = {} }: ApiChildOptions): Promise<ApiChild> {
  assertDatabaseTestFile();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/api/main.ts', ...(reset ? ['--reset'] : [])], {
    cwd: ROOT,
    env: {
      ...process.env,
      API_PORT: String(port),
      AURICLE_DATA_DIR: dataDir,
      OFFICIAL_SOUND_DIR: SHARED_SOUND_DIR,
      RENDER_THREADS: '1',
      AUTH_ISSUER: TEST_ISSUER,
      AUTH_AUDIENCE: TEST_AUDIENCE,
      AUTH_JWKS_URL: jwksUrl,
      DATABASE_URL: '',
      API_CONTROL_PORT: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close', not 'exit': by then all of its output has been read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start in ${START_TIMEOUT_MS / 1000} s:\n${output}`)), START_TIMEOUT_MS);
    const listening = (): void => {
      if (!output.includes('Auricle API on')) return;
      clearTimeout(timer);
      child.stdout.off('data', listening);
      resolve();
    };
    child.stdout.on('data', listening);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited (${code}) before it listened:\n${output}`));
    });
  });
  return { process: child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}
