/**
 * A class takes an official exam at once, over real HTTP on loopback, against the API as it
 * runs in production: a separate process (`server/api/main.ts`, its worker-thread render pool,
 * embedded PGlite in a scratch directory), trusting a key set served here. 60 students, each
 * with their own token, issue an EQ (then a reverb) official exam together, fetch question 1
 * (original and processed) and then move on one question every 10 s, the next question
 * prefetched as the SPA does (src/exam/official-audio.ts). Meanwhile `GET /api/health` runs
 * every 100 ms. Two classes (BENCH_CLASS_ROUNDS), each of new students; timings are the worst.
 * - official_class_first_audio_p99_ms_<area>: issue to question 1 playable, p99 over the class;
 * - official_class_issue_p99_ms_<area>: of that, the issue request alone;
 * - official_class_wait_p99_ms_<area>: the wait for a question's sounds when the student moves on;
 * - official_class_health_p99_ms: the health check during both classes;
 * - official_class_errors: every non-2xx answer or network error (a 429 too).
 * - official_class_render_threads: the pool's threads on this machine;
 * - api_start_health_ms, api_start_ready_ms: from the spawn on an empty data directory to the
 *   first answer of `/api/health` (alive) and of `/api/ready` (ready: database migrated, render
 *   threads warm, the built-in official sounds rendered); the class starts once it is ready.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OfficialExam } from '../src/api-contract';
import { createTestTokens } from '../server/api/testing/test-tokens';

const STUDENTS = 60;
/**
 * Timings are the worst of this many classes, each of new students (one attempt each). A class
 * takes about 200 s: two fit the bench's 10-minute limit per module; five need BENCH_TIMEOUT_MS.
 */
const ROUNDS = Number(process.env.BENCH_CLASS_ROUNDS ?? 2);
const QUESTION_SECONDS = 10;
const AREAS = ['eq', 'reverb'] as const;
const ISSUER = 'http://127.0.0.1:4999/';
const AUDIENCE = 'http://127.0.0.1:4998/api/';
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const round = (value: number): number => Math.round(value);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function serveKeySet(jwks: unknown): Promise<Server> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The status of GET `url`, or 0 when nothing answers. */
const statusOf = (url: string): Promise<number> => fetch(url).then((response) => response.status, () => 0);

/**
 * Starts the API on an empty data directory and waits until it is ready, measuring from the
 * spawn when `/api/health` first answers (alive) and when `/api/ready` first says ready.
 */
async function startApi(env: NodeJS.ProcessEnv, base: string): Promise<{ api: ChildProcess; healthMs: number; readyMs: number }> {
  const spawned = performance.now();
  const api = spawn(process.execPath, ['--import', 'tsx', 'server/api/main.ts', '--reset'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  // Read until it is ready; its request logs after that are read and dropped.
  let reading = true;
  api.stdout?.on('data', (chunk: Buffer) => reading && (output += chunk.toString()));
  api.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_resolve, reject) => api.once('exit', (code) => reject(new Error(`the API exited (${code}):\n${output}`))));
  const poll = async (url: string): Promise<number> => {
    while ((await Promise.race([statusOf(url), exited])) !== 200) {
      if (performance.now() - spawned > 120_000) throw new Error(`the API was not ready in 120 s:\n${output}`);
      await sleep(25);
    }
    return Math.round(performance.now() - spawned);
  };
  const healthMs = await poll(`${base}/api/health`);
  const readyMs = await poll(`${base}/api/ready`);
  reading = false;
  exited.catch(() => undefined);
  return { api, healthMs, readyMs };
}

interface Client {
  base: string;
  agent: Agent;
  errors: string[];
}

function call(client: Client, method: 'GET' | 'POST', url: string, token: string, body?: unknown): Promise<unknown> {
  const payload = body === undefined ? null : JSON.stringify(body);
  const failed = (reason: string) => {
    client.errors.push(`${method} ${url}: ${reason}`);
    return null;
  };
  return new Promise((resolve) => {
    const outgoing = request(
      `${client.base}${url}`,
      {
        method,
        agent: client.agent,
        headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        // Sound bodies are counted, not kept: the class's students are other machines.
        const json = String(response.headers['content-type']).includes('json');
        const chunks: Buffer[] = [];
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.byteLength;
          if (json || (response.statusCode ?? 0) >= 300) chunks.push(chunk);
        });
        response.on('error', (error) => resolve(failed(error.message)));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          const status = response.statusCode ?? 0;
          if (status >= 300) resolve(failed(`${status} ${text.slice(0, 200)}`));
          else if (json) resolve(JSON.parse(text));
          else resolve(received > 0 ? received : failed('an empty sound'));
        });
      },
    );
    outgoing.on('error', (error) => resolve(failed(error.message)));
    outgoing.end(payload ?? undefined);
  });
}

