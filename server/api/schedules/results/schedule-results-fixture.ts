/**
 * Rows of scheduled exams written straight into the tables of migration 009, for the results
 * tests: a schedule, its organizations, issued exams and the submissions they ended in.
 */
import { randomUUID } from 'node:crypto';
import type { CountedAttempt, HeadphoneCheckResult, ListeningFlag, SubmissionOutcome } from '../../../../src/api-contract';
import type { Queryable } from '../../db';

export async function insertOrganization(db: Queryable, name: string): Promise<number> {
  const rows = await db.query<{ id: number }>('INSERT INTO organizations (name) VALUES ($1) RETURNING id', [name]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`organization ${name} not inserted`);
  return id;
}

export interface FixtureStudent {
  sub: string;
  name: string;
  studentId: string;
  organizationId: number;
  /** When they joined the organization; unknown (NULL) when left out. */
  joinedAt?: string;
}

export async function insertStudent(db: Queryable, s: FixtureStudent): Promise<void> {
  await db.query(
    'INSERT INTO users (sub, name, email, student_id, organization_id, organization_joined_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [s.sub, s.name, `${s.studentId.toLowerCase()}@class.example`, s.studentId, s.organizationId, s.joinedAt ?? null],
  );
}

export interface FixtureSchedule {
  area: string;
  title: string;
  organizationIds: number[];
  questionCount: number;
  opensAt: string;
  closesAt: string;
  attempts: number;
  counts: CountedAttempt;
}

export async function insertSchedule(db: Queryable, s: FixtureSchedule): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO official_exam_schedules (id, area, title, settings, question_count, opens_at, closes_at, time_limit_seconds,
        attempts, counted_attempt, generator_version, created_by)
     VALUES ($1, $2, $3, '{"max":4}'::jsonb, $4, $5, $6, 1200, $7, $8, 1, 'test|teacher')`,
    [id, s.area, s.title, s.questionCount, s.opensAt, s.closesAt, s.attempts, s.counts],
  );
  for (const organizationId of s.organizationIds) {
    await db.query('INSERT INTO official_exam_schedule_organizations (schedule_id, organization_id) VALUES ($1, $2)', [id, organizationId]);
  }
  return id;
}

export interface FixtureExam {
  scheduleId: string;
  sub: string;
  area: string;
  questions: unknown[];
  issuedAt: string;
  expiresAt: string;
  startedAt?: string;
  usedAt?: string | null;
}

export async function insertExam(db: Queryable, e: FixtureExam): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO official_exams (id, user_sub, area, seed, settings, question_count, questions, issued_at, expires_at, started_at,
        used_at, schedule_id)
     VALUES ($1, $2, $3, 1, '{"max":4}'::jsonb, $4, $5::jsonb, $6, $7, $8, $9, $10)`,
    [id, e.sub, e.area, e.questions.length, JSON.stringify(e.questions), e.issuedAt, e.expiresAt, e.startedAt ?? null, e.usedAt ?? null, e.scheduleId],
  );
  return id;
}

export interface FixtureSubmission {
  examId: string;
  scheduleId: string;
  sub: string;
  area: string;
  answers: unknown[];
  score: number;
  correctRate: number;
  finishedAt: string;
  durationSeconds: number;
  outcome?: SubmissionOutcome;
  flag?: ListeningFlag | null;
  headphoneCheck?: HeadphoneCheckResult | null;
}

/** Returns the submit id. */
export async function insertSubmission(db: Queryable, s: FixtureSubmission): Promise<string> {
  const submitId = randomUUID();
  const finished = new Date(s.finishedAt);
  await db.query(
    `INSERT INTO submissions (submit_id, user_sub, area, mode, official, exam_id, seed, settings, answers, question_count, score,
        correct_rate, started_at, finished_at, duration_seconds, organization_id, student_id, outcome, listening_flag,
        headphone_check, schedule_id)
     SELECT $1, u.sub, $2, 'official', true, $3, 1, '{"max":4}'::jsonb, $4::jsonb, $5, $6, $7, $8, $9, $10, u.organization_id,
        u.student_id, $11, $12, $13, $14
       FROM users u WHERE u.sub = $15`,
    [
      submitId,
      s.area,
      s.examId,
      JSON.stringify(s.answers),
      Math.max(1, s.answers.length),
      s.score,
      s.correctRate,
      new Date(finished.getTime() - s.durationSeconds * 1000).toISOString(),
      finished.toISOString(),
      s.durationSeconds,
      s.outcome ?? 'submitted',
      s.flag ?? null,
      s.headphoneCheck ?? null,
      s.scheduleId,
      s.sub,
    ],
  );
  await db.query('UPDATE official_exams SET used_at = $2 WHERE id = $1', [s.examId, finished.toISOString()]);
  return submitId;
}
