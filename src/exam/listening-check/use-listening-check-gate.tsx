import { useSyncExternalStore } from 'react';
import type { HeadphoneCheckResult } from '../../api-contract';
import type { ListeningCheckKind } from '../../lib/area-registry';
import type { ExamMode, ExamServices, ExamState } from '../exam-types';
import { modeModule } from '../modes';
import { headphoneStatus, statusOf, type CheckResult, type CheckStatus } from './check-status';

export interface ListeningCheckGate {
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

/** Whether an area's exam waits for its listening check (`listeningCheckOf`), read live from the check's result. */
export function useListeningCheckGate(check: ListeningCheckKind | null, mode: ExamMode, state: ExamState): ListeningCheckGate {
  const status = check ? statusOf(check) : NO_CHECK;
  const result = useSyncExternalStore(status.subscribe, status.get);
  const startBlocked = check !== null && state === 'setup' && modeModule(mode).waitsForListeningCheck && result !== 'passed';
  return { check, mode, state, result, startBlocked };
}

/** The exam machine's service for an area's check: the headphone check's result goes with each submission where it gates. */
export function listeningCheckServices(check: ListeningCheckKind | null): Pick<ExamServices, 'headphoneCheck'> {
  return check === 'headphones' ? { headphoneCheck: (): HeadphoneCheckResult => headphoneStatus.get() } : {};
}
