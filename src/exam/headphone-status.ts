/**
 * The headphone check's result, remembered for the tab's session (a new session checks again:
 * the student may have moved to loudspeakers). A tiny store React reads with useSyncExternalStore.
 */
import type { HeadphoneCheckResult } from '../lib/api-types';
import { tabStorage, type KeyValueStorage } from '../lib/storage';

const KEY = 'headphoneCheck';

export interface HeadphoneStatus {
  get(): HeadphoneCheckResult;
  set(result: 'passed' | 'failed'): void;
  subscribe(listener: () => void): () => void;
}

export function createHeadphoneStatus(storage: KeyValueStorage = tabStorage): HeadphoneStatus {
  const listeners = new Set<() => void>();
  return {
    get() {
      const stored = storage.get(KEY);
      return stored === 'passed' || stored === 'failed' ? stored : 'not-taken';
    },
    set(result) {
      storage.set(KEY, result);
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const headphoneStatus: HeadphoneStatus = createHeadphoneStatus();
