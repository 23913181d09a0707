/**
 * A student's organization and student id: the identity a teacher filters reports by. A student
 * sets it once (first sign-in), an admin corrects it, and where the identity provider vouches
 * for it (token claims) the provider's values win. A student id is unique within an
 * organization, compared trimmed and without case (migration 008).
 */
import type { FastifyBaseLogger } from 'fastify';
import { ORGANIZATION_MAX_LENGTH, STUDENT_ID_MAX_LENGTH } from '../../../src/api-contract';
import type { AuthUser } from '../auth';
import type { Queryable } from '../db';
import type { IdentitySource, UserProfile } from './user-profile';

export { ORGANIZATION_MAX_LENGTH, STUDENT_ID_MAX_LENGTH };

export type IdentityLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface ClaimedIdentity {
  organization: string;
  studentId: string;
}

/** PostgreSQL's unique_violation, as both the pg driver and PGlite report it. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

export const sameStudentId = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The provider's identity when the token carries both halves. Half an identity is ignored: the
 * student would choose the other half, and the pair is what a teacher must be able to trust.
 */
export function providerIdentityOf(user: AuthUser, log?: IdentityLog): ClaimedIdentity | null {
  const claims = user.identity;
  if (!claims) return null;
  const { organization, studentId } = claims;
  if (organization === undefined || studentId === undefined) {
    log?.warn({ sub: user.sub, claims: Object.keys(claims) }, 'identity claims ignored: the token names only one of organization and student id');
    return null;
  }
  if (organization.length > ORGANIZATION_MAX_LENGTH || studentId.length > STUDENT_ID_MAX_LENGTH) {
    log?.warn({ sub: user.sub }, 'identity claims ignored: organization or student id too long');
    return null;
  }
  return { organization, studentId };
}

/** Does another user of the organization hold this student id (duplicates from before the rule included)? */
export async function studentIdTaken(db: Queryable, organizationId: number, studentId: string, exceptSub: string): Promise<boolean> {
  const rows = await db.query<{ sub: string }>(
    `SELECT sub FROM users
      WHERE organization_id = $1 AND lower(student_id) = lower($2) AND sub <> $3
      LIMIT 1`,
    [organizationId, studentId.trim(), exceptSub],
  );
  return rows.length > 0;
}

export interface IdentityWrite {
  sub: string;
  studentId: string;
  organizationId: number;
  source: IdentitySource;
  /** The sub of whoever made the change (the student, an admin, or the student's own token). */
  setBy: string;
  /** A student's own write: only the halves still unset may change. */
  onlyUnset?: boolean;
}

/**
 * For an UPDATE that sets organization_id to $3: the time of joining moves only with the
 * organization (a scheduled exam's roster leaves out who joined after it closed; migration 011).
 */
const JOINED_AT_ON_MOVE = 'organization_joined_at = CASE WHEN organization_id IS DISTINCT FROM $3 THEN now() ELSE organization_joined_at END';

export type IdentityWriteResult = 'written' | 'locked' | 'taken' | 'missing';

/**
 * Stores an identity after checking that the student id is free in its organization. The
 * unique index (migration 008) settles a race between two writers of the same id.
 */
export async function writeIdentity(db: Queryable, w: IdentityWrite): Promise<IdentityWriteResult> {
  if (await studentIdTaken(db, w.organizationId, w.studentId, w.sub)) return 'taken';
  const lock = w.onlyUnset
    ? 'AND (student_id IS NULL OR lower(student_id) = lower($2)) AND (organization_id IS NULL OR organization_id = $3)'
    : '';
  try {
    const rows = await db.query<{ sub: string }>(
      `UPDATE users
          SET student_id = $2, organization_id = $3, identity_source = $4, identity_set_by = $5,
              identity_set_at = now(), identity_conflict = false, updated_at = now(), ${JOINED_AT_ON_MOVE}
        WHERE sub = $1 ${lock}
        RETURNING sub`,
      [w.sub, w.studentId, w.organizationId, w.source, w.setBy],
    );
    if (rows.length > 0) return 'written';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
  const exists = await db.query('SELECT 1 FROM users WHERE sub = $1', [w.sub]);
  return exists.length > 0 ? 'locked' : 'missing';
}

/**
 * The organization a claim names, created when it is new: the provider's administrators are the
 * authority on who studies where, and ignoring the claim would hand the choice back to the student.
 */
async function claimedOrganizationId(db: Queryable, name: string, log?: IdentityLog): Promise<number> {
  const found = await db.query<{ id: number }>('SELECT id FROM organizations WHERE lower(name) = lower($1) ORDER BY id LIMIT 1', [name]);
  if (found[0]) return found[0].id;
  const created = await db.query<{ id: number }>(
    'INSERT INTO organizations (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING id',
    [name],
  );
  if (created[0]) {
    log?.info({ organization: name }, 'organization created from identity claims');
    return created[0].id;
  }
  const raced = await db.query<{ id: number }>('SELECT id FROM organizations WHERE name = $1', [name]);
  if (!raced[0]) throw new Error(`organization ${name} vanished while created`);
  return raced[0].id;
}

/**
 * Stores the provider's identity over whatever the row held. It never fails the request: a
 * student id another user already holds is stored anyway, flagged as a conflict for an admin
 * (and kept out of the unique index), because the provider's word is the one to keep.
 * Returns the new profile, or null when the row already matched.
 */
export async function applyProviderIdentity(
  db: Queryable,
  profile: UserProfile,
  claimed: ClaimedIdentity,
  log?: IdentityLog,
): Promise<UserProfile | null> {
  // A flagged row is looked at again on every request, so the flag goes once the other holder moved.
  const unchanged =
    profile.identitySource === 'provider' &&
    !profile.identityConflict &&
    profile.studentId === claimed.studentId &&
    profile.organization?.toLowerCase() === claimed.organization.toLowerCase();
  if (unchanged) return null;
  const organizationId = await claimedOrganizationId(db, claimed.organization, log);
  const write = () =>
    db.query<{ identity_conflict: boolean; organization: string }>(
      `UPDATE users u
          SET student_id = $2, organization_id = $3, identity_source = 'provider', identity_set_by = $1,
              identity_set_at = now(), updated_at = now(), ${JOINED_AT_ON_MOVE},
              identity_conflict = EXISTS (
                SELECT 1 FROM users o WHERE o.sub <> $1 AND o.organization_id = $3 AND lower(o.student_id) = lower($2))
        WHERE u.sub = $1
        RETURNING identity_conflict, (SELECT name FROM organizations WHERE id = $3) AS organization`,
      [profile.sub, claimed.studentId, organizationId],
    );
  let rows;
  try {
    rows = await write();
  } catch (error) {
    // Another user took the id between the EXISTS and the index check: flagged on the retry.
    if (!isUniqueViolation(error)) throw error;
    rows = await write();
  }
  const row = rows[0];
  if (!row) return null;
  if (row.identity_conflict) {
    log?.warn({ sub: profile.sub, organization: row.organization }, 'identity claims name a student id another user of the organization holds; flagged for an admin');
  }
  return {
    ...profile,
    studentId: claimed.studentId,
    organizationId,
    organization: row.organization,
    identitySource: 'provider',
    identityConflict: row.identity_conflict,
  };
}
