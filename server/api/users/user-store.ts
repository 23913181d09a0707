import type { Me } from '../../../src/lib/api-types';
import type { AuthUser } from '../auth';
import type { Queryable } from '../db';

export interface UserProfile {
  sub: string;
  name: string;
  email: string;
  studentId: string | null;
  organizationId: number | null;
  organization: string | null;
}

interface ProfileRow {
  sub: string;
  name: string;
  email: string;
  student_id: string | null;
  organization_id: number | null;
  organization: string | null;
}

const toProfile = (row: ProfileRow): UserProfile => ({
  sub: row.sub,
  name: row.name,
  email: row.email,
  studentId: row.student_id,
  organizationId: row.organization_id,
  organization: row.organization,
});

/**
 * Creates the caller's row on first sight and keeps name and e-mail in step with the token,
 * in one round trip; it writes only when a claim changed (most requests only read).
 */
export async function upsertUser(db: Queryable, user: AuthUser): Promise<UserProfile> {
  const rows = await db.query<ProfileRow>(
    `WITH up AS (
       INSERT INTO users (sub, name, email) VALUES ($1, COALESCE($2::text, ''), COALESCE($3::text, ''))
       ON CONFLICT (sub) DO UPDATE
         SET name = COALESCE($2::text, users.name), email = COALESCE($3::text, users.email), updated_at = now()
         WHERE ($2::text IS NOT NULL AND users.name IS DISTINCT FROM $2::text)
            OR ($3::text IS NOT NULL AND users.email IS DISTINCT FROM $3::text)
       RETURNING sub, name, email, student_id, organization_id
     ), me AS (
       SELECT * FROM up
       UNION ALL
       SELECT sub, name, email, student_id, organization_id FROM users
        WHERE sub = $1 AND NOT EXISTS (SELECT 1 FROM up)
     )
     SELECT me.*, o.name AS organization FROM me LEFT JOIN organizations o ON o.id = me.organization_id`,
    [user.sub, user.name ?? null, user.email ?? null],
  );
  const row = rows[0];
  if (!row) throw new Error(`user ${user.sub} vanished during upsert`);
  return toProfile(row);
}

/** Case-insensitive, so 'conservatory of music' finds 'Conservatory of Music'. */
export async function findOrganizationId(db: Queryable, name: string): Promise<number | null> {
  const rows = await db.query<{ id: number }>('SELECT id FROM organizations WHERE lower(name) = lower($1) ORDER BY id LIMIT 1', [
    name,
  ]);
  return rows[0]?.id ?? null;
}

export async function updateProfile(
  db: Queryable,
  sub: string,
  studentId: string,
  organizationId: number,
): Promise<void> {
  await db.query('UPDATE users SET student_id = $2, organization_id = $3, updated_at = now() WHERE sub = $1', [
    sub,
    studentId,
    organizationId,
  ]);
}

export function toMe(profile: UserProfile, user: AuthUser): Me {
  return {
    sub: profile.sub,
    name: profile.name || user.name || '',
    email: profile.email || user.email || '',
    studentId: profile.studentId,
    organization: profile.organization,
    permissions: [...user.permissions],
  };
}
