/** What a teacher's instrument recording may be: checked in the browser first, then by the API. */
export const RECORDING_LIMITS = { maxBytes: 20 * 1024 * 1024, maxSeconds: 120 } as const;
