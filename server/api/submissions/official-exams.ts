import { randomUUID } from 'node:crypto';
import type { OfficialExam } from '../../../src/lib/api-types';
import type { AreaId } from '../../../src/lib/areas';
import { randomSeed, type Seed } from '../../../src/lib/rng';
import type { Queryable } from '../db';
import { httpError } from '../http-error';
import type { RouteDeps } from '../route-deps';

export const OFFICIAL_EXAM_TTL_MS = 2 * 60 * 60 * 1000;

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
  expires_at: Date;
  used_at: Date | null;
}

/**
 * Marks the exam used, inside the caller's transaction, or throws why it cannot be used.
 * The conditional UPDATE is the single-use guarantee: of two concurrent claims one wins.
 */
export async function claimOfficialExam(
  tx: Queryable,
  examId: string,
  sub: string,
  area: AreaId,
  now: Date,
): Promise<ClaimedExam> {
  const claimed = await tx.query<ExamRow>(
    `UPDATE official_exams SET used_at = $4
      WHERE id = $1 AND user_sub = $2 AND area = $3 AND used_at IS NULL AND expires_at > $4
      RETURNING user_sub, area, seed, settings, question_count, expires_at, used_at`,
    [examId, sub, area, now.toISOString()],
  );
  const row = claimed[0];
  if (row) return { seed: Number(row.seed), settings: row.settings, questionCount: row.question_count };

  const existing = (
    await tx.query<ExamRow>(
      'SELECT user_sub, area, seed, settings, question_count, expires_at, used_at FROM official_exams WHERE id = $1',
      [examId],
    )
  )[0];
  // Another user's exam is reported like a missing one, so exam ids cannot be probed.
  if (!existing || existing.user_sub !== sub) throw httpError(404, 'Official exam not found');
  if (existing.area !== area) throw httpError(400, `Official exam ${examId} is not a ${area} exam`);
  if (existing.used_at !== null) throw httpError(409, 'Official exam already submitted');
  throw httpError(410, 'Official exam expired');
}
