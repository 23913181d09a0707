/**
 * Organizations: a student picks one at first sign-in, a teacher (read:admin) adds and renames
 * them. Names are unique without case, and one that anything refers to is never deleted.
 */
import { API_ERROR_CODES, ORGANIZATION_NAME_LIMITS, type Organization } from '../../../src/api-contract';
import type { Database, Queryable } from '../db';
import { httpError } from '../http-error';

/** Serialises writes of organizations, so two names differing only in case cannot both be added. */
const ORGANIZATION_LOCK_KEY = 72_620_252;

export function listOrganizations(db: Queryable): Promise<Organization[]> {
  return db.query<Organization>('SELECT id, name FROM organizations ORDER BY name');
}

/** The name as stored: trimmed, within the limits, or a 400 naming the field. */
export function organizationName(raw: string): string {
  const name = raw.trim();
  if (name.length < ORGANIZATION_NAME_LIMITS.min || name.length > ORGANIZATION_NAME_LIMITS.max) {
    throw httpError(400, `name must be ${ORGANIZATION_NAME_LIMITS.min} to ${ORGANIZATION_NAME_LIMITS.max} characters (spaces around it are not counted)`);
  }
  return name;
}

async function refuseTakenName(tx: Queryable, name: string, exceptId: number | null): Promise<void> {
  const taken = await tx.query<Organization>('SELECT id, name FROM organizations WHERE lower(name) = lower($1) AND id <> $2 LIMIT 1', [
    name,
    exceptId ?? -1,
  ]);
  const other = taken[0];
  if (other) throw httpError(409, `An organization named “${other.name}” exists already.`, API_ERROR_CODES.organizationExists);
}

export async function addOrganization(db: Database, rawName: string, now: Date): Promise<Organization> {
  const name = organizationName(rawName);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ORGANIZATION_LOCK_KEY]);
    await refuseTakenName(tx, name, null);
    const rows = await tx.query<Organization>('INSERT INTO organizations (name, created_at, updated_at) VALUES ($1, $2, $2) RETURNING id, name', [
      name,
      now.toISOString(),
    ]);
    const added = rows[0];
    if (!added) throw new Error(`organization ${name} was not stored`);
    return added;
  });
}

export async function renameOrganization(db: Database, id: number, rawName: string, now: Date): Promise<Organization> {
  const name = organizationName(rawName);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ORGANIZATION_LOCK_KEY]);
    await refuseTakenName(tx, name, id);
    const rows = await tx.query<Organization>('UPDATE organizations SET name = $2, updated_at = $3 WHERE id = $1 RETURNING id, name', [
      id,
      name,
      now.toISOString(),
    ]);
    const renamed = rows[0];
    if (!renamed) throw httpError(404, `No organization ${id}`);
    return renamed;
  });
}

interface Uses {
  name: string;
  users: number;
  submissions: number;
  schedules: number;
}

/** Deletes an organization nothing refers to; one with students, results or scheduled exams: 409 'organization-in-use'. */
export async function deleteOrganization(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ORGANIZATION_LOCK_KEY]);
    // The row lock keeps a student from choosing it (their foreign key waits) while this is decided.
    const uses = (
      await tx.query<Uses>(
        `SELECT o.name,
                (SELECT count(*)::int FROM users u WHERE u.organization_id = o.id) AS users,
                (SELECT count(*)::int FROM submissions s WHERE s.organization_id = o.id) AS submissions,
                (SELECT count(*)::int FROM official_exam_schedule_organizations so WHERE so.organization_id = o.id) AS schedules
           FROM organizations o WHERE o.id = $1 FOR UPDATE OF o`,
        [id],
      )
    )[0];
    if (!uses) throw httpError(404, `No organization ${id}`);
    const inUse = [
      uses.users > 0 ? `${uses.users} user(s)` : null,
      uses.submissions > 0 ? `${uses.submissions} result(s)` : null,
      uses.schedules > 0 ? `${uses.schedules} scheduled exam(s)` : null,
    ].filter((use): use is string => use !== null);
    if (inUse.length > 0) {
      throw httpError(409, `“${uses.name}” cannot be deleted: ${inUse.join(', ')} belong to it.`, API_ERROR_CODES.organizationInUse);
    }
    await tx.query('DELETE FROM organizations WHERE id = $1', [id]);
  });
}
