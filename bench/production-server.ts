/**
 * The production server (`npm run serve`, server/serve.ts) for the bench, built by
 * server/build/build-server-unless-fresh.ts and started as its own process, and what a client over
 * loopback sees of it: the bytes of a response as sent, and the time to its first byte.
 */
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import path from 'node:path';

const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;
const OUTPUT_KEPT = 20_000;

export interface ProductionServer {
  stop(): Promise<void>;
}

/**
 * `node dist-server/serve.js --reset` with exactly `env` (from `cwd`, where no .env is read), once
 * `/api/ready` answers on `origin`; its output is shown only if it fails to start.
 */
export async function startProductionServer(root: string, { env, cwd, origin }: { env: NodeJS.ProcessEnv; cwd: string; origin: string }): Promise<ProductionServer> {
  const child = spawn(process.execPath, [path.join(root, 'dist-server', 'serve.js'), '--reset'], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  while (exitCode === undefined) {
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the production server was not ready within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    const ready = await fetch(`${origin}/api/ready`).then((response) => response.ok, () => false);
    if (ready) return { stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the production server exited (${String(exitCode)}) before it was ready:\n${output}`);
}

export interface SentResponse {
  status: number;
  /** Content-Encoding, 'identity' without one. */
  encoding: string;
  /** The body as sent, before any decoding. */
  bytes: number;
  /** From the request's start to its response's headers. */
  firstByteMs: number;
}

/** GET `url` over `agent`, asking for `acceptEncoding`; nothing is decoded (node:http never does). */
export function getAsSent(url: string, { agent, acceptEncoding }: { agent?: Agent; acceptEncoding: string }): Promise<SentResponse> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = request(url, { agent, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const firstByteMs = performance.now() - started;
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
      response.on('error', reject);
      response.on('end', () => {
        const encoding = response.headers['content-encoding'] ?? 'identity';
        resolve({ status: response.statusCode ?? 0, encoding, bytes, firstByteMs });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length / 2) - 1] ?? NaN;
};

/**
 * p50 time to first byte of `url` over one kept-alive loopback connection, as a browser asks
 * (Accept-Encoding br and gzip), after a few unmeasured requests warm the server's code paths.
 */
export async function timeToFirstByteP50(url: string, { requests = 50, warmUp = 5 } = {}): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const times: number[] = [];
    for (let i = -warmUp; i < requests; i++) {
      const sent = await getAsSent(url, { agent, acceptEncoding: 'br, gzip' });
      if (sent.status !== 200) throw new Error(`GET ${url} answered ${sent.status}`);
      if (i >= 0) times.push(sent.firstByteMs);
    }
    return Math.round(median(times) * 100) / 100;
  } finally {
    agent.destroy();
  }
}
