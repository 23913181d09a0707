/**
 * A teacher limited to one organization (server/api/auth/teaching-scope.ts) sees, edits and reads
 * the results of the scheduled exams set for that organization only, and sets exams for it only.
 */
import type { preHandlerAsyncHookHandler } from 'fastify';
import { coversOrganizations, currentUser, teachingScope, type AuthUser } from '../auth';
import type { Queryable } from '../db';
import { httpError } from '../http-error';

const namesOf = async (db: Queryable, sql: string, values: unknown[]): Promise<string[]> => (await db.query<{ name: string }>(sql, values)).map((row) => row.name);

/** preHandler of the routes of one scheduled exam (`:id`): a limited teacher finds only their organization's. */
export function scheduleInScope(db: Queryable): preHandlerAsyncHookHandler {
  return async (request) => {
    const id = (request.params as { id?: unknown } | undefined)?.id;
    if (typeof id !== 'string' || request.user === null || teachingScope(request.user) === null) return;
    const names = await namesOf(
      db,
      `SELECT o.name FROM official_exam_schedule_organizations so JOIN organizations o ON o.id = so.organization_id
        WHERE so.schedule_id::text = lower($1)`,
      [id],
    );
    // Another organization's exam is not there for this teacher, as an unknown one is not.
    if (names.length > 0 && !coversOrganizations(currentUser(request), names)) throw httpError(404, 'Scheduled exam not found');
  };
}

/** Refuses a limited teacher's exam for organizations that are not theirs. */
export async function requireOrganizationsInScope(db: Queryable, user: AuthUser, organizationIds: readonly number[]): Promise<void> {
  if (teachingScope(user) === null) return;
  const names = await namesOf(db, 'SELECT name FROM organizations WHERE id = ANY($1::int[])', [organizationIds]);
  if (!coversOrganizations(user, names)) throw httpError(403, `You teach ${teachingScope(user) ?? ''} only: set the exam for that organization`);
}
