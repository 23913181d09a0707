import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withParams } from './report-query';

export type SearchUpdates = Record<string, string | number | undefined>;

/**
 * The URL query plus an updater that builds on the latest requested URL. React Router's own
 * functional update reads the search of the last render, and its navigations render in a
 * transition, so two quick clicks (a tab, then a view) could otherwise undo each other.
 */
export function useSearchUpdater(): [URLSearchParams, (updates: SearchUpdates) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const latest = useRef(search);

  useEffect(() => {
    latest.current = search;
  }, [search]);

  const update = useCallback(
    (updates: SearchUpdates) => {
      const next = withParams(new URLSearchParams(latest.current), updates);
      latest.current = next.toString();
      setParams(next);
    },
    [setParams],
  );
  return [params, update];
}
