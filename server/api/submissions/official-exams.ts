import { randomUUID } from 'node:crypto';
import type { OfficialExam } from '../../../src/lib/api-types';
import type { AreaId } from '../../../src/lib/areas';
import { randomSeed, type Seed } from '../../../src/lib/rng';
import type { Queryable } from '../db';
import { httpError } from '../http-error';
import type { RouteDeps } from '../route-deps';

/** An issued exam must be finished within this time. */
export const OFFICIAL_EXAM_TTL_MS = 2 * 60 * 60 * 1000;
/** startedAt and finishedAt come from the browser's clock, which may differ from ours this much. */
export const OFFICIAL_EXAM_CLOCK_SKEW_MS = 60 * 1000;
/**
 * How long after expiry a result finished in time may still arrive: the SPA keeps it in a
 * persistent queue while the API is unreachable, and such a result must not be lost.
 */
export const OFFICIAL_EXAM_SUBMIT_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

/** Issues an official exam of `area` to `sub`: server seed, the area's official settings. */
export async function issueOfficialExam(
  { db, areas, clock }: RouteDeps,
  sub: string,
  area: AreaId,
): Promise<OfficialExam> {
  const definition = areas[area];
  if (!definition) throw httpError(400, `The ${area} area has no exam yet`);
  const issuedAt = clock();
  const expiresAt = new Date(issuedAt.getTime() + OFFICIAL_EXAM_TTL_MS);
  const exam: OfficialExam = {
    examId: randomUUID(),
    area,
    seed: randomSeed(),
    settings: definition.officialExam.settings,
    questionCount: definition.officialExam.questionCount,
    issuedAt: issuedAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
  await db.query(
    `INSERT INTO official_exams (id, user_sub, area, seed, settings, question_count, issued_at, expires_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)`,
    [exam.examId, sub, area, exam.seed, JSON.stringify(exam.settings), exam.questionCount, exam.issuedAt, exam.expiresAt],
  );
  return exam;
}

export interface ClaimedExam {
  seed: Seed;
  settings: unknown;
  questionCount: number;
}

interface ExamRow {
  user_sub: string;
  area: string;
  seed: number | string;
  settings: unknown;
  question_count: number;
  issued_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

/** When the submitted exam was taken (browser clock) and when it reached us (server clock). */
export interface SubmissionTimes {
  startedAt: Date;
  finishedAt: Date;
  receivedAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Throws unless the exam was taken inside its validity window and arrived within the grace period. */
function checkTimes(row: ExamRow, { startedAt, finishedAt, receivedAt }: SubmissionTimes): void {
  const issued = new Date(row.issued_at).getTime();
  const expires = new Date(row.expires_at).getTime();
  if (startedAt.getTime() < issued - OFFICIAL_EXAM_CLOCK_SKEW_MS) {
    throw httpError(400, 'startedAt is before the official exam was issued');
  }
  if (finishedAt.getTime() > expires + OFFICIAL_EXAM_CLOCK_SKEW_MS) {
    throw httpError(410, 'Official exam expired before it was finished');
  }
  if (receivedAt.getTime() > expires + OFFICIAL_EXAM_SUBMIT_GRACE_MS) {
    const days = OFFICIAL_EXAM_SUBMIT_GRACE_MS / DAY_MS;
    throw httpError(410, `Official exam expired: its result arrived more than ${days} days after expiry`);
  }
}

/**
 * Marks the exam used, inside the caller's transaction, or throws why it cannot be used.
 * The time rule looks at when the exam was taken, not when it arrives, so a result that
 * waited in the SPA's offline queue still counts. The conditional UPDATE is the single-use
 * guarantee: of two concurrent claims one wins.
 */
export async function claimOfficialExam(
  tx: Queryable,
  examId: string,
  sub: string,
  area: AreaId,
  times: SubmissionTimes,
): Promise<ClaimedExam> {
  const row = (
    await tx.query<ExamRow>(
      `SELECT user_sub, area, seed, settings, question_count, issued_at, expires_at, used_at
         FROM official_exams WHERE id = $1`,
      [examId],
    )
  )[0];
  // Another user's exam is reported like a missing one, so exam ids cannot be probed.
  if (!row || row.user_sub !== sub) throw httpError(404, 'Official exam not found');
  if (row.area !== area) throw httpError(400, `Official exam ${examId} is not a ${area} exam`);
  if (row.used_at !== null) throw httpError(409, 'Official exam already submitted');
  checkTimes(row, times);

  const claimed = await tx.query<{ id: string }>(
    'UPDATE official_exams SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
    [examId, times.receivedAt.toISOString()],
  );
  if (claimed.length === 0) throw httpError(409, 'Official exam already submitted');
  return { seed: Number(row.seed), settings: row.settings, questionCount: row.question_count };
}
