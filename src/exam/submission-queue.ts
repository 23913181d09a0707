/**
 * The persistent submission queue: a finished exam is stored first and sent second, retried
 * with exponential back-off, and removed only once the server acknowledges it. A permanent
 * refusal is kept aside as failed, with the server's message, and a result made by another
 * generator version than the server's as outdated; nothing is dropped silently.
 */
import { API_ERROR_CODES, type SubmissionReceipt, type SubmissionRequest } from '../api-contract';
import { ApiError } from '../lib/api-client';
import type { QueuedSubmission, SubmissionStore } from './submission-store';

export interface QueueClock {
  now(): number;
  /** Runs `callback` once after `ms`; returns a cancel function. */
  setTimer(callback: () => void, ms: number): () => void;
}

export interface SendOptions {
  /**
   * Whether a failure should reach the backend-error dialog: only for the send the user's own
   * Finish triggered, once per outage. Background re-sends (start-up, sign-in, `online`,
   * back-off retries) stay quiet: the pending indicator already says a result is waiting.
   */
  reportErrors: boolean;
}

export type SendSubmission = (request: SubmissionRequest, options: SendOptions) => Promise<SubmissionReceipt>;

export interface SubmissionQueueOptions {
  store: SubmissionStore;
  send: SendSubmission;
  clock: QueueClock;
  /** The signed-in user's id; null while signed out (nothing is sent then). */
  getOwner(): string | null;
  /** Subscribes to "the network is back"; returns an unsubscribe function. */
  onOnline?: (callback: () => void) => () => void;
  backoff?: { baseMs: number; maxMs: number };
}

export interface FailedSubmission {
  submitId: string;
  area: SubmissionRequest['area'];
  message: string;
}

export interface SubmissionQueueSnapshot {
  /** Results of the current user waiting to be sent. */
  pending: number;
  failed: readonly FailedSubmission[];
  /** Results the server cannot score: made by another version of their area's generator. Kept, never re-sent. */
  outdated: readonly FailedSubmission[];
  sending: boolean;
  /** When the next automatic retry runs, while the server is unreachable. */
  nextRetryAt: number | null;
  /** Server receipts of what this tab sent, by submitId. */
  receipts: Readonly<Record<string, SubmissionReceipt>>;
}

export interface SubmissionQueue {
  getSnapshot(): SubmissionQueueSnapshot;
  subscribe(listener: () => void): () => void;
  /** Loads what an earlier session left and sends it; safe to call more than once. */
  start(): Promise<void>;
  enqueue(request: SubmissionRequest): Promise<void>;
  flush(): Promise<void>;
  /** Puts a refused result back in line (after the cause is fixed). */
  retryFailed(submitId: string): Promise<void>;
  dispose(): void;
}

/** 4xx other than 401 (not signed in yet), 408 and 429 means the server will never accept it. */
export function isPermanentRejection(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'http') return false;
  return error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
}

/**
 * The server scores with another version of the area's generator than the one the result was
 * made with (409, code 'generator-version'): sending it again would be refused again.
 */
export function isGeneratorVersionRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 409 && error.code === API_ERROR_CODES.generatorVersion;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export const DEFAULT_BACKOFF = { baseMs: 2_000, maxMs: 60_000 };

export function createSubmissionQueue(options: SubmissionQueueOptions): SubmissionQueue {
  const { store, send, clock, getOwner } = options;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const listeners = new Set<() => void>();
  let snapshot: SubmissionQueueSnapshot = { pending: 0, failed: [], outdated: [], sending: false, nextRetryAt: null, receipts: {} };
  let started = false;
  /** Whether this outage has already been reported to the user. */
  let outageReported = false;
  /** Set by enqueue (the user's Finish): the next drain may report a failure. */
  let userRequested = false;
  let failures = 0;
  let cancelTimer: (() => void) | null = null;
  let offOnline: (() => void) | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  const set = (patch: Partial<SubmissionQueueSnapshot>): void => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of [...listeners]) listener();
  };

  const mine = async (): Promise<QueuedSubmission[]> => {
    const owner = getOwner();
    if (owner === null) return [];
    return (await store.getAll()).filter((item) => item.owner === owner).sort((a, b) => a.queuedAt - b.queuedAt);
  };

  const refresh = async (): Promise<void> => {
    const items = await mine();
    const refused = (status: QueuedSubmission['status']): FailedSubmission[] =>
      items.filter((i) => i.status === status).map((i) => ({ submitId: i.submitId, area: i.request.area, message: i.lastError ?? '' }));
    set({ pending: items.filter((i) => i.status === 'pending').length, failed: refused('failed'), outdated: refused('outdated') });
  };

  const stopTimer = (): void => {
    cancelTimer?.();
    cancelTimer = null;
  };

  const scheduleRetry = (): void => {
    stopTimer();
    const delay = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, failures - 1));
    cancelTimer = clock.setTimer(() => {
      cancelTimer = null;
      void flush();
    }, delay);
    set({ nextRetryAt: clock.now() + delay });
  };

  /** Sends the user's pending results oldest first; stops at the first transient failure. */
  const drain = async (): Promise<void> => {
    stopTimer();
    set({ nextRetryAt: null });
    const byUser = userRequested;
    userRequested = false;
    const pending = (await mine()).filter((item) => item.status === 'pending');
    for (const item of pending) {
      set({ sending: true });
      const reportErrors = byUser && !outageReported;
      try {
        const receipt = await send(item.request, { reportErrors });
        await store.delete(item.submitId);
        outageReported = false;
        failures = 0;
        set({ receipts: { ...snapshot.receipts, [item.submitId]: receipt } });
      } catch (error) {
        const attempts = item.attempts + 1;
        if (isGeneratorVersionRefusal(error)) {
          await store.put({ ...item, status: 'outdated', attempts, lastError: messageOf(error) });
          continue;
        }
        if (isPermanentRejection(error)) {
          await store.put({ ...item, status: 'failed', attempts, lastError: messageOf(error) });
          continue;
        }
        if (reportErrors) outageReported = true;
        failures += 1;
        await store.put({ ...item, attempts, lastError: messageOf(error) });
        scheduleRetry();
        break;
      }
    }
    set({ sending: false });
    await refresh();
  };

  const flush = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await drain();
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      if (started) return flush();
      started = true;
      offOnline = options.onOnline?.(() => void flush()) ?? null;
      return flush();
    },
    async enqueue(request) {
      const owner = getOwner();
      if (owner === null) throw new Error('Cannot queue a result while signed out');
      await store.put({
        submitId: request.submitId,
        owner,
        request,
        status: 'pending',
        attempts: 0,
        queuedAt: clock.now(),
        lastError: null,
      });
      await refresh();
      userRequested = true;
      return flush();
    },
    flush,
    async retryFailed(submitId) {
      const item = (await mine()).find((i) => i.submitId === submitId && i.status === 'failed');
      if (!item) return;
      await store.put({ ...item, status: 'pending' });
      await refresh();
      return flush();
    },
    dispose() {
      stopTimer();
      offOnline?.();
      offOnline = null;
      listeners.clear();
    },
  };
}
