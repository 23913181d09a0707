/**
 * What the results of one scheduled exam are made of, besides the schedule itself
 * (schedule-store.ts): its roster and every exam issued of it with the submission it ended in,
 * each in one indexed query by schedule id, then the questions and answers of the counted
 * attempts by primary key. No query per student.
 *
 * Each query returns its rows as one JSON text, parsed here: a driver's per-value decoding
 * (PGlite's above all) costs more than the queries themselves for 300 students' questions and
 * answers. Times come as epoch milliseconds.
 */
import type { HeadphoneCheckResult, ListeningFlag, SubmissionOutcome } from '../../../../src/api-contract';
import type { Queryable } from '../../db';

export interface RosterEntry {
  sub: string;
  name: string;
  email: string;
  studentId: string | null;
  organization: string | null;
}

/** An issued exam of the schedule, and the submission it ended in (null fields when none yet). */
export interface IssuedAttempt {
  examId: string;
  sub: string;
  issuedAt: number;
  expiresAt: number;
  startedAt: number | null;
  usedAt: number | null;
  submissionId: number | null;
  submitId: string | null;
  score: number | null;
  correctRate: number | null;
  finishedAt: number | null;
  durationSeconds: number | null;
  headphoneCheck: HeadphoneCheckResult | null;
  listeningFlag: ListeningFlag | null;
  outcome: SubmissionOutcome | null;
}

/** A handed-in attempt's questions (what storedQuestions reads) and answers, for the item analysis. */
export interface AnsweredExam {
  examId: string;
  seed: number | string;
  /** Only when the exam has no stored questions (issued before sealing): they are made from seed and settings. */
  settings: unknown;
  question_count: number;
  /** The version its questions are made with when they are not stored. */
  generator_version: number;
  questions: unknown[] | null;
  answers: unknown[];
}

const epochMs = (column: string): string => `(extract(epoch FROM ${column}) * 1000)::float8`;

async function jsonRows<T>(db: Queryable, sql: string, params: readonly unknown[]): Promise<T[]> {
  const text = (await db.query<{ rows: string | null }>(sql, params))[0]?.rows;
  return text ? (JSON.parse(text) as T[]) : [];
}

/**
 * The students who could take the exam: those of the schedule's organizations who joined before
 * it closed (an unknown time of joining counts as before; migration 011), and anyone else who
 * has an exam of it. Teachers are not students, even when they tried it.
 */
export function readRoster(db: Queryable, scheduleId: string): Promise<RosterEntry[]> {
  return jsonRows<RosterEntry>(
    db,
    `SELECT json_agg(json_build_object('sub', u.sub, 'name', u.name, 'email', u.email, 'studentId', u.student_id,
              'organization', o.name)
            ORDER BY o.name NULLS LAST, lower(u.student_id) NULLS LAST, u.name, u.sub)::text AS rows
       FROM users u LEFT JOIN organizations o ON o.id = u.organization_id
      WHERE NOT u.teaches
        AND ((u.organization_id IN (SELECT organization_id FROM official_exam_schedule_organizations WHERE schedule_id = $1)
              AND (u.organization_joined_at IS NULL
                   OR u.organization_joined_at <= (SELECT closes_at FROM official_exam_schedules WHERE id = $1)))
          OR u.sub IN (SELECT user_sub FROM official_exams WHERE schedule_id = $1))`,
    [scheduleId],
  );
}

/** Every exam issued of the schedule with its submission's figures: no questions or answers. */
export function readIssuedAttempts(db: Queryable, scheduleId: string): Promise<IssuedAttempt[]> {
  return jsonRows<IssuedAttempt>(
    db,
    `SELECT json_agg(json_build_object(
              'examId', e.id, 'sub', e.user_sub, 'issuedAt', ${epochMs('e.issued_at')}, 'expiresAt', ${epochMs('e.expires_at')},
              'startedAt', ${epochMs('e.started_at')}, 'usedAt', ${epochMs('e.used_at')},
              'submissionId', s.id, 'submitId', s.submit_id, 'score', s.score, 'correctRate', s.correct_rate,
              'finishedAt', ${epochMs('s.finished_at')}, 'durationSeconds', s.duration_seconds, 'headphoneCheck', s.headphone_check,
              'listeningFlag', s.listening_flag, 'outcome', s.outcome)
            ORDER BY e.user_sub, e.issued_at, e.id)::text AS rows
       FROM official_exams e LEFT JOIN submissions s ON s.exam_id = e.id
      WHERE e.schedule_id = $1`,
    [scheduleId],
  );
}

/** The questions and answers of the given exams (the counted, handed-in ones), by their primary keys. */
export function readAnsweredExams(db: Queryable, examIds: readonly string[]): Promise<AnsweredExam[]> {
  if (examIds.length === 0) return Promise.resolve([]);
  return jsonRows<AnsweredExam>(
    db,
    `SELECT json_agg(json_build_object('examId', e.id, 'seed', e.seed,
              'settings', CASE WHEN e.questions IS NULL THEN e.settings END, 'question_count', e.question_count,
              'generator_version', e.generator_version, 'questions', e.questions, 'answers', s.answers))::text AS rows
       FROM official_exams e JOIN submissions s ON s.exam_id = e.id
      WHERE e.id = ANY($1::uuid[])`,
    [examIds],
  );
}
