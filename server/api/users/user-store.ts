import type { Me } from '../../../src/api-contract';
import { ADMIN_PERMISSION, type AuthUser } from '../auth';
import type { Queryable } from '../db';
import { applyProviderIdentity, providerIdentityOf, type IdentityLog } from './student-identity';
import type { IdentitySource, UserProfile } from './user-profile';

export interface ProfileRow {
  sub: string;
  name: string;
  email: string;
  student_id: string | null;
  organization_id: number | null;
  organization: string | null;
  identity_source: IdentitySource | null;
  identity_conflict: boolean;
}

export const toProfile = (row: ProfileRow): UserProfile => ({
  sub: row.sub,
  name: row.name,
  email: row.email,
  studentId: row.student_id,
  organizationId: row.organization_id,
  organization: row.organization,
  identitySource: row.identity_source,
  identityConflict: row.identity_conflict,
});

const PROFILE_COLUMNS = 'sub, name, email, student_id, organization_id, identity_source, identity_conflict';

/**
 * Creates the caller's row on first sight and keeps name, e-mail and whether they teach
 * (read:admin, which keeps them off exam rosters) in step with the token, in one round trip; it writes only when a claim changed (most requests only read). Where the
 * token carries the identity provider's organization and student id, they replace the stored
 * ones (a second write, only when they differ).
 */
export async function upsertUser(db: Queryable, user: AuthUser, log?: IdentityLog): Promise<UserProfile> {
  const rows = await db.query<ProfileRow>(
    `WITH up AS (
       INSERT INTO users (sub, name, email, teaches) VALUES ($1, COALESCE($2::text, ''), COALESCE($3::text, ''), $4)
       ON CONFLICT (sub) DO UPDATE
         SET name = COALESCE($2::text, users.name), email = COALESCE($3::text, users.email), teaches = $4, updated_at = now()
         WHERE ($2::text IS NOT NULL AND users.name IS DISTINCT FROM $2::text)
            OR ($3::text IS NOT NULL AND users.email IS DISTINCT FROM $3::text)
            OR users.teaches IS DISTINCT FROM $4
       RETURNING ${PROFILE_COLUMNS}
     ), me AS (
       SELECT * FROM up
       UNION ALL
       SELECT ${PROFILE_COLUMNS} FROM users
        WHERE sub = $1 AND NOT EXISTS (SELECT 1 FROM up)
     )
     SELECT me.*, o.name AS organization FROM me LEFT JOIN organizations o ON o.id = me.organization_id`,
    [user.sub, user.name ?? null, user.email ?? null, user.permissions.includes(ADMIN_PERMISSION)],
  );
  const row = rows[0];
  if (!row) throw new Error(`user ${user.sub} vanished during upsert`);
  const profile = toProfile(row);
  const claimed = providerIdentityOf(user, log);
  if (claimed) return (await applyProviderIdentity(db, profile, claimed, log)) ?? profile;
  if (profile.identitySource === 'provider') {
    // The provider stopped vouching for it: the stored identity stays, now an ordinary locked one
    // that an admin may correct.
    await db.query("UPDATE users SET identity_source = NULL WHERE sub = $1 AND identity_source = 'provider'", [user.sub]);
    return { ...profile, identitySource: null };
  }
  return profile;
}

export async function findProfile(db: Queryable, sub: string): Promise<UserProfile | null> {
  const rows = await db.query<ProfileRow>(
    `SELECT u.sub, u.name, u.email, u.student_id, u.organization_id, u.identity_source, u.identity_conflict, o.name AS organization
       FROM users u LEFT JOIN organizations o ON o.id = u.organization_id
      WHERE u.sub = $1`,
    [sub],
  );
  const row = rows[0];
  return row ? toProfile(row) : null;
}

/** Case-insensitive, so 'conservatory of music' finds 'Conservatory of Music'. */
export async function findOrganizationId(db: Queryable, name: string): Promise<number | null> {
  const rows = await db.query<{ id: number }>('SELECT id FROM organizations WHERE lower(name) = lower($1) ORDER BY id LIMIT 1', [
    name,
  ]);
  return rows[0]?.id ?? null;
}

/**
 * Whether nobody sets the user's organization and student id in Auricle: the identity provider
 * vouches for them, or a course's launch says who the user is (a learner's organization and
 * student id; an instructor has none to give).
 */
export const isIdentityManaged = (profile: UserProfile, user: AuthUser): boolean => profile.identitySource === 'provider' || user.launchId !== undefined;

export function toMe(profile: UserProfile, user: AuthUser): Me {
  return {
    sub: profile.sub,
    name: profile.name || user.name || '',
    email: profile.email || user.email || '',
    studentId: profile.studentId,
    organization: profile.organization,
    permissions: [...user.permissions],
    identityManaged: isIdentityManaged(profile, user),
  };
}
