/**
 * A listening check's result. A pass is remembered in this browser until the day ends
 * (localStorage, with the date): a lab's headphones and cabling do not change between tabs,
 * and the next day's class checks again. A fail is remembered only in its tab (sessionStorage),
 * so a fixed cable or a new tab starts clean. A tiny store React reads with useSyncExternalStore.
 */
import type { HeadphoneCheckResult } from '../../api-contract';
import { persistentStorage, tabStorage, type KeyValueStorage } from '../../lib/storage';

export type CheckResult = HeadphoneCheckResult;

export interface CheckStatus {
  get(): CheckResult;
  set(result: 'passed' | 'failed'): void;
  subscribe(listener: () => void): () => void;
}

/** The local calendar day of `ms` (YYYY-MM-DD): the day a pass holds for. */
export function localDay(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The stored form of a pass on the day of `ms`. */
export const passedOn = (ms: number): string => `passed:${localDay(ms)}`;

export interface CheckStatusOptions {
  /** Where a pass is kept for the day (localStorage). */
  day?: KeyValueStorage;
  /** Where a fail is kept for the tab (sessionStorage). */
  tab?: KeyValueStorage;
  now?: () => number;
  /** Calls `onChange` when another tab changes the stored results; returns the unsubscribe. */
  watch?: (onChange: () => void) => () => void;
}

function watchOtherTabs(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

export function createCheckStatus(key: string, options: CheckStatusOptions = {}): CheckStatus {
  const { day = persistentStorage, tab = tabStorage, now = Date.now, watch = watchOtherTabs } = options;
  const listeners = new Set<() => void>();
  const notify = (): void => {
    for (const listener of [...listeners]) listener();
  };
  let unwatch: (() => void) | null = null;
  return {
    get() {
      if (day.get(key) === passedOn(now())) return 'passed';
      return tab.get(key) === 'failed' ? 'failed' : 'not-taken';
    },
    set(result) {
      if (result === 'passed') {
        day.set(key, passedOn(now()));
        tab.remove(key);
      } else {
        // A fail after a pass (say, the student moved to loudspeakers) takes the pass back.
        day.remove(key);
        tab.set(key, 'failed');
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      unwatch ??= watch(notify);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          unwatch?.();
          unwatch = null;
        }
      };
    },
  };
}

export const headphoneStatus: CheckStatus = createCheckStatus('headphoneCheck');
export const channelStatus: CheckStatus = createCheckStatus('channelCheck');

/** The status store of a check. */
export const statusOf = (kind: 'headphones' | 'channels'): CheckStatus => (kind === 'headphones' ? headphoneStatus : channelStatus);
