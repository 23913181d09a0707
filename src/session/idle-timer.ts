/**
 * The idle timer of docs/architecture.md (Product rules): starts a delay after sign-in, restarts on
 * activity, warns with a per-second countdown when the last seconds remain, and expires.
 */
import type { Clock, TimerHandle } from './clock';
import type { SessionTimings } from './session-constants';
import type { IdleState } from './session-store';

export type IdlePhase = 'stopped' | 'starting' | 'running' | 'warning' | 'expired';

export interface IdleTimerOptions {
  clock: Clock;
  timings: SessionTimings;
  onChange: (state: IdleState) => void;
  onTimeout: () => void;
}

export interface IdleTimer {
  /** (Re)starts: the countdown begins after the start delay. */
  start(): void;
  /** Activity: pushes the deadline back and closes a shown warning. Ignored unless running or warning. */
  activity(): void;
  stop(): void;
  phase(): IdlePhase;
}

const QUIET: IdleState = { warning: false, remainingSeconds: 0 };

export function createIdleTimer({ clock, timings, onChange, onTimeout }: IdleTimerOptions): IdleTimer {
  const timeoutMs = timings.idleTimeoutSeconds * 1000;
  const warningMs = timings.warningSeconds * 1000;
  let phase: IdlePhase = 'stopped';
  let deadline = 0;
  let handle: TimerHandle | undefined;

  const schedule = (callback: () => void, delayMs: number) => {
    if (handle !== undefined) clock.clearTimeout(handle);
    handle = clock.setTimeout(() => {
      handle = undefined;
      callback();
    }, Math.max(0, delayMs));
  };

  const cancel = () => {
    if (handle !== undefined) clock.clearTimeout(handle);
    handle = undefined;
  };

  const expire = () => {
    cancel();
    phase = 'expired';
    onChange(QUIET);
    onTimeout();
  };

  // Re-reads the clock on every tick, so a late timer (a sleeping laptop) still counts true.
  const tick = () => {
    const remainingMs = deadline - clock.now();
    if (remainingMs <= 0) {
      expire();
      return;
    }
    const remainingSeconds = Math.ceil(remainingMs / 1000);
    onChange({ warning: true, remainingSeconds });
    schedule(tick, remainingMs - (remainingSeconds - 1) * 1000);
  };

  // Activity while running only moves the deadline; this check re-arms itself lazily.
  const check = () => {
    const warnAt = deadline - warningMs;
    if (clock.now() < warnAt) {
      schedule(check, warnAt - clock.now());
      return;
    }
    phase = 'warning';
    tick();
  };

  const arm = () => {
    phase = 'running';
    deadline = clock.now() + timeoutMs;
    schedule(check, timeoutMs - warningMs);
  };

  return {
    start() {
      cancel();
      phase = 'starting';
      onChange(QUIET);
      schedule(arm, timings.startDelaySeconds * 1000);
    },
    activity() {
      if (phase === 'running') {
        deadline = clock.now() + timeoutMs;
      } else if (phase === 'warning') {
        onChange(QUIET);
        arm();
      }
    },
    stop() {
      cancel();
      phase = 'stopped';
      onChange(QUIET);
    },
    phase: () => phase,
  };
}
