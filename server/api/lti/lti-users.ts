import { randomUUID } from 'node:crypto';
import type { Database } from '../db';
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
export async function ltiUserOf(db: Database, issuer: string, person: PlatformPerson, identity?: { organization: string; studentId: string }): Promise<string> {
  // One first sight at a time per person (a launch and a roster read may meet): a second would
  // make a second user, a student of the organization nobody can sign in as.
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`lti ${issuer} ${person.subject}`]);
    const known = await tx.query<{ user_sub: string }>('SELECT user_sub FROM lti_users WHERE issuer = $1 AND subject = $2', [issuer, person.subject]);
    if (known[0]) return known[0].user_sub;
    const sub = `lti|${randomUUID()}`;
    await upsertUser(tx, {
      sub,
      permissions: [],
      ...(person.name ? { name: person.name } : {}),
      ...(person.email ? { email: person.email } : {}),
      ...(identity ? { identity } : {}),
    });
    await tx.query('INSERT INTO lti_users (issuer, subject, user_sub) VALUES ($1, $2, $3)', [issuer, person.subject, sub]);
    return sub;
  });
}

/** A learner's student id: the platform's sourcedid, else its custom `student_id`, else the e-mail, else the subject. */
export const studentIdOf = (person: PlatformPerson & { sourcedId?: string | undefined }): string => person.sourcedId ?? person.email ?? person.subject;
