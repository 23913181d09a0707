import type { ConfusionCount } from '../../../src/exam-contract';
import type { CountedAttempt, ListeningFlag, ListeningTimeline, ThresholdBoundClaim } from '../../../src/api-contract';
import type { Queryable } from '../db';

/** One submission row as the seed and the benchmark generate it. */
export interface SubmissionSeedRow {
  submit_id: string;
  user_sub: string;
  area: string;
  mode: 'exam' | 'official';
  official: boolean;
  exam_id: string | null;
  seed: number;
  settings: unknown;
  answers: unknown;
  question_count: number;
  score: number;
  correct_rate: number;
  started_at: string;
  finished_at: string;
  duration_seconds: number;
  /** Organization name, resolved to its id on insert. */
  organization: string | null;
  student_id: string | null;
  /** The area definition's version the row was generated and scored with. */
  generator_version: number;
  /** Scheduled exams only (absent elsewhere): the schedule, and its listening flag (official-exams/listening-flags.ts). */
  schedule_id?: string;
  listening_flag?: ListeningFlag | null;
  listening_timeline?: ListeningTimeline | null;
  /** What the answers confused (examConfusions), as the API stores it; absent: not counted (null). */
  confusions?: ConfusionCount[];
}

/** One trial of a stored adaptive run, as the API stores its track. */
export interface AdaptiveTrackPoint {
  level: number;
  correct: boolean;
  reversal: boolean;
}

/** One adaptive run, with the columns the API stores (server/api/learning/record-adaptive-run.ts). */
export interface AdaptiveRunSeedRow {
  submit_id: string;
  user_sub: string;
  area: string;
  dimension: string;
  seed: number;
  answers: unknown[];
  trial_count: number;
  threshold: number | null;
  threshold_low: number | null;
  threshold_high: number | null;
  threshold_bound: ThresholdBoundClaim;
  track: AdaptiveTrackPoint[];
  correct_rate: number;
  confusions: ConfusionCount[];
  client_threshold: number | null;
  started_at: string;
  finished_at: string;
  duration_seconds: number;
  /** Organization name, resolved to its id on insert. */
  organization: string | null;
  student_id: string | null;
  generator_version: number;
}

export interface UserSeedRow {
  sub: string;
  name: string;
  email: string;
  student_id: string | null;
  organization: string | null;
}

export interface ExamSeedRow {
  id: string;
  user_sub: string;
  area: string;
  seed: number;
  settings: unknown;
  question_count: number;
  issued_at: string;
  expires_at: string;
  used_at: string | null;
  generator_version: number;
  /** Scheduled exams only (absent elsewhere): the schedule, the questions stored at issue and the first sound's time. */
  schedule_id?: string;
  questions?: unknown[];
  started_at?: string;
}

/** A scheduled exam of the demo term, with the organizations it is for. */
export interface ScheduleSeedRow {
  id: string;
  area: string;
  title: string;
  settings: unknown;
  question_count: number;
  opens_at: string;
  closes_at: string;
  time_limit_seconds: number;
  attempts: number;
  counted_attempt: CountedAttempt;
  generator_version: number;
  created_by: string;
  created_at: string;
  /** Organization names, resolved to their ids on insert. */
  organizations: string[];
}

async function countInserted(db: Queryable, sql: string, rows: readonly unknown[]): Promise<number> {
  const result = await db.query<{ n: number }>(`WITH ins AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM ins`, [
    JSON.stringify(rows),
  ]);
  return result[0]?.n ?? 0;
}

/**
 * Many rows in one statement: the rows travel as one JSON parameter and are unpacked by
 * jsonb_to_recordset, which works alike on PGlite and PostgreSQL. Existing keys are skipped.
 */
export function insertUsers(db: Queryable, rows: readonly UserSeedRow[]): Promise<number> {
  return countInserted(
    db,
    `INSERT INTO users (sub, name, email, student_id, organization_id)
     SELECT x.sub, x.name, x.email, x.student_id, o.id
       FROM jsonb_to_recordset($1::jsonb) AS x(sub text, name text, email text, student_id text, organization text)
       LEFT JOIN organizations o ON o.name = x.organization
     ON CONFLICT (sub) DO NOTHING`,
    rows,
  );
}

export function insertExams(db: Queryable, rows: readonly ExamSeedRow[]): Promise<number> {
  return countInserted(
    db,
    `INSERT INTO official_exams (id, user_sub, area, seed, settings, question_count, issued_at, expires_at, used_at, generator_version,
        schedule_id, questions, started_at)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, user_sub text, area text, seed bigint, settings jsonb,
       question_count int, issued_at timestamptz, expires_at timestamptz, used_at timestamptz, generator_version int,
       schedule_id uuid, questions jsonb, started_at timestamptz)
     ON CONFLICT (id) DO NOTHING`,
    rows,
  );
}

