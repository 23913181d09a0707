/**
 * The render pool: official sounds are rendered, encoded and written off the API's event
 * loop, in worker threads (piscina), at most one job per thread at a time. Jobs wait in one
 * bounded priority line (render-queue.ts) so that what a student waits for goes first and a
 * class's question 1 comes before anyone's question 2.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { AreaDefinitions } from '../../areas';
import { RenderQueue, type QueuedJob } from './render-queue';
import { runRenderTask, type RenderOutcome, type RenderTask } from './render-task';

/** A student is waiting for this sound. */
export const URGENT = 0;

export interface ScheduledRender {
  readonly done: Promise<RenderOutcome>;
  /** Moves the job up if it is still waiting; false when it already runs or ran. */
  prioritize(priority: number): boolean;
}

export interface RenderPool {
  /**
   * Queues a job; `prepare` builds its task when a thread is free (so a waiting job holds no
   * recording bytes). Null when the line is full: the caller decides whether that is an error.
   */
  schedule(prepare: () => Promise<RenderTask>, priority: number): ScheduledRender | null;
  readonly threads: number;
  /** Jobs waiting, not yet running. */
  readonly waiting: number;
  /** Jobs running now. */
  readonly running: number;
  /**
   * Refuses new jobs, waits for the running ones and the waiting ones, then stops the threads.
   * `dropWaiting`: the waiting ones are dropped instead (their `done` rejects): the API's
   * shutdown closes the pool after its last request was answered (api-process.ts), so a waiting
   * job is one nobody waits for, a sound rendered ahead, which any instance renders again on demand.
   */
  close(options?: { dropWaiting?: boolean }): Promise<void>;
}

export interface RenderPoolOptions {
  threads: number;
  /** Jobs that may wait; beyond it `schedule` answers null. */
  maxWaiting: number;
}

interface Job extends QueuedJob {
  prepare: () => Promise<RenderTask>;
  resolve: (outcome: RenderOutcome) => void;
  reject: (error: unknown) => void;
}

function createDispatcher(options: RenderPoolOptions, execute: (task: RenderTask) => Promise<RenderOutcome>, stop: () => Promise<void>): RenderPool {
  const queue = new RenderQueue<Job>();
  let running = 0;
  let sequence = 0;
  let idle: (() => void) | null = null;
  let closed = false;

  const pump = (): void => {
    while (running < options.threads && queue.size > 0) {
      const job = queue.shift() as Job;
      running++;
      job
        .prepare()
        .then(execute)
        .then(job.resolve, job.reject)
        .finally(() => {
          running--;
          pump();
        });
    }
    if (running === 0 && queue.size === 0) idle?.();
  };

  return {
    threads: options.threads,
    get waiting() {
      return queue.size;
    },
    get running() {
      return running;
    },
    schedule(prepare, priority) {
      if (closed || queue.size >= options.maxWaiting) return null;
      let resolve!: Job['resolve'];
      let reject!: Job['reject'];
      const done = new Promise<RenderOutcome>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      const job: Job = { priority, sequence: sequence++, prepare, resolve, reject };
      queue.push(job);
      queueMicrotask(pump);
      return { done, prioritize: (to) => queue.prioritize(job, to) };
    },
    async close({ dropWaiting = false } = {}) {
      closed = true;
      if (dropWaiting) {
        for (let job = queue.shift(); job; job = queue.shift()) job.reject(new Error('The render pool closed before this sound was rendered'));
      }
      if (running > 0 || queue.size > 0) await new Promise<void>((resolve) => (idle = resolve));
      await stop();
    },
  };
}

const WORKER_FILE = new URL('./render-worker.mjs', import.meta.url);

/** Threads for rendering: one per core by default (the event loop itself needs little). */
export const defaultRenderThreads = (): number => Math.max(1, availableParallelism());

/** The production pool: worker threads rendering the built-in areas. */
export function createWorkerRenderPool(options: RenderPoolOptions): RenderPool {
  const piscina = new Piscina<RenderTask, RenderOutcome>({
    filename: fileURLToPath(WORKER_FILE),
    minThreads: options.threads,
    maxThreads: options.threads,
    // The dispatcher never hands piscina more jobs than threads.
    maxQueue: options.threads,
    idleTimeout: Infinity,
  });
  return createDispatcher(options, (task) => piscina.run(task), () => piscina.destroy());
}

/** The same pool rendering on the calling thread, with any area definitions: for tests. */
export function createInlineRenderPool(areas: AreaDefinitions, options: RenderPoolOptions = { threads: 1, maxWaiting: 10_000 }): RenderPool {
  return createDispatcher(options, (task) => runRenderTask(task, areas), async () => undefined);
}
