import { DEMO_USERS } from '../../demo-users';
import { ADMIN_PERMISSION } from '../auth';
import type { Queryable } from '../db';
import { SEEDED_ORGANIZATIONS } from './organizations';

/**
 * Run at every start: the organization list and the demo users' profiles. Idempotent, and
 * it never overwrites a profile a user has edited since.
 */
export async function seedBase(db: Queryable, organizations: readonly string[] = SEEDED_ORGANIZATIONS): Promise<void> {
  await db.query(
    'INSERT INTO organizations (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING',
    [organizations],
  );
  for (const user of DEMO_USERS) {
    await db.query(
      `INSERT INTO users (sub, name, email, student_id, organization_id, teaches)
       VALUES ($1, $2, $3, $4, (SELECT id FROM organizations WHERE name = $5), $6)
       ON CONFLICT (sub) DO NOTHING`,
      [user.sub, user.name, user.email, user.profile?.studentId ?? null, user.profile?.organization ?? null, user.permissions.includes(ADMIN_PERMISSION)],
    );
  }
}
