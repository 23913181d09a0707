import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateQuestionSet } from '../../../../src/exam-contract';
import { DEFAULT_AREAS } from '../../areas';
import { officialQuestionAudio } from '../sounds/question-audio';
import { createInlineRenderPool, createWorkerRenderPool, type RenderTask } from '.';
import { RenderQueue } from './render-queue';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'render-pool-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const eq = DEFAULT_AREAS.eq;
const questions = generateQuestionSet(eq, 20261126, eq.officialExam.settings, 3);
const task = (n: number, branch: RenderTask['branch'] = 'processed'): RenderTask => ({
  area: 'eq',
  question: questions[n],
  branch,
  recordings: [],
  file: path.join(dir, `${n}-${branch}.flac`),
});

describe('the render queue', () => {
  it('hands out the lowest priority first, then first come, and moves a waiting job up', () => {
    const queue = new RenderQueue<{ priority: number; sequence: number; name: string }>();
    const jobs = [
      { priority: 2, sequence: 0, name: 'q2 of exam A' },
      { priority: 1, sequence: 1, name: 'q1 of exam A' },
      { priority: 2, sequence: 2, name: 'q2 of exam B' },
      { priority: 1, sequence: 3, name: 'q1 of exam B' },
      { priority: 3, sequence: 4, name: 'q3 of exam B' },
    ];
    for (const job of jobs) queue.push(job);
    expect(queue.prioritize(jobs[4] as (typeof jobs)[number], 0)).toBe(true);
    const order: string[] = [];
    for (let job = queue.shift(); job; job = queue.shift()) order.push(job.name);
    expect(order).toEqual(['q3 of exam B', 'q1 of exam A', 'q1 of exam B', 'q2 of exam A', 'q2 of exam B']);
    expect(queue.prioritize(jobs[0] as (typeof jobs)[number], 0)).toBe(false);
  });
});

describe('the worker render pool', () => {
  it('renders off the calling thread the same FLAC bytes as a render on it', { timeout: 60_000 }, async () => {
    const pool = createWorkerRenderPool({ threads: 2, maxWaiting: 10 });
    try {
      const renders = [0, 1].map((n) => pool.schedule(async () => task(n), 1));
      const outcomes = await Promise.all(renders.map((render) => render?.done));
      for (const [n, outcome] of outcomes.entries()) {
        const bytes = await readFile(task(n).file);
        expect(outcome?.bytes).toBe(bytes.byteLength);
        expect(Buffer.compare(bytes, Buffer.from(await officialQuestionAudio(eq, questions[n], 'processed')))).toBe(0);
      }
    } finally {
      await pool.close();
    }
  });
});

describe('the dispatcher', () => {
  it('runs at most one job per thread, urgent ones first, and refuses jobs beyond its line', async () => {
    const pool = createInlineRenderPool(DEFAULT_AREAS, { threads: 1, maxWaiting: 2 });
    const started: string[] = [];
    const job = (name: string, n: number) => async () => {
      started.push(name);
      return task(n, 'original');
    };
    const first = pool.schedule(job('first', 0), 5);
    await Promise.resolve();
    const ahead = pool.schedule(job('ahead', 1), 5);
    const urgent = pool.schedule(job('urgent', 2), 0);
    expect(first && ahead && urgent).toBeTruthy();
    await Promise.resolve();
    expect(pool.running).toBe(1);
    expect(pool.waiting).toBe(2);
    expect(pool.schedule(job('refused', 0), 0)).toBeNull();
    await Promise.all([first?.done, ahead?.done, urgent?.done]);
    expect(started).toEqual(['first', 'urgent', 'ahead']);
    await pool.close();
  });

  it('on shutdown finishes the running job, drops the waiting ones and refuses new ones', async () => {
    const pool = createInlineRenderPool(DEFAULT_AREAS, { threads: 1, maxWaiting: 10 });
    const running = pool.schedule(async () => task(0, 'original'), 0);
    const waiting = pool.schedule(async () => task(1, 'original'), 5);
    await Promise.resolve();
    expect([pool.running, pool.waiting]).toEqual([1, 1]);
    const dropped = expect(waiting?.done).rejects.toThrow('closed before this sound was rendered');
    const closed = pool.close({ dropWaiting: true });
    expect(pool.schedule(async () => task(2, 'original'), 0)).toBeNull();
    await dropped;
    await expect(running?.done).resolves.toMatchObject({ bytes: expect.any(Number) });
    await closed;
    expect([pool.running, pool.waiting]).toEqual([0, 0]);
  });

  it('passes a failed job on and keeps going', async () => {
    const pool = createInlineRenderPool(DEFAULT_AREAS);
    const failing = pool.schedule(async () => {
      throw new Error('no such recording');
    }, 1);
    const next = pool.schedule(async () => task(0, 'original'), 1);
    await expect(failing?.done).rejects.toThrow('no such recording');
    await expect(next?.done).resolves.toMatchObject({ bytes: expect.any(Number) });
    await pool.close();
  });
});