export function insertSubmissions(db: Queryable, rows: readonly SubmissionSeedRow[]): Promise<number> {
  return countInserted(
    db,
    `INSERT INTO submissions (submit_id, user_sub, area, mode, official, exam_id, seed, settings, answers,
        question_count, score, correct_rate, started_at, finished_at, duration_seconds, organization_id, student_id,
        generator_version, schedule_id, listening_flag, listening_timeline, confusions)
     SELECT x.submit_id, x.user_sub, x.area, x.mode, x.official, x.exam_id, x.seed, x.settings, x.answers,
            x.question_count, x.score, x.correct_rate, x.started_at, x.finished_at, x.duration_seconds, o.id, x.student_id,
            x.generator_version, x.schedule_id, x.listening_flag, x.listening_timeline, x.confusions
       FROM jsonb_to_recordset($1::jsonb) AS x(submit_id uuid, user_sub text, area text, mode text, official boolean,
            exam_id uuid, seed bigint, settings jsonb, answers jsonb, question_count int, score float8,
            correct_rate float8, started_at timestamptz, finished_at timestamptz, duration_seconds float8,
            organization text, student_id text, generator_version int, schedule_id uuid, listening_flag text,
            listening_timeline jsonb, confusions jsonb)
       LEFT JOIN organizations o ON o.name = x.organization
     ON CONFLICT (submit_id) DO NOTHING`,
    rows,
  );
}

export function insertAdaptiveRuns(db: Queryable, rows: readonly AdaptiveRunSeedRow[]): Promise<number> {
  return countInserted(
    db,
    `INSERT INTO adaptive_runs (submit_id, user_sub, area, dimension, seed, answers, trial_count, threshold, threshold_low,
        threshold_high, track, correct_rate, confusions, client_threshold, started_at, finished_at, duration_seconds,
        organization_id, student_id, generator_version, threshold_bound)
     SELECT x.submit_id, x.user_sub, x.area, x.dimension, x.seed, x.answers, x.trial_count, x.threshold, x.threshold_low,
            x.threshold_high, x.track, x.correct_rate, x.confusions, x.client_threshold, x.started_at, x.finished_at,
            x.duration_seconds, o.id, x.student_id, x.generator_version, x.threshold_bound
       FROM jsonb_to_recordset($1::jsonb) AS x(submit_id uuid, user_sub text, area text, dimension text, seed bigint,
            answers jsonb, trial_count int, threshold float8, threshold_low float8, threshold_high float8, track jsonb,
            correct_rate float8, confusions jsonb, client_threshold float8, started_at timestamptz, finished_at timestamptz,
            duration_seconds float8, organization text, student_id text, generator_version int, threshold_bound text)
       LEFT JOIN organizations o ON o.name = x.organization
     ON CONFLICT (submit_id) DO NOTHING`,
    rows,
  );
}

/** The schedules, then the organizations they are for; what is there already is left alone. Returns the schedules added. */
export async function insertSchedules(db: Queryable, rows: readonly ScheduleSeedRow[]): Promise<number> {
  const inserted = await countInserted(
    db,
    `INSERT INTO official_exam_schedules (id, area, title, settings, question_count, opens_at, closes_at, time_limit_seconds,
        attempts, counted_attempt, generator_version, created_by, created_at, updated_at)
     SELECT x.id, x.area, x.title, x.settings, x.question_count, x.opens_at, x.closes_at, x.time_limit_seconds,
            x.attempts, x.counted_attempt, x.generator_version, x.created_by, x.created_at, x.created_at
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, area text, title text, settings jsonb, question_count int,
            opens_at timestamptz, closes_at timestamptz, time_limit_seconds int, attempts int, counted_attempt text,
            generator_version int, created_by text, created_at timestamptz)
     ON CONFLICT (id) DO NOTHING`,
    rows,
  );
  await db.query(
    `INSERT INTO official_exam_schedule_organizations (schedule_id, organization_id)
     SELECT x.id, o.id FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, organizations jsonb)
       CROSS JOIN LATERAL jsonb_array_elements_text(x.organizations) AS names(name)
       JOIN organizations o ON o.name = names.name
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(rows)],
  );
  return inserted;
}

/** Splits `rows` into statements of at most `size` rows. */
export async function inBatches<T>(rows: readonly T[], size: number, insert: (batch: readonly T[]) => Promise<number>) {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += size) inserted += await insert(rows.slice(i, i + size));
  return inserted;
}
