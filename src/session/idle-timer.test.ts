// @vitest-environment jsdom -- activity as DOM events
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from './clock';
import { bindIdleSessionToAuth, createIdleSession } from './idle-session';
import { createIdleTimer } from './idle-timer';
import { SESSION_TIMINGS } from './session-constants';
import { sessionStore, setSignedIn, setSignedOut } from './session-store';
import type { IdleState } from './session-store';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function timer() {
  const states: IdleState[] = [];
  const onTimeout = vi.fn();
  const idle = createIdleTimer({ clock: systemClock, timings: SESSION_TIMINGS, onChange: (s) => states.push(s), onTimeout });
  const last = () => states.at(-1);
  return { idle, onTimeout, last };
}

describe('idle timer (900 s, warning at 30 s, start after 5 s)', () => {
  it('starts counting 5 s after sign-in', () => {
    const { idle, last, onTimeout } = timer();
    idle.start();
    vi.advanceTimersByTime(4_999);
    expect(idle.phase()).toBe('starting');
    // Activity before the timer runs does not change when it starts.
    idle.activity();
    vi.advanceTimersByTime(1);
    expect(idle.phase()).toBe('running');
    vi.advanceTimersByTime(869_999);
    expect(last()?.warning).toBe(false);
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ warning: true, remainingSeconds: 30 });
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('counts down once per second while warning, then times out at zero', () => {
    const { idle, last, onTimeout } = timer();
    idle.start();
    vi.advanceTimersByTime(5_000 + 870_000);
    expect(last()).toEqual({ warning: true, remainingSeconds: 30 });
    vi.advanceTimersByTime(1_000);
    expect(last()).toEqual({ warning: true, remainingSeconds: 29 });
    vi.advanceTimersByTime(28_000);
    expect(last()).toEqual({ warning: true, remainingSeconds: 1 });
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(last()).toEqual({ warning: false, remainingSeconds: 0 });
    expect(idle.phase()).toBe('expired');
  });

  it('restarts the full 900 s on activity while running', () => {
    const { idle, last } = timer();
    idle.start();
    vi.advanceTimersByTime(5_000 + 800_000);
    idle.activity();
    vi.advanceTimersByTime(869_999);
    expect(last()?.warning).toBe(false);
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ warning: true, remainingSeconds: 30 });
  });

  it('closes the warning on activity and restarts the timer', () => {
    const { idle, last, onTimeout } = timer();
    idle.start();
    vi.advanceTimersByTime(5_000 + 880_000);
    expect(last()).toEqual({ warning: true, remainingSeconds: 20 });
    idle.activity();
    expect(last()).toEqual({ warning: false, remainingSeconds: 0 });
    vi.advanceTimersByTime(869_000);
    expect(last()?.warning).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(last()?.warning).toBe(true);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('does nothing after stop', () => {
    const { idle, onTimeout } = timer();
    idle.start();
    vi.advanceTimersByTime(100_000);
    idle.stop();
    vi.advanceTimersByTime(2_000_000);
    expect(onTimeout).not.toHaveBeenCalled();
    expect(idle.phase()).toBe('stopped');
  });
});

describe('idle session on the page', () => {
  it('shows the warning in the store, closes it on a key press, and at zero clears permissions and signs out', () => {
    const onTimeout = vi.fn(() => setSignedOut());
    const timings = { idleTimeoutSeconds: 10, warningSeconds: 4, startDelaySeconds: 1 };
    const session = createIdleSession({ target: window, clock: systemClock, timings, onTimeout });
    const unbind = bindIdleSessionToAuth(session);
    setSignedIn({ name: 'Li Ming' }, ['read:admin']);

    vi.advanceTimersByTime(1_000 + 6_000);
    expect(sessionStore.getState().idle).toEqual({ warning: true, remainingSeconds: 4 });
    vi.advanceTimersByTime(1_000);
    expect(sessionStore.getState().idle.remainingSeconds).toBe(3);

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(sessionStore.getState().idle.warning).toBe(false);

    // Mouse movement keeps the session alive while running.
    vi.advanceTimersByTime(5_000);
    document.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    vi.advanceTimersByTime(5_999);
    expect(sessionStore.getState().idle.warning).toBe(false);
    vi.advanceTimersByTime(1);
    expect(sessionStore.getState().idle.warning).toBe(true);

    expect(sessionStore.getState().permissions).toEqual(['read:admin']);
    vi.advanceTimersByTime(4_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().permissions).toEqual([]);
    expect(sessionStore.getState().idle.warning).toBe(false);
    expect(session.phase()).toBe('expired');
    unbind();
  });

  it('does not run while signed out', () => {
    const onTimeout = vi.fn();
    const session = createIdleSession({ target: window, clock: systemClock, timings: SESSION_TIMINGS, onTimeout });
    const unbind = bindIdleSessionToAuth(session);
    setSignedOut();
    vi.advanceTimersByTime(2_000_000);
    expect(onTimeout).not.toHaveBeenCalled();
    expect(session.phase()).toBe('stopped');
    unbind();
  });
});
