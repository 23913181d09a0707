/**
 * The scores a course's gradebook is owed (LTI Assignment and Grade Services): a scheduled exam
 * launched from a course whose launch named a line item is linked to it, and each time a
 * student's counted score (by the exam's counting rule) changes, it is queued here, in the
 * database, until the platform took it (./grade-poster.ts).
 */
import type { CountedAttempt } from '../../../src/api-contract';
import type { Queryable } from '../db';
import { countedScoreSql } from '../reports/counted-attempt';

/** What a score is out of: Auricle's scores are percentages. */
export const SCORE_MAXIMUM = 100;

/** Links a scheduled exam to the line item a launch of it named (once per line item). */
export async function linkGrades(db: Queryable, link: { platformId: number; contextId: number | null; scheduleId: string; lineitemUrl: string }): Promise<void> {
  await db.query(
    `INSERT INTO lti_grade_links (platform_id, context_id, schedule_id, lineitem_url)
     SELECT $1, $2, id, $4 FROM official_exam_schedules WHERE id = $3
     ON CONFLICT (schedule_id, lineitem_url) DO NOTHING`,
    [link.platformId, link.contextId, link.scheduleId, link.lineitemUrl],
  );
}

/**
 * Queues a student's counted score of a scheduled exam for every gradebook the exam is linked to
 * on a platform the student launched from. A score already queued or sent unchanged stays as it
 * is; a changed one is pending again, its failures forgotten.
 */
export async function queueGrades(db: Queryable, scheduleId: string, userSub: string, now: Date): Promise<number> {
  const [schedule] = await db.query<{ counted_attempt: CountedAttempt }>('SELECT counted_attempt FROM official_exam_schedules WHERE id = $1', [scheduleId]);
  if (!schedule) return 0;
  const queued = await db.query(
    `WITH counted AS (
       SELECT ${countedScoreSql(schedule.counted_attempt)} AS score, max(s.finished_at) AS scored_at
         FROM submissions s WHERE s.schedule_id = $1 AND s.user_sub = $2
     )
     INSERT INTO lti_grade_outbox (link_id, user_sub, score_given, score_maximum, scored_at, status, next_attempt_at, updated_at)
     SELECT l.id, $2, c.score, $4, c.scored_at, 'pending', $3, $3
       FROM lti_grade_links l
       JOIN lti_platforms p ON p.id = l.platform_id
       JOIN lti_users u ON u.issuer = p.issuer AND u.user_sub = $2
       CROSS JOIN counted c
      WHERE l.schedule_id = $1 AND c.score IS NOT NULL
     ON CONFLICT (link_id, user_sub) DO UPDATE
       SET score_given = EXCLUDED.score_given, scored_at = EXCLUDED.scored_at, status = 'pending', attempts = 0,
           next_attempt_at = EXCLUDED.next_attempt_at, last_error = NULL, updated_at = EXCLUDED.updated_at
       WHERE lti_grade_outbox.score_given IS DISTINCT FROM EXCLUDED.score_given
          OR lti_grade_outbox.scored_at IS DISTINCT FROM EXCLUDED.scored_at
     RETURNING link_id`,
    [scheduleId, userSub, now, SCORE_MAXIMUM],
  );
  return queued.length;
}

/** Where each student's score of a scheduled exam stands in the gradebooks it is linked to: the least advanced of them. */
export interface GradebookStatus {
  status: 'pending' | 'sent' | 'failed';
  /** The platform's answer to the last failed post, for the teacher. */
  error: string | null;
  sentAt: string | null;
  /** When a failed post is tried again. */
  nextAttemptAt: string | null;
}

/** Every student's gradebook status of a scheduled exam; null when the exam is linked to no gradebook. */
export async function gradebookStatuses(db: Queryable, scheduleId: string): Promise<Map<string, GradebookStatus> | null> {
  const [linked] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM lti_grade_links WHERE schedule_id = $1', [scheduleId]);
  if (!linked?.n) return null;
  const rows = await db.query<{ user_sub: string; status: GradebookStatus['status']; last_error: string | null; sent_at: Date | null; next_attempt_at: Date }>(
    `SELECT DISTINCT ON (o.user_sub) o.user_sub, o.status, o.last_error, o.sent_at, o.next_attempt_at
       FROM lti_grade_outbox o JOIN lti_grade_links l ON l.id = o.link_id
      WHERE l.schedule_id = $1
      ORDER BY o.user_sub, CASE o.status WHEN 'failed' THEN 0 WHEN 'pending' THEN 1 ELSE 2 END, o.updated_at DESC`,
    [scheduleId],
  );
  return new Map(
    rows.map((row) => [
      row.user_sub,
      {
        status: row.status,
        error: row.status === 'failed' ? row.last_error : null,
        sentAt: row.status === 'sent' && row.sent_at ? new Date(row.sent_at).toISOString() : null,
        nextAttemptAt: row.status === 'sent' ? null : new Date(row.next_attempt_at).toISOString(),
      },
    ]),
  );
}

/** The teacher's "send again": every score of the exam not yet taken is posted at once. */
export async function resendGrades(db: Queryable, scheduleId: string, now: Date): Promise<number> {
  const rows = await db.query(
    `UPDATE lti_grade_outbox o SET status = 'pending', attempts = 0, next_attempt_at = $2, updated_at = $2
       FROM lti_grade_links l
      WHERE l.id = o.link_id AND l.schedule_id = $1 AND o.status <> 'sent'
     RETURNING o.user_sub`,
    [scheduleId, now],
  );
  return rows.length;
}
