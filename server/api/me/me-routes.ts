import type { FastifyInstance } from 'fastify';
import type { Me, UpdateMeRequest } from '../../../src/api-contract';
import { currentUser } from '../auth';
import type { Database } from '../db';
import { httpError } from '../http-error';
import { identityLocked, identityManaged, studentIdTaken } from '../users/identity-errors';
import { ORGANIZATION_MAX_LENGTH, STUDENT_ID_MAX_LENGTH, sameStudentId, writeIdentity } from '../users/student-identity';
import type { UserProfile } from '../users/user-profile';
import { findOrganizationId, findProfile, toMe, upsertUser } from '../users/user-store';

const updateMeSchema = {
  body: {
    type: 'object',
    required: ['studentId', 'organization'],
    additionalProperties: false,
    properties: {
      studentId: { type: 'string', minLength: 1, maxLength: STUDENT_ID_MAX_LENGTH },
      organization: { type: 'string', minLength: 1, maxLength: ORGANIZATION_MAX_LENGTH },
    },
  },
} as const;

/** Does the stored identity already say this (student ids compared trimmed and without case)? */
const holds = (profile: UserProfile, studentId: string, organizationId: number): boolean =>
  profile.studentId !== null && sameStudentId(profile.studentId, studentId) && profile.organizationId === organizationId;

export function registerMeRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  app.get('/me', async (request): Promise<Me> => {
    const user = currentUser(request);
    return toMe(await upsertUser(db, user, request.log), user);
  });

  /**
   * Sets the caller's organization and student id once (first sign-in). Each is set only while
   * it is empty; afterwards only an admin changes it (`PATCH /api/users/:sub`).
   */
  app.put<{ Body: UpdateMeRequest }>('/me', { schema: updateMeSchema }, async (request): Promise<Me> => {
    const user = currentUser(request);
    const studentId = request.body.studentId.trim();
    const organization = request.body.organization.trim();
    if (!studentId) throw httpError(400, 'studentId must not be blank');
    if (!organization) throw httpError(400, 'organization must not be blank');
    const organizationId = await findOrganizationId(db, organization);
    if (organizationId === null) throw httpError(400, `Unknown organization: ${organization}`);
    const profile = await upsertUser(db, user, request.log);
    if (holds(profile, studentId, organizationId)) return toMe(profile, user);
    if (profile.identitySource === 'provider') throw identityManaged();
    const changes =
      (profile.studentId !== null && !sameStudentId(profile.studentId, studentId)) ||
      (profile.organizationId !== null && profile.organizationId !== organizationId);
    if (changes) throw identityLocked();
    const result = await writeIdentity(db, { sub: user.sub, studentId, organizationId, source: 'student', setBy: user.sub, onlyUnset: true });
    if (result === 'taken') throw studentIdTaken(studentId, organization);
    if (result !== 'written') throw identityLocked();
    const stored = await findProfile(db, user.sub);
    if (!stored) throw new Error(`user ${user.sub} vanished during the profile update`);
    return toMe(stored, user);
  });
}
