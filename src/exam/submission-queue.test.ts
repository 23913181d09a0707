// @vitest-environment jsdom -- the window's online and offline events
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import type { SubmissionReceipt, SubmissionRequest } from '../api-contract';
import {
  createSubmissionQueue,
  isGeneratorVersionRefusal,
  isPermanentRejection,
  type QueueClock,
  type SendOptions,
  type SubmissionQueue,
} from './submission-queue';
import { createIdbSubmissionStore } from './submission-store';

function fakeClock() {
  let now = 1_000_000;
  const timers: { at: number; callback: () => void; cancelled: boolean }[] = [];
  const clock: QueueClock = {
    now: () => now,
    setTimer(callback, ms) {
      const timer = { at: now + ms, callback, cancelled: false };
      timers.push(timer);
      return () => void (timer.cancelled = true);
    },
  };
  const live = () => timers.filter((t) => !t.cancelled);
  return {
    clock,
    live,
    /** Moves time on and fires due timers. */
    advance(ms: number) {
      now += ms;
      for (const t of live()) if (t.at <= now) {
        t.cancelled = true;
        t.callback();
      }
    },
  };
}

/** A scripted server: a list of outcomes per call, then success; records every call. */
function fakeServer() {
  const calls: { submitId: string; reportErrors: boolean }[] = [];
  /** Ids of the calls that succeeded, in order. */
  const accepted: string[] = [];
  const stored = new Map<string, SubmissionReceipt>();
  const outcomes: (Error | 'ok')[] = [];
  const send = async (request: SubmissionRequest, options: SendOptions): Promise<SubmissionReceipt> => {
    calls.push({ submitId: request.submitId, reportErrors: options.reportErrors });
    const outcome = outcomes.shift() ?? 'ok';
    if (outcome !== 'ok') throw outcome;
    const duplicate = stored.has(request.submitId);
    const receipt = { submitId: request.submitId, score: 42, correctRate: 40, questionCount: request.questionCount ?? request.answers.length, duplicate };
    stored.set(request.submitId, receipt);
    accepted.push(request.submitId);
    return receipt;
  };
  return { calls, stored, outcomes, send, accepted };
}

