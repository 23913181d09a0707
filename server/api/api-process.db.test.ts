import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficialExam } from '../../src/api-contract';
import { freePort, serveKeySet, startApiChild, type ApiChild } from './testing/api-child-process';
import { eqPracticeSubmission } from './testing/eq-practice-submission';
import { createTestTokens, type TestTokens } from './testing/test-tokens';

interface Attempt {
  submitId: string;
  body: string;
  token: string;
  sentAt: number;
  answeredAt: number;
  /** The HTTP status, or the connection error's code. */
  outcome: number | string;
  duplicate?: boolean;
}

interface Answer {
  sentAt: number;
  answeredAt: number;
  /** The HTTP status, or the connection error's code. */
  outcome: number | string;
  body: Buffer;
}

function send(baseUrl: string, agent: http.Agent, token: string, method: 'GET' | 'POST', url: string, body?: string): Promise<Answer> {
  const sentAt = performance.now();
  return new Promise((resolve) => {
    const failed = (error: NodeJS.ErrnoException) =>
      resolve({ sentAt, answeredAt: performance.now(), outcome: error.code ?? error.message, body: Buffer.alloc(0) });
    const request = http.request(
      `${baseUrl}${url}`,
      { method, agent, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ sentAt, answeredAt: performance.now(), outcome: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
        response.on('error', failed);
      },
    );
    request.on('error', failed);
    request.end(body);
  });
}

async function post(baseUrl: string, agent: http.Agent, token: string, body: string): Promise<Omit<Attempt, 'submitId' | 'body' | 'token'>> {
  const { body: answer, ...rest } = await send(baseUrl, agent, token, 'POST', '/api/submissions', body);
  if (rest.outcome !== 200 && rest.outcome !== 201) return rest;
  return { ...rest, duplicate: (JSON.parse(answer.toString()) as { duplicate: boolean }).duplicate };
}

/** Posts `attempts` again (the SPA's queue after a refusal), a few at a time. */
async function retry(api: ApiChild, attempts: readonly Attempt[]): Promise<Attempt[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  try {
    return await Promise.all(attempts.map(async (a) => ({ ...a, ...(await post(api.baseUrl, agent, a.token, a.body)) })));
  } finally {
    agent.destroy();
  }
}

/** Fastify's answer to a request that arrives while the server closes: nothing of it ran. */
const REFUSED_WHILE_CLOSING = 503;
const isRefusal = (outcome: number | string): boolean => outcome === REFUSED_WHILE_CLOSING || typeof outcome === 'string';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const CLIENTS = 12;
const ACKNOWLEDGED_BEFORE_SIGTERM = 30;

let tokens: TestTokens;
let keySet: Awaited<ReturnType<typeof serveKeySet>>;
let dataDir: string;
const children: ApiChild[] = [];

