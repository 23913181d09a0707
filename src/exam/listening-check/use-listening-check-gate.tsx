import { useSyncExternalStore } from 'react';
import type { HeadphoneCheckResult } from '../../api-contract';
import { listeningCheckOf, type AreaId, type ListeningCheckKind } from '../../lib/area-registry';
import type { ExamMode, ExamServices, ExamState } from '../exam-types';
import { modeModule } from '../modes';
import { headphoneStatus, statusOf, type CheckResult, type CheckStatus } from './check-status';

export interface ListeningCheckGate {
  area: AreaId;
  /** The area's check (src/lib/area-registry.ts), or null: nothing to check. */
  check: ListeningCheckKind | null;
  mode: ExamMode;
  state: ExamState;
  /** The check's result in this browser ('not-taken' for an area without a check). */
  result: CheckResult;
  /** The exam may not start yet: a mode that waits for the check (all but training) waits for it passed. */
  startBlocked: boolean;
}

const NO_CHECK: CheckStatus = { get: () => 'not-taken', set: () => undefined, subscribe: () => () => undefined };

/** Whether an area's exam waits for its listening check, read live from the check's result. */
export function useListeningCheckGate(area: AreaId, mode: ExamMode, state: ExamState): ListeningCheckGate {
  const check = listeningCheckOf(area);
  const status = check ? statusOf(check) : NO_CHECK;
  const result = useSyncExternalStore(status.subscribe, status.get);
  const startBlocked = check !== null && state === 'setup' && modeModule(mode).waitsForListeningCheck && result !== 'passed';
  return { area, check, mode, state, result, startBlocked };
}

/** The exam machine's service for an area: the headphone check's result goes with each submission where it gates. */
export function listeningCheckServices(area: AreaId): Pick<ExamServices, 'headphoneCheck'> {
  return listeningCheckOf(area) === 'headphones' ? { headphoneCheck: (): HeadphoneCheckResult => headphoneStatus.get() } : {};
}