/** One student: issue, question 1 at once, then one question every 10 s with the next prefetched. */
async function student(client: Client, token: string, area: string, firstAudio: number[], waits: number[], issued: number[]): Promise<void> {
  const started = performance.now();
  const exam = (await call(client, 'POST', '/api/official-exams', token, { area })) as OfficialExam | null;
  issued.push(performance.now() - started);
  if (!exam) return;
  const files = new Map<string, Promise<unknown>>();
  const file = (n: number, branch: 'original' | 'processed') => {
    const key = `${n}:${branch}`;
    if (!files.has(key)) files.set(key, call(client, 'GET', `/api/official-exams/${exam.examId}/questions/${n}/audio/${branch}`, token));
    return files.get(key) as Promise<unknown>;
  };
  const sounds = (n: number) => Promise.all([file(exam.originals[n] ?? n, 'original'), file(n, 'processed')]);
  await sounds(0);
  firstAudio.push(performance.now() - started);
  for (let n = 1; n < exam.questionCount; n++) {
    void sounds(n);
    await sleep(QUESTION_SECONDS * 1000);
    const moved = performance.now();
    await sounds(n);
    waits.push(performance.now() - moved);
  }
}

/**
 * The class's exams of `areas` in turn, on one API; `shared` names the figures that are not an
 * area's own (the health check, the errors), so that two modules' figures stay apart.
 */
export async function officialClasses(areas: readonly string[], shared = (name: string) => name): Promise<Record<string, number>> {
  const tokens = await createTestTokens();
  const keys = await serveKeySet(tokens.jwks);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'auricle-class-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { api, healthMs, readyMs } = await startApi(
    {
      ...process.env,
      API_PORT: String(port),
      AURICLE_DATA_DIR: dataDir,
      DATABASE_URL: '',
      AUTH_ISSUER: ISSUER,
      AUTH_AUDIENCE: AUDIENCE,
      AUTH_JWKS_URL: `http://127.0.0.1:${(keys.address() as AddressInfo).port}/jwks.json`,
      LOG_LEVEL: 'info',
    },
    base,
  );
  const client: Client = { base, agent: new Agent({ keepAlive: true, maxSockets: 4 * STUDENTS }), errors: [] };
  const figures: Record<string, number> = {
    [shared('official_class_render_threads')]: availableParallelism(),
    [shared('api_start_health_ms')]: healthMs,
    [shared('api_start_ready_ms')]: readyMs,
  };
  const health: number[] = [];
  let classRunning = true;
  const healthProbe = (async () => {
    const healthClient: Client = { ...client, agent: new Agent({ keepAlive: true, maxSockets: 1 }), errors: [] };
    while (classRunning) {
      const started = performance.now();
      await call(healthClient, 'GET', '/api/health', '');
      health.push(performance.now() - started);
      await sleep(100);
    }
    client.errors.push(...healthClient.errors);
  })();
  try {
    const worst = (name: string, value: number) => (figures[name] = Math.max(figures[name] ?? 0, round(value)));
    for (let classRound = 0; classRound < ROUNDS; classRound++) {
      const studentTokens = await Promise.all(
        Array.from({ length: STUDENTS }, (_, i) =>
          tokens.sign({ sub: `bench|class-${classRound}-${i}`, name: `Student ${i}`, issuer: ISSUER, audience: AUDIENCE, expiresIn: 3600 }),
        ),
      );
      for (const area of areas) {
        const firstAudio: number[] = [];
        const waits: number[] = [];
        const issued: number[] = [];
        await Promise.all(studentTokens.map((token) => student(client, token, area, firstAudio, waits, issued)));
        worst(`official_class_issue_p99_ms_${area}`, percentile(issued, 99));
        worst(`official_class_first_audio_p99_ms_${area}`, percentile(firstAudio, 99));
        worst(`official_class_first_audio_p50_ms_${area}`, percentile(firstAudio, 50));
        worst(`official_class_wait_p99_ms_${area}`, percentile(waits, 99));
      }
    }
  } finally {
    classRunning = false;
    await healthProbe;
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
    keys.close();
    client.agent.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
  figures[shared('official_class_health_p99_ms')] = round(percentile(health, 99));
  figures[shared('official_class_errors')] = client.errors.length;
  if (client.errors.length > 0) console.error(`official class errors (first 5):\n${client.errors.slice(0, 5).join('\n')}`);
  return figures;
}

export default function officialClassBench(): Promise<Record<string, number>> {
  return officialClasses(AREAS);
}
