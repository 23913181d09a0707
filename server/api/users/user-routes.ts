import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { userRoutes } from '../../../src/api-contract/schemas';
import { ADMIN_PERMISSION, coversOrganizations, currentUser, organizationFilter, requirePermission } from '../auth';
import type { Database } from '../db';
import { httpError } from '../http-error';
import { readPositiveInt } from '../route-schemas';
import { identityManaged, studentIdTaken } from './identity-errors';
import { writeIdentity } from './student-identity';
import { findUserIdentity, listUserIdentities } from './user-directory';
import { findOrganizationId, findProfile } from './user-store';

export const USERS_MAX_PAGE_SIZE = 100;
const MAX_PAGE = 1_000_000;

/** The admins' side of student identities (docs/architecture.md, The REST API). */
export function registerUserRoutes(fastify: FastifyInstance, { db }: { db: Database }): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const adminOnly = { onRequest: [requirePermission(ADMIN_PERMISSION)] };

  app.route({
    ...userRoutes.list,
    ...adminOnly,
    handler: async (request) => {
      // Ajv has filled in the contract's defaults, which its type, written for the client, leaves optional.
      const { q, page, pageSize, ...query } = request.query as typeof request.query & { page: string; pageSize: string };
      const organization = organizationFilter(currentUser(request), query.organization);
      return listUserIdentities(db, {
        ...(organization === undefined ? {} : { organization }),
        ...(q === undefined ? {} : { q }),
        page: readPositiveInt(page, 'page', MAX_PAGE),
        pageSize: readPositiveInt(pageSize, 'pageSize', USERS_MAX_PAGE_SIZE),
      });
    },
  });

  app.route({
    ...userRoutes.update,
    ...adminOnly,
    handler: async (request) => {
      const admin = currentUser(request);
      const { sub } = request.params;
      const target = await findProfile(db, sub);
      // A teacher limited to one organization finds its students only.
      if (!target || !coversOrganizations(admin, target.organization === null ? [] : [target.organization])) throw httpError(404, `No user ${sub}`);
      // The provider would put its own values back at the student's next request.
      if (target.identitySource === 'provider') throw identityManaged();

      const studentId = request.body.studentId?.trim() ?? target.studentId;
      if (studentId === '') throw httpError(400, 'studentId must not be blank');
      let organizationId = target.organizationId;
      let organization = target.organization;
      if (request.body.organization !== undefined) {
        organization = request.body.organization.trim();
        if (!organization) throw httpError(400, 'organization must not be blank');
        organizationFilter(admin, organization);
        organizationId = await findOrganizationId(db, organization);
        if (organizationId === null) throw httpError(400, `Unknown organization: ${organization}`);
      }
      if (studentId === null || organizationId === null || organization === null) {
        throw httpError(400, 'A user without a profile needs both studentId and organization');
      }
      const unchanged =
        !target.identityConflict &&
        target.organizationId === organizationId &&
        target.studentId === studentId;
      if (!unchanged) {
        const result = await writeIdentity(db, { sub, studentId, organizationId, source: 'admin', setBy: admin.sub });
        if (result === 'taken') throw studentIdTaken(studentId, organization);
        if (result === 'missing') throw httpError(404, `No user ${sub}`);
        // Who and whose are in the database (identity_set_by); logs hold no personal data (server/api/request-log.ts).
        request.log.info('student identity changed by an admin');
      }
      const updated = await findUserIdentity(db, sub);
      if (!updated) throw httpError(404, `No user ${sub}`);
      return updated;
    },
  });
}
