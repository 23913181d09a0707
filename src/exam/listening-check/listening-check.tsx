import { lazy, Suspense } from 'react';
import type { ListeningCheckGate } from './use-listening-check-gate';

// Only the localization and distance pages have a check, and only before an exam starts: its
// code loads there, not with every area's page.
const ListeningCheckBody = lazy(() => import('./listening-check-body').then((m) => ({ default: m.ListeningCheckBody })));

export interface ListeningCheckProps {
  gate: ListeningCheckGate;
  /** 0..1; Math.random unless a test fixes the order of the trials. */
  random?: () => number;
}

/**
 * The area's listening check in the setup state: run in place of the exam's start while it
 * blocks it, offered in training, confirmed once passed. Nothing for an area without one.
 */
export function ListeningCheck({ gate, random }: ListeningCheckProps) {
  if (gate.check === null || gate.state !== 'setup') return null;
  return (
    <Suspense fallback={null}>
      <ListeningCheckBody gate={gate} check={gate.check} random={random} />
    </Suspense>
  );
}