beforeAll(async () => {
  tokens = await createTestTokens();
  keySet = await serveKeySet(tokens);
  dataDir = await mkdtemp(path.join(tmpdir(), 'auricle-api-process-'));
});
afterAll(async () => {
  for (const child of children) if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
  keySet.server.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the API process', () => {
  it('refuses to start with a bad configuration, listing every problem, and exits 1', async () => {
    const env = { DATABASE_URL: 'mysql://root:pw@db/auricle', RENDER_THREADS: 'all' };
    const started = startApiChild({ dataDir, port: await freePort(), jwksUrl: 'not a url', env });
    await expect(started).rejects.toThrow(/the API exited \(1\) before it listened/);
    const output = await started.catch((error: Error) => error.message);
    expect(output).toContain('The configuration has 3 problems (see .env.example):');
    for (const line of ['  - AUTH_JWKS_URL must be', '  - DATABASE_URL must be', '  - RENDER_THREADS must be']) expect(output).toContain(line);
    expect(output).not.toContain('root:pw');
  });

  it(
    'loses no submission to SIGTERM or SIGKILL: answers those in flight, exits 0, and after a crash restarts on its own data at once',
    { timeout: 600_000 },
    async () => {
      const port = await freePort();
      const start = async (reset = false): Promise<ApiChild> => {
        const child = await startApiChild({ dataDir, port, jwksUrl: keySet.url, reset });
        children.push(child);
        return child;
      };
      const studentTokens = await Promise.all(
        Array.from({ length: CLIENTS }, (_, i) => tokens.sign({ sub: `test|shutdown-${i}`, name: `Student ${i}` })),
      );

      // 1. A class submits; SIGTERM lands while submissions are in flight.
      const first = await start(true);
      const attempts: Attempt[] = [];
      let sigtermAt = Infinity;
      let seed = 0;
      const client = async (index: number): Promise<void> => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        const token = studentTokens[index] as string;
        for (;;) {
          const exam = eqPracticeSubmission(seed++);
          const body = JSON.stringify(exam);
          const attempt: Attempt = { submitId: exam.submitId as string, body, token, ...(await post(first.baseUrl, agent, token, body)) };
          attempts.push(attempt);
          if (attempts.filter((a) => a.outcome === 201).length >= ACKNOWLEDGED_BEFORE_SIGTERM && sigtermAt === Infinity) {
            sigtermAt = performance.now();
            first.process.kill('SIGTERM');
          }
          if (isRefusal(attempt.outcome)) break;
        }
        agent.destroy();
      };
      await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain('Shut down cleanly');

      const unexpected = attempts.filter((a) => a.outcome !== 201 && !isRefusal(a.outcome));
      expect(unexpected.map((a) => a.outcome)).toEqual([]);
      const acknowledged = attempts.filter((a) => a.outcome === 201);
      const refused = attempts.filter((a) => isRefusal(a.outcome));
      // Submissions sent before the signal and answered after it: the shutdown waited for them.
      expect(acknowledged.filter((a) => a.sentAt < sigtermAt && a.answeredAt > sigtermAt).length).toBeGreaterThan(0);
      expect(refused).toHaveLength(CLIENTS);

      // 2. The restart: every acknowledged submission is stored, none of the refused ones is.
      const second = await start();
      const retried = await retry(second, [...acknowledged, ...refused]);
      const storedBefore = retried.filter((a) => acknowledged.some((b) => b.submitId === a.submitId));
      expect(storedBefore.map((a) => [a.outcome, a.duplicate])).toEqual(acknowledged.map(() => [200, true]));
      const storedNow = retried.filter((a) => refused.some((b) => b.submitId === a.submitId));
      expect(storedNow.map((a) => [a.outcome, a.duplicate])).toEqual(refused.map(() => [201, false]));

      // 3. A crash: SIGKILL, and a new process on the same data half a second later.
      second.process.kill('SIGKILL');
      await sleep(500);
      const third = await start();
      const afterCrash = await retry(third, storedNow);
      expect(afterCrash.map((a) => [a.outcome, a.duplicate])).toEqual(storedNow.map(() => [200, true]));
      expect(await second.exited).toBeNull();

      // 4. SIGTERM while a student waits for an official sound still to be rendered: it is
      // rendered and sent, the sounds rendered ahead that nobody waits for are dropped.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const issued = await send(third.baseUrl, agent, studentTokens[0] as string, 'POST', '/api/official-exams', JSON.stringify({ area: 'timbre' }));
      expect(issued.outcome).toBe(201);
      const exam = JSON.parse(issued.body.toString()) as OfficialExam;
      // The last question: its sounds wait behind the others rendered ahead.
      const last = exam.questionCount - 1;
      const requested = third.output().length;
      const soundUrl = `/api/official-exams/${exam.examId}/questions/${last}/audio/processed`;
      const sound = send(third.baseUrl, agent, studentTokens[0] as string, 'GET', soundUrl);
      while (!third.output().slice(requested).includes('/api/official-exams/:examId/questions/:n/audio/:branch')) await sleep(20);
      const signalled = performance.now();
      third.process.kill('SIGTERM');
      const waited = await sound;
      agent.destroy();
      expect(waited.outcome).toBe(200);
      expect(waited.body.subarray(0, 4).toString()).toBe('fLaC');
      expect(waited.answeredAt).toBeGreaterThan(signalled);
      expect(await third.exited).toBe(0);
    },
  );
});
