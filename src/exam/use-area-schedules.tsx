import { useEffect, useState } from 'react';
import type { OfficialExamSchedule, OfficialExamScheduleList } from '../api-contract';
import type { AreaId } from '../lib/area-registry';

export type AreaSchedules =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'failed' }
  /** Open ones closing soonest first, upcoming ones opening soonest first. */
  | { status: 'ready'; open: OfficialExamSchedule[]; upcoming: OfficialExamSchedule[] };

type ListSchedules = (area: AreaId, signal?: AbortSignal) => Promise<OfficialExamScheduleList>;

const byTime = (field: 'opensAt' | 'closesAt') => (a: OfficialExamSchedule, b: OfficialExamSchedule) => Date.parse(a[field]) - Date.parse(b[field]);

/**
 * The student's scheduled exams of `area`, fetched again each time `active` turns true (back in
 * setup after an exam, the attempts have changed). The last answer stays in view meanwhile.
 */
export function useAreaSchedules(list: ListSchedules, area: AreaId, active: boolean): AreaSchedules {
  const [result, setResult] = useState<{ area: AreaId; rows: OfficialExamSchedule[] | null } | null>(null);

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    list(area, controller.signal).then(
      ({ rows }) => {
        if (!controller.signal.aborted) setResult({ area, rows });
      },
      () => {
        if (!controller.signal.aborted) setResult({ area, rows: null });
      },
    );
    return () => controller.abort();
  }, [list, area, active]);

  if (!active) return { status: 'off' };
  if (result === null || result.area !== area) return { status: 'loading' };
  if (result.rows === null) return { status: 'failed' };
  // A teacher's list holds every schedule of the area, closed ones too: only these can be taken.
  const mine = result.rows.filter((row) => row.area === area);
  return {
    status: 'ready',
    open: mine.filter((row) => row.status === 'open').sort(byTime('closesAt')),
    upcoming: mine.filter((row) => row.status === 'upcoming').sort(byTime('opensAt')),
  };
}

/** Attempts the student has left; an attempt still open can always be continued. */
export function attemptsLeft(schedule: OfficialExamSchedule): number {
  return Math.max(0, schedule.attempts - (schedule.attemptsUsed ?? 0));
}

/** The student can take it now: attempts are left, or one is under way. */
export function canTake(schedule: OfficialExamSchedule): boolean {
  return attemptsLeft(schedule) > 0 || Boolean(schedule.openExamId);
}
