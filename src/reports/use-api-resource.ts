import { useCallback, useEffect, useState } from 'react';

type Settled<T> =
  | { load: (signal: AbortSignal) => Promise<T>; attempt: number; ok: true; data: T }
  | { load: (signal: AbortSignal) => Promise<T>; attempt: number; ok: false; error: unknown };

export interface ApiResource<T> {
  loading: boolean;
  /** The latest data that arrived, kept while the next request runs so tables do not flash. */
  data: T | undefined;
  /** The current request failed; `error` says why. */
  failed: boolean;
  error: unknown;
  retry(): void;
}

/**
 * Runs `load` whenever it changes (pass a `useCallback`), aborting the request it replaces.
 * A response that arrives for a replaced request is dropped, so fast paging never shows stale rows.
 */
export function useApiResource<T>(load: (signal: AbortSignal) => Promise<T>): ApiResource<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [lastData, setLastData] = useState<T | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setSettled({ load, attempt, ok: true, data });
        setLastData(data);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ load, attempt, ok: false, error });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = settled !== null && settled.load === load && settled.attempt === attempt ? settled : null;
  return {
    loading: current === null,
    data: lastData,
    failed: current !== null && !current.ok,
    error: current !== null && !current.ok ? current.error : undefined,
    retry,
  };
}

/** The HTTP status of a failed API call, when it has one. */
export function errorStatus(error: unknown): number | null {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return null;
}
