import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeAppStep } from './graceful-shutdown';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const FIXTURE = fileURLToPath(new URL('./testing/shutdown-fixture.ts', import.meta.url));

/** Runs the fixture, sends it `signals` once it is ready, and returns its exit code and log messages. */
async function shutDown(mode: string, signals: NodeJS.Signals[], graceMs?: number): Promise<{ code: number | null; messages: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, mode, ...(graceMs ? [String(graceMs)] : [])], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  if (signals.length > 0) {
    while (!output.includes('"ready"')) await sleep(10);
    for (const signal of signals) {
      child.kill(signal);
      await sleep(100);
    }
  }
  const code = await exited;
  const messages = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { msg: string }).msg);
  return { code, messages };
}

describe('exitGracefullyOnSignals', () => {
  it.concurrent('runs the steps on SIGTERM and exits 0', async () => {
    const { code, messages } = await shutDown('ok', ['SIGTERM']);
    expect(code).toBe(0);
    expect(messages.slice(1)).toEqual(['SIGTERM: shutting down (no new connections; the requests in flight are finished first)', 'step ran', 'Shut down cleanly']);
  });

  it.concurrent('exits 1 at once on a second signal, naming what it was waiting for', async () => {
    const { code, messages } = await shutDown('hang', ['SIGINT', 'SIGINT']);
    expect(code).toBe(1);
    expect(messages.at(-1)).toBe('Second SIGINT while shutting down (hanging): exiting now');
  });

  it.concurrent('exits 1 when the shutdown outlasts its grace period', async () => {
    const { code, messages } = await shutDown('hang', ['SIGTERM'], 300);
    expect(code).toBe(1);
    expect(messages.at(-1)).toBe('The shutdown did not finish in 0.3 s (still hanging): exiting anyway');
  });

  it.concurrent('exits 1 when a step fails, saying which', async () => {
    const { code, messages } = await shutDown('fail', ['SIGTERM']);
    expect(code).toBe(1);
    expect(messages.at(-1)).toBe('The shutdown failed while failing: disk full');
  });

  it.concurrent('shuts down as gracefully after an uncaught error, and exits 1', async () => {
    const { code, messages } = await shutDown('throw', []);
    expect(code).toBe(1);
    expect(messages).toEqual(['Uncaught error: shutting down (the requests in flight are finished first)', 'step ran', 'Shut down cleanly']);
  });
});

describe('closeAppStep', () => {
  it('answers the request in flight, closes its keep-alive connection and finishes in well under the keep-alive timeout', async () => {
    const app = Fastify();
    app.get('/slow', async () => {
      await sleep(300);
      return { stored: true };
    });
    const close = closeAppStep(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true });
    try {
      const answered = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/slow', agent }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
          })
          .on('error', reject);
      });
      await sleep(100);
      const started = performance.now();
      await close.run();
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(await answered).toEqual({ status: 200, connection: 'close', body: '{"stored":true}' });
    } finally {
      agent.destroy();
    }
  });
});