const request = (n: number): SubmissionRequest => ({
  submitId: `00000000-0000-4000-8000-00000000000${n}`,
  area: 'eq',
  mode: 'exam',
  generatorVersion: 1,
  seed: n,
  settings: {},
  questionCount: 5,
  startedAt: '2026-01-05T10:00:00.000Z',
  finishedAt: '2026-01-05T10:05:00.000Z',
  answers: [],
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const network = () => new ApiError(0, 'Failed to fetch', 'network');
const OUTDATED_MESSAGE = 'This result was made by version 1 of the eq exam; the server now scores version 2, so it cannot be scored fairly and was not recorded.';
const versionRefusal = () => new ApiError(409, OUTDATED_MESSAGE, 'http', 'generator-version');

let dbCount = 0;
const queues: SubmissionQueue[] = [];
function makeQueue(opts: { dbName?: string; owner?: { current: string | null }; server?: ReturnType<typeof fakeServer>; time?: ReturnType<typeof fakeClock> } = {}) {
  const dbName = opts.dbName ?? `queue-test-${++dbCount}`;
  const owner = opts.owner ?? { current: 'user-a' };
  const server = opts.server ?? fakeServer();
  const time = opts.time ?? fakeClock();
  const onlineListeners = new Set<() => void>();
  const queue = createSubmissionQueue({
    store: createIdbSubmissionStore(dbName),
    send: server.send,
    clock: time.clock,
    getOwner: () => owner.current,
    onOnline: (cb) => (onlineListeners.add(cb), () => onlineListeners.delete(cb)),
    backoff: { baseMs: 1000, maxMs: 8000 },
  });
  queues.push(queue);
  return { queue, server, time, owner, dbName, goOnline: () => onlineListeners.forEach((cb) => cb()) };
}

afterEach(() => {
  queues.splice(0).forEach((q) => q.dispose());
});

describe('submission queue', () => {
  it('sends a queued result once and removes it after the acknowledgement', async () => {
    const { queue, server, dbName } = makeQueue();
    await queue.start();
    await queue.enqueue(request(1));
    expect(server.calls).toEqual([{ submitId: request(1).submitId, reportErrors: true }]);
    expect(queue.getSnapshot()).toMatchObject({ pending: 0, failed: [], sending: false });
    expect(queue.getSnapshot().receipts[request(1).submitId]?.score).toBe(42);
    expect(await createIdbSubmissionStore(dbName).getAll()).toEqual([]);
  });

  it('keeps a result through an outage, backs off exponentially, reports the outage once', async () => {
    const { queue, server, time } = makeQueue();
    server.outcomes.push(network(), network(), new ApiError(503, 'Service Unavailable', 'http'), network());
    await queue.enqueue(request(1));
    expect(queue.getSnapshot()).toMatchObject({ pending: 1, nextRetryAt: 1_001_000 });
    const delays: number[] = [];
    for (let i = 0; i < 4; i++) {
      const before = server.calls.length;
      let waited = 0;
      while (server.calls.length === before && waited < 20_000) {
        time.advance(500);
        waited += 500;
        await settle();
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000]);
    expect(server.calls.map((c) => c.reportErrors)).toEqual([true, false, false, false, false]);
    expect(server.stored.size).toBe(1);
    expect(queue.getSnapshot()).toMatchObject({ pending: 0, nextRetryAt: null });
    expect(time.live()).toHaveLength(0);
  });

  it('stays quiet for background re-sends: start-up, online and back-off retries never report', async () => {
    const first = makeQueue();
    first.server.outcomes.push(network());
    await first.queue.enqueue(request(1));
    first.queue.dispose();

    // A page load while the API is still down: the queue starts with the item left behind.
    const { queue, server, time, goOnline } = makeQueue({ dbName: first.dbName, server: first.server });
    server.outcomes.push(network(), network(), network());
    await queue.start();
    goOnline();
    await settle();
    time.advance(2000);
    await settle();
    expect(server.calls.slice(1).map((c) => c.reportErrors)).toEqual([false, false, false]);
    expect(queue.getSnapshot().pending).toBe(1);
  });

  it('reports once for the user’s Finish during an outage found in the background, then stays quiet', async () => {
    const { queue, server, time } = makeQueue();
    await queue.start();
    server.outcomes.push(network());
    await queue.enqueue(request(1));
    server.outcomes.push(network(), network(), network(), network());
    time.advance(1000);
    await settle();
    await queue.start();
    await queue.enqueue(request(2));
    await queue.enqueue(request(3));
    expect(server.calls.map((c) => c.reportErrors)).toEqual([true, false, false, false, false]);

    // Once a send succeeds the outage is over: the next outage is reported on the next Finish.
    await queue.flush();
    expect(server.stored.size).toBe(3);
    server.outcomes.push(network());
    await queue.enqueue(request(4));
    expect(server.calls.at(-1)).toEqual({ submitId: request(4).submitId, reportErrors: true });
  });

  it('a Finish while a background retry already failed quietly still reports the outage', async () => {
    const first = makeQueue();
    first.server.outcomes.push(network());
    await first.queue.enqueue(request(1));
    first.queue.dispose();

    const { queue, server } = makeQueue({ dbName: first.dbName, server: first.server });
    server.outcomes.push(network(), network());
    await queue.start();
    await queue.enqueue(request(2));
    expect(server.calls.slice(1)).toEqual([
      { submitId: request(1).submitId, reportErrors: false },
      { submitId: request(1).submitId, reportErrors: true },
    ]);
    expect(queue.getSnapshot().pending).toBe(2);
  });

  it('survives a reload: a new queue on the same database sends what the old one left, exactly once', async () => {
    const first = makeQueue();
    first.server.outcomes.push(network(), network());
    await first.queue.enqueue(request(1));
    await first.queue.enqueue(request(2));
    expect(first.queue.getSnapshot().pending).toBe(2);
    first.queue.dispose();

    const second = makeQueue({ dbName: first.dbName, server: first.server });
    await second.queue.start();
    expect(first.server.stored.size).toBe(2);
    expect(second.queue.getSnapshot().pending).toBe(0);
    await second.queue.flush();
    expect(first.server.accepted).toEqual([request(1).submitId, request(2).submitId]);
  });

  it('sends again as soon as the network is back', async () => {
    const { queue, server, goOnline } = makeQueue();
    await queue.start();
    server.outcomes.push(network());
    await queue.enqueue(request(1));
    expect(queue.getSnapshot().pending).toBe(1);
    goOnline();
    await settle();
    expect(queue.getSnapshot().pending).toBe(0);
    expect(server.stored.size).toBe(1);
  });

  it('keeps a permanently refused result aside with its message and can retry it', async () => {
    const { queue, server } = makeQueue();
    server.outcomes.push(new ApiError(400, 'answers: expected 5 items', 'http'));
    await queue.enqueue(request(1));
    await queue.enqueue(request(2));
    expect(queue.getSnapshot()).toMatchObject({
      pending: 0,
      failed: [{ submitId: request(1).submitId, area: 'eq', message: 'answers: expected 5 items' }],
      nextRetryAt: null,
    });
    expect(server.stored.has(request(2).submitId)).toBe(true);
    await queue.retryFailed(request(1).submitId);
    expect(queue.getSnapshot()).toMatchObject({ pending: 0, failed: [] });
    expect(server.stored.size).toBe(2);
  });

  it('keeps a result made by another generator version, reports it, never re-sends it, and goes on with the next', async () => {
    const { queue, server, time, goOnline, dbName } = makeQueue();
    server.outcomes.push(versionRefusal());
    await queue.enqueue(request(1));
    await queue.enqueue(request(2));
    const outdated = [{ submitId: request(1).submitId, area: 'eq', message: OUTDATED_MESSAGE }];
    expect(queue.getSnapshot()).toMatchObject({ pending: 0, failed: [], outdated, nextRetryAt: null });
    expect(server.accepted).toEqual([request(2).submitId]);
    expect(time.live()).toHaveLength(0);

    // Nothing sends it again: not a flush, the network coming back, a retry of failures, time passing.
    await queue.flush();
    goOnline();
    await queue.retryFailed(request(1).submitId);
    time.advance(10 * 60_000);
    await settle();
    expect(server.calls.filter((c) => c.submitId === request(1).submitId)).toHaveLength(1);

    // Nor a reload; and it stays on this device.
    queue.dispose();
    const reloaded = makeQueue({ dbName, server });
    await reloaded.queue.start();
    expect(server.calls).toHaveLength(2);
    expect(reloaded.queue.getSnapshot()).toMatchObject({ pending: 0, failed: [], outdated });
    expect(await createIdbSubmissionStore(dbName).getAll()).toEqual([
      expect.objectContaining({ submitId: request(1).submitId, status: 'outdated', attempts: 1, lastError: OUTDATED_MESSAGE, request: request(1) }),
    ]);
  });

  it('tells a refusal for the generator version from other refusals of the same status', async () => {
    const { queue, server } = makeQueue();
    server.outcomes.push(new ApiError(409, 'This submitId belongs to another submission', 'http'), versionRefusal());
    await queue.enqueue(request(1));
    await queue.enqueue(request(2));
    expect(queue.getSnapshot().failed.map((f) => f.submitId)).toEqual([request(1).submitId]);
    expect(queue.getSnapshot().outdated.map((f) => f.submitId)).toEqual([request(2).submitId]);
  });

  it('sends only the signed-in user’s results, and nothing while signed out', async () => {
    const owner = { current: 'user-a' as string | null };
    const { queue, server } = makeQueue({ owner });
    server.outcomes.push(network());
    await queue.enqueue(request(1));
    owner.current = null;
    await queue.flush();
    expect(server.calls).toHaveLength(1);
    owner.current = 'user-b';
    await queue.flush();
    expect(server.calls).toHaveLength(1);
    expect(queue.getSnapshot().pending).toBe(0);
    await expect(async () => {
      owner.current = null;
      await queue.enqueue(request(2));
    }).rejects.toThrow();
    owner.current = 'user-a';
    await queue.flush();
    expect(server.stored.has(request(1).submitId)).toBe(true);
  });
});

describe('isGeneratorVersionRefusal', () => {
  it('is a 409 with the code generator-version only', () => {
    expect(isGeneratorVersionRefusal(versionRefusal())).toBe(true);
    expect(isGeneratorVersionRefusal(new ApiError(409, OUTDATED_MESSAGE, 'http'))).toBe(false);
    expect(isGeneratorVersionRefusal(new ApiError(400, '', 'http', 'generator-version'))).toBe(false);
    expect(isGeneratorVersionRefusal(new Error(OUTDATED_MESSAGE))).toBe(false);
  });
});

describe('isPermanentRejection', () => {
  it('treats 4xx as permanent except 401, 408 and 429; network and 5xx are transient', () => {
    expect(isPermanentRejection(new ApiError(400, '', 'http'))).toBe(true);
    expect(isPermanentRejection(new ApiError(409, '', 'http'))).toBe(true);
    for (const status of [401, 408, 429, 500, 503]) expect(isPermanentRejection(new ApiError(status, '', 'http'))).toBe(false);
    expect(isPermanentRejection(new ApiError(0, '', 'network'))).toBe(false);
    expect(isPermanentRejection(new Error('boom'))).toBe(false);
  });
});
