import type { Queryable } from '../db';

/**
 * An exam set for a course's organization and no other: the course's teacher, who teaches that
 * organization only (server/api/auth/teaching-scope.ts), reads its results and links it.
 */
export async function isCourseExam(db: Queryable, scheduleId: string, organizationId: number): Promise<boolean> {
  const [row] = await db.query<{ ours: boolean | null }>('SELECT bool_and(organization_id = $2) AS ours FROM official_exam_schedule_organizations WHERE schedule_id = $1', [
    scheduleId,
    organizationId,
  ]);
  return row?.ours === true;
}
