import type { GradebookStatus } from '../../../src/api-contract';
import type { Database } from '../db';
import { refreshRosters, type RosterDeps } from './course-roster';
import { gradebookStatuses, resendGrades } from './grade-outbox';
import type { GradePoster } from './grade-poster';

/** How long the results wait for a course's roster before they answer without its news. */
const ROSTER_WAIT_MS = 5_000;

/** A scheduled exam's side of the course gradebooks, for its results (server/api/schedules/results/). */
export interface ScheduleGradebook {
  /** Reads the rosters of the courses the exam is linked to, when older than a few minutes. */
  refreshRosters(scheduleId: string): Promise<void>;
  /** Each student's status; null when the exam is linked to no gradebook. */
  statuses(scheduleId: string): Promise<Map<string, GradebookStatus> | null>;
  /** Posts again, at once, every score not yet taken; resolves to how many were queued. */
  resend(scheduleId: string): Promise<number>;
}

export function scheduleGradebook({ db, clock, poster, roster }: { db: Database; clock: () => Date; poster: GradePoster; roster: RosterDeps }): ScheduleGradebook {
  return {
    async refreshRosters(scheduleId) {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ROSTER_WAIT_MS);
      });
      await Promise.race([refreshRosters(roster, scheduleId), waited]);
      clearTimeout(timer);
    },
    statuses: (scheduleId) => gradebookStatuses(db, scheduleId),
    async resend(scheduleId) {
      const queued = await resendGrades(db, scheduleId, clock());
      poster.kick();
      return queued;
    },
  };
}
