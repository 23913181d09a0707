import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';
import { upsertUser } from '../users/user-store';

export interface PlatformPerson {
  subject: string;
  name?: string | undefined;
  email?: string | undefined;
}

/**
 * The Auricle user of a platform's user: by issuer and subject, never by e-mail, made on first
 * sight (a launch, or the course's roster). `identity`: a learner's organization and student id,
 * stored as an identity provider's would be.
 */
export async function ltiUserOf(db: Queryable, issuer: string, person: PlatformPerson, identity?: { organization: string; studentId: string }): Promise<string> {
  const known = await db.query<{ user_sub: string }>('SELECT user_sub FROM lti_users WHERE issuer = $1 AND subject = $2', [issuer, person.subject]);
  if (known[0]) return known[0].user_sub;
  const sub = `lti|${randomUUID()}`;
  await upsertUser(db, {
    sub,
    permissions: [],
    ...(person.name ? { name: person.name } : {}),
    ...(person.email ? { email: person.email } : {}),
    ...(identity ? { identity } : {}),
  });
  // Two first sights of one user at once: the first mapping stands, the other user row stays unused.
  const [row] = await db.query<{ user_sub: string }>(
    `WITH put AS (INSERT INTO lti_users (issuer, subject, user_sub) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING user_sub)
     SELECT user_sub FROM put UNION ALL SELECT user_sub FROM lti_users WHERE issuer = $1 AND subject = $2 AND NOT EXISTS (SELECT 1 FROM put)`,
    [issuer, person.subject, sub],
  );
  return row?.user_sub ?? sub;
}

/** A learner's student id: the platform's sourcedid, else its custom `student_id`, else the e-mail, else the subject. */
export const studentIdOf = (person: PlatformPerson & { sourcedId?: string | undefined }): string => person.sourcedId ?? person.email ?? person.subject;
