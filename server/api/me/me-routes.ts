import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { meRoutes } from '../../../src/api-contract/schemas';
import { currentUser } from '../auth';
import type { Database } from '../db';
import { httpError } from '../http-error';
import { identityLocked, identityManaged, studentIdTaken } from '../users/identity-errors';
import { sameStudentId, writeIdentity } from '../users/student-identity';
import type { UserProfile } from '../users/user-profile';
import { findOrganizationId, findProfile, isIdentityManaged, toMe, upsertUser } from '../users/user-store';

/** Does the stored identity already say this (student ids compared trimmed and without case)? */
const holds = (profile: UserProfile, studentId: string, organizationId: number): boolean =>
  profile.studentId !== null && sameStudentId(profile.studentId, studentId) && profile.organizationId === organizationId;

export function registerMeRoutes(fastify: FastifyInstance, { db }: { db: Database }): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...meRoutes.me,
    handler: async (request) => {
      const user = currentUser(request);
      return toMe(await upsertUser(db, user, request.log), user);
    },
  });

  /**
   * Sets the caller's organization and student id once (first sign-in). Each is set only while
   * it is empty; afterwards only an admin changes it (`PATCH /api/users/:sub`).
   */
  app.route({
    ...meRoutes.updateMe,
    handler: async (request) => {
      const user = currentUser(request);
      const studentId = request.body.studentId.trim();
      const organization = request.body.organization.trim();
      if (!studentId) throw httpError(400, 'studentId must not be blank');
      if (!organization) throw httpError(400, 'organization must not be blank');
      const organizationId = await findOrganizationId(db, organization);
      if (organizationId === null) throw httpError(400, `Unknown organization: ${organization}`);
      const profile = await upsertUser(db, user, request.log);
      if (holds(profile, studentId, organizationId)) return toMe(profile, user);
      if (isIdentityManaged(profile, user)) throw identityManaged();
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
    },
  });
}
