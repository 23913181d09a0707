/** What a teacher's home shows of their scheduled exams, by the clock of the page. */
import type { OfficialExamSchedule } from '../api-contract';

const HOUR_MS = 3_600_000;
/** An open exam closing within this is "closing soon". */
export const CLOSING_SOON_MS = 48 * HOUR_MS;
/** A closed exam stays among "results waiting" this long after it closed. */
export const RESULTS_WAITING_MS = 14 * 24 * HOUR_MS;

export interface TeacherHomeGroups {
  /** Open, closing within 48 h: soonest first. */
  closingSoon: OfficialExamSchedule[];
  /** Open, closing later: soonest first. */
  openLater: OfficialExamSchedule[];
  /** Not open yet: the next to open first. */
  upcoming: OfficialExamSchedule[];
  /** Closed in the last 14 days: the latest first. */
  resultsWaiting: OfficialExamSchedule[];
}

const time = (iso: string): number => Date.parse(iso);

export function groupSchedules(schedules: readonly OfficialExamSchedule[], now: number): TeacherHomeGroups {
  const byCloses = (a: OfficialExamSchedule, b: OfficialExamSchedule) => time(a.closesAt) - time(b.closesAt);
  const open = schedules.filter((s) => s.status === 'open').sort(byCloses);
  return {
    closingSoon: open.filter((s) => time(s.closesAt) - now <= CLOSING_SOON_MS),
    openLater: open.filter((s) => time(s.closesAt) - now > CLOSING_SOON_MS),
    upcoming: schedules.filter((s) => s.status === 'upcoming').sort((a, b) => time(a.opensAt) - time(b.opensAt)),
    resultsWaiting: schedules
      .filter((s) => s.status === 'closed' && now - time(s.closesAt) <= RESULTS_WAITING_MS)
      .sort((a, b) => byCloses(b, a)),
  };
}
