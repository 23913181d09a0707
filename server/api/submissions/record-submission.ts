import { scoreExam, type AreaDefinition } from '../../../src/exam-contract';
import type { HeadphoneCheckResult, SubmissionReceipt, SubmissionRequest } from '../../../src/api-contract';
import { needsHeadphones } from '../../../src/lib/area-registry';
import { recordAdaptiveRun } from '../learning/record-adaptive-run';
import type { AreaDefinitions } from '../areas';
import type { AuthUser } from '../auth';
import type { Database, Queryable } from '../db';
import { HttpError, httpError } from '../http-error';
import type { ListeningRecord } from '../official-exams/listening-flags';
import { claimOfficialExam, usedExamQuestions } from '../official-exams/sealed-exams';
import type { UserProfile } from '../users/user-profile';
import { queueGrades } from '../lti/grade-outbox';
import { upsertUser } from '../users/user-store';
import { examTimes, type ExamTimes } from './exam-times';
import { checkGeneratorVersion } from './generator-version';
import { contextOf, requestedProgramme } from './programme-context';
import { reviewOf, scorePracticeSubmission, scoreQuestions, type ServerScore } from './score-submission';
import { checkPracticeSettings } from './server-settings';

export interface SubmissionDeps {
  db: Database;
  /** The areas' definitions, which re-score every result. */
  areas: AreaDefinitions;
  /** The server's time, which an official exam is timed by (tests move it). */
  clock: () => Date;
  /** Told when a scheduled exam's result was recorded: its score may be owed to a course's gradebook (LTI). */
  onScheduledResult?: () => void;
}

export interface RecordedSubmission {
  receipt: SubmissionReceipt;
  /** False when this submitId had been stored before (an idempotent retry). */
  created: boolean;
}

interface StoredRow {
  user_sub: string;
  score: number;
  correct_rate: number;
  question_count: number;
  exam_id: string | null;
  answers: unknown[];
}

/** A concurrent insert of the same submitId won; the transaction must roll back. */
class SubmitIdTaken extends Error {}

async function storedReceipt(db: Queryable, definition: AreaDefinition, submitId: string, sub: string): Promise<RecordedSubmission | null> {
  const row = (
    await db.query<StoredRow>(
      'SELECT user_sub, score, correct_rate, question_count, exam_id, answers FROM submissions WHERE submit_id = $1',
      [submitId],
    )
  )[0];
  if (!row) return null;
  if (row.user_sub !== sub) throw httpError(409, 'This submitId belongs to another submission');
  const receipt: SubmissionReceipt = {
    submitId,
    score: row.score,
    correctRate: row.correct_rate,
    questionCount: row.question_count,
    duplicate: true,
  };
  const questions = row.exam_id ? await usedExamQuestions(db, definition, row.exam_id) : null;
  if (questions) receipt.review = reviewOf(questions, row.answers, scoreExam(definition, questions, row.answers).results);
  return { receipt, created: false };
}

/** The stored result of an official exam already finished by `sub` (a second finish gets it). */
async function storedReceiptOfExam(db: Queryable, definition: AreaDefinition, examId: string, sub: string): Promise<RecordedSubmission | null> {
  const row = (await db.query<{ submit_id: string }>('SELECT submit_id FROM submissions WHERE exam_id = $1 AND user_sub = $2', [examId, sub]))[0];
  return row ? storedReceipt(db, definition, row.submit_id, sub) : null;
}

interface InsertValues {
  request: SubmissionRequest;
  profile: UserProfile;
  seed: number;
  questionCount: number;
  /** The generator version the questions were made and scored with. */
  generatorVersion: number;
  scored: ServerScore;
  times: ExamTimes;
  /** Official exams: the too-fast and unheard flags (server/api/official-exams/listening-flags.ts). */
  listening?: ListeningRecord;
  /** An official exam's schedule (null: the built-in exam), so a schedule's results need no join. */
  scheduleId?: string | null;
  /** The loop the exam was played on (a practice exam's, as checked; an official one's, its exam's); null: pink noise or a file. */
  programme: string | null;
}

/**
 * The headphone check's result is kept only where the area's exams wait for it (the registry's
 * rule): an older page may still send one with a stereo exam, which is judged on loudspeakers.
 */
function keptHeadphoneCheck(request: SubmissionRequest): HeadphoneCheckResult | null {
  return needsHeadphones(request.area) ? (request.headphoneCheck ?? null) : null;
}

