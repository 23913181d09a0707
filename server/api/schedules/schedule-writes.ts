/** Stores scheduled exams: each write inside the caller's transaction, its organizations with it. */
import type { Queryable } from '../db';
import { httpError } from '../http-error';
import type { ScheduleValues } from './schedule-rules';

/** PostgreSQL's foreign_key_violation, as both the pg driver and PGlite report it. */
const isForeignKeyViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23503';

async function setOrganizations(tx: Queryable, id: string, organizationIds: readonly number[]): Promise<void> {
  await tx.query('DELETE FROM official_exam_schedule_organizations WHERE schedule_id = $1', [id]);
  try {
    await tx.query(
      'INSERT INTO official_exam_schedule_organizations (schedule_id, organization_id) SELECT $1, unnest($2::int[])',
      [id, organizationIds],
    );
  } catch (error) {
    // Deleted between the check and now.
    if (isForeignKeyViolation(error)) throw httpError(400, 'organizations: one of them was deleted meanwhile');
    throw error;
  }
}

const columnValues = (v: ScheduleValues): unknown[] => [
  v.area,
  v.title,
  JSON.stringify(v.settings),
  v.questionCount,
  v.opensAt.toISOString(),
  v.closesAt.toISOString(),
  v.timeLimitSeconds,
  v.attempts,
  v.counts,
  v.generatorVersion,
  v.programme,
];

export async function insertSchedule(tx: Queryable, id: string, values: ScheduleValues, createdBy: string, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO official_exam_schedules (area, title, settings, question_count, opens_at, closes_at, time_limit_seconds,
        attempts, counted_attempt, generator_version, programme, id, created_by, created_at, updated_at)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)`,
    [...columnValues(values), id, createdBy, now.toISOString()],
  );
  await setOrganizations(tx, id, values.organizationIds);
}

/** Replaces every field (an edit before anyone started it). */
export async function updateSchedule(tx: Queryable, id: string, values: ScheduleValues, now: Date): Promise<void> {
  await tx.query(
    `UPDATE official_exam_schedules
        SET area = $1, title = $2, settings = $3::jsonb, question_count = $4, opens_at = $5, closes_at = $6,
            time_limit_seconds = $7, attempts = $8, counted_attempt = $9, generator_version = $10, programme = $11, updated_at = $13
      WHERE id = $12`,
    [...columnValues(values), id, now.toISOString()],
  );
  await setOrganizations(tx, id, values.organizationIds);
}

/** Moves only the closing time (closing a started exam early). */
export async function closeScheduleAt(tx: Queryable, id: string, closesAt: Date, now: Date): Promise<void> {
  await tx.query('UPDATE official_exam_schedules SET closes_at = $2, updated_at = $3 WHERE id = $1', [
    id,
    closesAt.toISOString(),
    now.toISOString(),
  ]);
}

export async function deleteSchedule(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM official_exam_schedules WHERE id = $1', [id]);
}
