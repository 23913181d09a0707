import { describe, expect, it } from 'vitest';
import { resolveSessionTimings, SESSION_TIMINGS } from './session-constants';

describe('resolveSessionTimings', () => {
  it('uses the product values without test configuration', () => {
    expect(resolveSessionTimings(undefined)).toEqual({ idleTimeoutSeconds: 900, warningSeconds: 30, startDelaySeconds: 5 });
    expect(resolveSessionTimings(SESSION_TIMINGS)).toEqual(SESSION_TIMINGS);
  });

  it('takes shorter timings from the test configuration', () => {
    const timings = resolveSessionTimings({ session: { idleTimeoutSeconds: 8, warningSeconds: 5, startDelaySeconds: 1 } });
    expect(timings).toEqual({ idleTimeoutSeconds: 8, warningSeconds: 5, startDelaySeconds: 1 });
  });

  it('never lengthens a timing and ignores nonsense', () => {
    const timings = resolveSessionTimings({ session: { idleTimeoutSeconds: 50400, warningSeconds: -1, startDelaySeconds: 'soon' } });
    expect(timings).toEqual(SESSION_TIMINGS);
  });

  it('keeps the warning within the timeout', () => {
    expect(resolveSessionTimings({ session: { idleTimeoutSeconds: 10 } }).warningSeconds).toBe(10);
  });
});
