/**
 * Nothing vanishes: an official exam that was issued and not submitted by its deadline plus the
 * queue's grace (a finished result may wait that long in a browser's offline queue) is recorded
 * as a submission with outcome 'not-submitted' and score 0, so it shows in every report and the
 * CSV. Idempotent and cheap (a partial index finds the candidates): run before reports are read
 * and now and then by the API process.
 */
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Queryable } from '../db';
import { queueGrades } from '../lti/grade-outbox';
import { OFFICIAL_EXAM_SUBMIT_GRACE_MS } from './official-exam-rules';
import type { OfficialSounds } from './sounds/official-sounds';

interface ClosedExamDeps {
  db: Queryable;
  /** Injected so tests can move time. */
  clock: () => Date;
}

export async function recordUnsubmittedExams(db: Queryable, now: Date): Promise<number> {
  const closedBefore = new Date(now.getTime() - OFFICIAL_EXAM_SUBMIT_GRACE_MS).toISOString();
  const recorded = await db.query<{ schedule_id: string | null; user_sub: string }>(
    `WITH closed AS (
       UPDATE official_exams SET used_at = $2
        WHERE used_at IS NULL AND expires_at < $1
        RETURNING id, user_sub, area, seed, settings, question_count, issued_at, expires_at, started_at, generator_version, schedule_id, programme
     )
     INSERT INTO submissions (submit_id, user_sub, area, mode, official, exam_id, seed, settings, answers, question_count,
        score, correct_rate, started_at, finished_at, duration_seconds, organization_id, student_id, generator_version, outcome,
        schedule_id, programme)
     SELECT gen_random_uuid(), c.user_sub, c.area, 'official', true, c.id, c.seed, c.settings, '[]'::jsonb, c.question_count,
        0, 0, COALESCE(c.started_at, c.issued_at), c.expires_at,
        GREATEST(0, EXTRACT(EPOCH FROM c.expires_at - COALESCE(c.started_at, c.issued_at))), u.organization_id, u.student_id,
        c.generator_version, 'not-submitted', c.schedule_id, c.programme
       FROM closed c JOIN users u ON u.sub = c.user_sub
     ON CONFLICT (exam_id) DO NOTHING
     RETURNING schedule_id, user_sub`,
    [closedBefore, now.toISOString()],
  );
  // A not-submitted attempt counts too: the course gradebooks a scheduled exam is linked to hear of it (LTI).
  for (const { schedule_id: scheduleId, user_sub: userSub } of recorded) if (scheduleId) await queueGrades(db, scheduleId, userSub, now);
  return recorded.length;
}

/**
 * A preHandler for the routes that read results (reports, progress, a student's summary, a
 * schedule's results): every exam that closed unsubmitted is recorded before they read, so each
 * shows it as not submitted. app.ts applies it once, to the scope of those routes.
 */
export function recordUnsubmittedFirst({ db, clock }: ClosedExamDeps): preHandlerAsyncHookHandler {
  return async () => {
    await recordUnsubmittedExams(db, clock());
  };
}

/** Records the exams that closed unsubmitted and drops the sounds no open exam can still need. */
export async function sweepOfficialExams({ db, clock, sounds }: ClosedExamDeps & { sounds: OfficialSounds }): Promise<void> {
  await recordUnsubmittedExams(db, clock());
  await sounds.sweep();
}
