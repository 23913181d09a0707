/**
 * A class submitting at once: the API listening on loopback, n clients (each a student with
 * their own RS256 token) posting finished EQ exams over real HTTP with keep-alive, as many
 * requests in flight as clients. Any non-2xx answer or network error counts as an error.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { eqPracticeSubmission as benchSubmission } from '../server/api/testing/eq-practice-submission';
import type { TestTokens } from '../server/api/testing/test-tokens';

const LEVELS = [
  { clients: 1, requests: 100 },
  { clients: 8, requests: 400 },
  { clients: 64, requests: 640 },
] as const;

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const round = (value: number): number => Math.round(value * 10) / 10;

export async function classLoad(app: FastifyInstance, tokens: TestTokens, suffix: string): Promise<{ figures: Record<string, number>; sent: number }> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/api/submissions`;
  const maxClients = Math.max(...LEVELS.map((l) => l.clients));
  const studentTokens = await Promise.all(Array.from({ length: maxClients }, (_, i) => tokens.sign({ sub: `bench|u${i}`, name: `Student ${i}` })));
  const figures: Record<string, number> = {};
  let errors = 0;
  let sent = 0;
  for (const { clients, requests } of LEVELS) {
    const latencies: number[] = [];
    let next = 0;
    const client = async (index: number): Promise<void> => {
      const authorization = `Bearer ${studentTokens[index]}`;
      while (next < requests) {
        const body = JSON.stringify(benchSubmission(sent + next++));
        const start = performance.now();
        try {
          const response = await fetch(url, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body });
          await response.arrayBuffer();
          if (response.status !== 201) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - start);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
    const seconds = (performance.now() - started) / 1000;
    sent += requests;
    figures[`api_submissions_per_s_c${clients}${suffix}`] = round(requests / seconds);
    figures[`api_submission_p50_ms_c${clients}${suffix}`] = round(percentile(latencies, 50));
    figures[`api_submission_p99_ms_c${clients}${suffix}`] = round(percentile(latencies, 99));
  }
  figures[`api_errors${suffix}`] = errors;
  if (errors > 0) throw new Error(`${errors} submissions failed under load`);
  return { figures, sent };
}