async function insertSubmission(db: Queryable, v: InsertValues): Promise<boolean> {
  const { request, profile, scored } = v;
  const official = request.mode === 'official';
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO submissions (submit_id, user_sub, area, mode, official, exam_id, seed, settings, answers,
        question_count, score, correct_rate, client_score, started_at, finished_at, duration_seconds,
        organization_id, student_id, headphone_check, generator_version, listening_flag, listening_timeline, schedule_id, confusions, programme)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22::jsonb, $23, $24::jsonb, $25)
     ON CONFLICT (submit_id) DO NOTHING
     RETURNING id`,
    [
      request.submitId,
      profile.sub,
      request.area,
      request.mode,
      official,
      official ? (request.examId ?? null) : null,
      v.seed,
      JSON.stringify(scored.settings),
      JSON.stringify(request.answers),
      v.questionCount,
      scored.score,
      scored.correctRate,
      request.clientScore ?? null,
      v.times.startedAt.toISOString(),
      v.times.finishedAt.toISOString(),
      v.times.durationSeconds,
      profile.organizationId,
      profile.studentId,
      keptHeadphoneCheck(request),
      v.generatorVersion,
      v.listening?.flag ?? null,
      v.listening ? JSON.stringify(v.listening.timeline) : null,
      v.scheduleId ?? null,
      JSON.stringify(scored.confusions),
      v.programme,
    ],
  );
  return inserted.length > 0;
}

const receiptOf = (request: SubmissionRequest, questionCount: number, scored: ServerScore): RecordedSubmission => ({
  receipt: {
    submitId: request.submitId,
    score: scored.score,
    correctRate: scored.correctRate,
    questionCount,
    duplicate: false,
  },
  created: true,
});

/**
 * Stores a finished exam once. The client's score is kept for audit only. A practice exam is
 * scored by re-generating its questions from seed and settings; an official exam against the
 * questions stored at issue, timed by the server, and used up in the same transaction; its
 * receipt carries the review (questions, answers, credits), now that the exam is over. Either
 * is scored only with the generator version it was made with (an official exam: the version
 * at issue), or refused with 409 'generator-version' and not stored.
 */
export async function recordSubmission(
  deps: SubmissionDeps,
  user: AuthUser,
  input: SubmissionRequest,
): Promise<RecordedSubmission> {
  const request: SubmissionRequest = { ...input, submitId: input.submitId.toLowerCase() };
  const definition = deps.areas[request.area];
  const browserTimes = examTimes(request);
  const profile = await upsertUser(deps.db, user);

  if (request.mode === 'adaptive') return recordAdaptiveRun(deps.db, definition, profile, request);
  const earlier = await storedReceipt(deps.db, definition, request.submitId, user.sub);
  if (earlier) return earlier;

  if (request.mode === 'exam') {
    const { seed, settings, questionCount, generatorVersion } = request;
    if (seed === undefined || settings === undefined || questionCount === undefined) {
      throw httpError(400, 'A practice exam needs its seed, settings and questionCount');
    }
    // Before the settings check: settings of an older version may not validate any more.
    checkGeneratorVersion(definition, generatorVersion);
    const programme = requestedProgramme(request.programme);
    await checkPracticeSettings(deps.db, request.area, settings);
    const scored = scorePracticeSubmission(definition, seed, settings, questionCount, request.answers, generatorVersion, contextOf(programme));
    const values = { request, profile, seed, questionCount, generatorVersion, scored, times: browserTimes, programme };
    if (await insertSubmission(deps.db, values)) return receiptOf(request, questionCount, scored);
    const raced = await storedReceipt(deps.db, definition, request.submitId, user.sub);
    if (raced) return raced;
    throw httpError(409, 'This submitId is already in use');
  }

  const examId = request.examId?.toLowerCase();
  if (!examId) throw httpError(400, 'An official submission needs the examId it was issued');
  let scheduled = false;
  try {
    const recorded = await deps.db.transaction(async (tx) => {
      const exam = await claimOfficialExam(tx, definition, examId, user.sub, deps.clock(), browserTimes.finishedAt);
      const scored = scoreQuestions(definition, exam.settings, exam.questions, request.answers);
      const times = examTimes({ startedAt: exam.startedAt.toISOString(), finishedAt: exam.finishedAt.toISOString() });
      const questionCount = exam.questions.length;
      const { seed, generatorVersion, listening, scheduleId, programme } = exam;
      const values = { request: { ...request, examId }, profile, seed, questionCount, generatorVersion, scored, times, listening, scheduleId, programme };
      if (!(await insertSubmission(tx, values))) throw new SubmitIdTaken();
      // A scheduled exam's new counted score, for the course gradebooks it is linked to (LTI).
      if (scheduleId) scheduled = (await queueGrades(tx, scheduleId, user.sub, deps.clock())) > 0;
      const recorded = receiptOf(request, questionCount, scored);
      recorded.receipt.review = reviewOf(exam.questions, request.answers, scored.results);
      return recorded;
    });
    // After the commit, so that the poster finds what the transaction queued.
    if (scheduled) deps.onScheduledResult?.();
    return recorded;
  } catch (error) {
    // A retry racing its own first attempt, or a second finish of the same exam: the stored result.
    if (error instanceof SubmitIdTaken || (error instanceof HttpError && error.statusCode === 409)) {
      const stored =
        (await storedReceipt(deps.db, definition, request.submitId, user.sub)) ??
        (await storedReceiptOfExam(deps.db, definition, examId, user.sub));
      if (stored) return stored;
    }
    throw error;
  }
}
