/** Connects the idle timer to the page's activity events and to the session store. */
import type { Clock } from './clock';
import { createIdleTimer, type IdlePhase } from './idle-timer';
import { ACTIVITY_EVENTS, type SessionTimings } from './session-constants';
import { clearPermissions, sessionStore, setIdleState } from './session-store';

export interface IdleSessionOptions {
  /** Where activity is observed (the window). */
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  clock: Clock;
  timings: SessionTimings;
  /** Signs the user out; permissions are already cleared when it runs. */
  onTimeout: () => void;
}

export interface IdleSession {
  start(): void;
  stop(): void;
  phase(): IdlePhase;
}

export function createIdleSession({ target, clock, timings, onTimeout }: IdleSessionOptions): IdleSession {
  let listening = false;
  const timer = createIdleTimer({
    clock,
    timings,
    onChange: setIdleState,
    onTimeout: () => {
      unlisten();
      clearPermissions();
      onTimeout();
    },
  });
  const onActivity = () => timer.activity();
  // Capture phase: a dialog or a scrolling element must not hide activity from the timer.
  const listenerOptions: AddEventListenerOptions = { capture: true, passive: true };

  function listen() {
    if (listening) return;
    listening = true;
    for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, listenerOptions);
  }

  function unlisten() {
    if (!listening) return;
    listening = false;
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, listenerOptions);
  }

  return {
    start() {
      listen();
      timer.start();
    },
    stop() {
      unlisten();
      timer.stop();
    },
    phase: () => timer.phase(),
  };
}

/** Runs the idle session exactly while the store says the user is signed in. Returns an unsubscribe. */
export function bindIdleSessionToAuth(idle: IdleSession): () => void {
  const sync = (signedIn: boolean) => {
    const running = idle.phase() !== 'stopped' && idle.phase() !== 'expired';
    if (signedIn && !running) idle.start();
    if (!signedIn && running) idle.stop();
  };
  sync(sessionStore.getState().authStatus === 'authenticated');
  return sessionStore.subscribe((state, previous) => {
    if (state.authStatus !== previous.authStatus) sync(state.authStatus === 'authenticated');
  });
}
