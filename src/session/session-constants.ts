/**
 * Every timing of the signed-in session (docs/architecture.md, Product rules) in one place. Tests shorten
 * them through `window.__AURICLE_TEST_CONFIG__ = { session: { … } }`, never by editing code.
 */
export interface SessionTimings {
  /** Inactivity after which the user is signed out. */
  idleTimeoutSeconds: number;
  /** The warning dialog opens when this many seconds remain. */
  warningSeconds: number;
  /** The idle timer starts this long after sign-in. */
  startDelaySeconds: number;
}

export const SESSION_TIMINGS: Readonly<SessionTimings> = {
  idleTimeoutSeconds: 900,
  warningSeconds: 30,
  startDelaySeconds: 5,
};

/** DOM events that count as activity and restart the idle timer. */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll', 'wheel', 'touchstart'] as const;

function positiveNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * Merges test overrides over the constants. Overrides may only shorten a timing, so the
 * hook cannot be used to keep a session alive longer than the product allows.
 */
export function resolveSessionTimings(testConfig: unknown): SessionTimings {
  const session =
    typeof testConfig === 'object' && testConfig !== null && 'session' in testConfig
      ? (testConfig as { session: unknown }).session
      : undefined;
  const overrides = (typeof session === 'object' && session !== null ? session : {}) as Record<string, unknown>;
  const pick = (key: keyof SessionTimings): number => {
    const value = positiveNumber(overrides[key]);
    return value === undefined ? SESSION_TIMINGS[key] : Math.min(value, SESSION_TIMINGS[key]);
  };
  const idleTimeoutSeconds = pick('idleTimeoutSeconds');
  return {
    idleTimeoutSeconds,
    warningSeconds: Math.min(pick('warningSeconds'), idleTimeoutSeconds),
    startDelaySeconds: pick('startDelaySeconds'),
  };
}
