/** Where finished exams wait until the server acknowledges them: IndexedDB, so a reload loses nothing. */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { SubmissionRequest } from '../api-contract';

/**
 * pending: waiting to be sent. failed: refused by the server for good; sent again only when the
 * user asks. outdated: refused as made by another version of its area's generator than the
 * server scores with; kept on this device and never sent again.
 */
export type QueuedStatus = 'pending' | 'failed' | 'outdated';

export interface QueuedSubmission {
  submitId: string;
  /** The signed-in user who finished the exam; only their session sends it. */
  owner: string;
  request: SubmissionRequest;
  status: QueuedStatus;
  attempts: number;
  /** Milliseconds since the epoch. */
  queuedAt: number;
  /** Why the server refused it (failed, outdated) or why the last attempt failed (pending). */
  lastError: string | null;
}

export interface SubmissionStore {
  getAll(): Promise<QueuedSubmission[]>;
  put(item: QueuedSubmission): Promise<void>;
  delete(submitId: string): Promise<void>;
}

interface QueueSchema extends DBSchema {
  submissions: { key: string; value: QueuedSubmission };
}

export const SUBMISSION_DB_NAME = 'auricle-submissions';
const STORE = 'submissions';

export function createIdbSubmissionStore(name: string = SUBMISSION_DB_NAME): SubmissionStore {
  let db: Promise<IDBPDatabase<QueueSchema>> | null = null;
  const open = (): Promise<IDBPDatabase<QueueSchema>> =>
    (db ??= openDB<QueueSchema>(name, 1, {
      upgrade(database) {
        database.createObjectStore(STORE, { keyPath: 'submitId' });
      },
    }));
  return {
    async getAll() {
      return (await open()).getAll(STORE);
    },
    async put(item) {
      await (await open()).put(STORE, item);
    },
    async delete(submitId) {
      await (await open()).delete(STORE, submitId);
    },
  };
}

/** For tests and for browsers without IndexedDB: the queue still works for the tab's lifetime. */
export function createMemorySubmissionStore(): SubmissionStore {
  const items = new Map<string, QueuedSubmission>();
  return {
    getAll: async () => [...items.values()].map((item) => structuredClone(item)),
    put: async (item) => void items.set(item.submitId, structuredClone(item)),
    delete: async (submitId) => void items.delete(submitId),
  };
}
