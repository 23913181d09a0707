import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './first-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstPaint', () => {
  it('resolves when the first contentful paint is observed, not before', async () => {
    type Report = (list: { getEntriesByName(name: string): unknown[] }) => void;
    const observed: { report?: Report } = {};
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: Report) {
        observed.report = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    let resolved = false;
    const waiting = afterFirstPaint(10_000).then(() => (resolved = true));
    await Promise.resolve();
    observed.report?.({ getEntriesByName: () => [] });
    await Promise.resolve();
    expect(resolved).toBe(false);
    observed.report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    await waiting;
    expect(resolved).toBe(true);
  });

  it('falls back to a timer where paint timing is missing', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    let resolved = false;
    const waiting = afterFirstPaint(500).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(resolved).toBe(true);
  });
});
