import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../lib/storage';
import { createCheckStatus, localDay } from './check-status';

function setup(start = new Date(2026, 10, 26, 9, 0).getTime()) {
  let now = start;
  const day = createMemoryStorage();
  let otherTab: (() => void) | null = null;
  const options = {
    day,
    tab: createMemoryStorage(),
    now: () => now,
    watch: (onChange: () => void) => {
      otherTab = onChange;
      return () => (otherTab = null);
    },
  };
  return {
    day,
    options,
    status: createCheckStatus('headphoneCheck', options),
    later: (ms: number) => (now += ms),
    changedInOtherTab: () => otherTab?.(),
    watching: () => otherTab !== null,
  };
}

const HOUR = 3_600_000;

describe('a listening check result', () => {
  it('is not taken at first, and a pass holds in a new tab (same browser storage) for the rest of the day', () => {
    const { status, options, later } = setup();
    expect(status.get()).toBe('not-taken');
    status.set('passed');
    expect(status.get()).toBe('passed');
    const newTab = createCheckStatus('headphoneCheck', { ...options, tab: createMemoryStorage() });
    later(14 * HOUR); // 23:00 the same day
    expect(newTab.get()).toBe('passed');
    later(2 * HOUR); // 01:00 the next day
    expect(newTab.get()).toBe('not-taken');
    expect(status.get()).toBe('not-taken');
  });

  it('keeps a fail in its tab only; a fail after a pass takes the pass back', () => {
    const { status, options } = setup();
    status.set('passed');
    status.set('failed');
    expect(status.get()).toBe('failed');
    expect(createCheckStatus('headphoneCheck', { ...options, tab: createMemoryStorage() }).get()).toBe('not-taken');
    status.set('passed');
    expect(status.get()).toBe('passed');
  });

  it('keeps each check apart', () => {
    const { options } = setup();
    createCheckStatus('headphoneCheck', options).set('passed');
    expect(createCheckStatus('channelCheck', options).get()).toBe('not-taken');
  });

  it('tells its subscribers, also of a change made in another tab, and stops watching with the last one', () => {
    const { status, changedInOtherTab, watching } = setup();
    const listener = vi.fn();
    expect(watching()).toBe(false);
    const unsubscribe = status.subscribe(listener);
    expect(watching()).toBe(true);
    status.set('passed');
    changedInOtherTab();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    expect(watching()).toBe(false);
  });

  it('names the local calendar day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59).getTime())).toBe('2026-01-05');
  });
});
