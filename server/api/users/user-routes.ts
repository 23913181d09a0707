import type { FastifyInstance } from 'fastify';
import type { Page, UpdateUserIdentityRequest, UserIdentity } from '../../../src/api-contract';
import { ADMIN_PERMISSION, currentUser, requirePermission } from '../auth';
import type { Database } from '../db';
import { httpError } from '../http-error';
import { positiveIntQuery, readPositiveInt } from '../route-schemas';
import { identityManaged, studentIdTaken } from './identity-errors';
import { ORGANIZATION_MAX_LENGTH, STUDENT_ID_MAX_LENGTH, writeIdentity } from './student-identity';
import { findUserIdentity, listUserIdentities } from './user-directory';
import { findOrganizationId, findProfile } from './user-store';

export const USERS_MAX_PAGE_SIZE = 100;
const MAX_PAGE = 1_000_000;

const listSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      organization: { type: 'string', maxLength: ORGANIZATION_MAX_LENGTH },
      q: { type: 'string', maxLength: 200 },
      page: positiveIntQuery(1),
      pageSize: positiveIntQuery(20),
    },
  },
} as const;

const patchSchema = {
  params: { type: 'object', required: ['sub'], properties: { sub: { type: 'string', minLength: 1, maxLength: 255 } } },
  body: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: {
      studentId: { type: 'string', minLength: 1, maxLength: STUDENT_ID_MAX_LENGTH },
      organization: { type: 'string', minLength: 1, maxLength: ORGANIZATION_MAX_LENGTH },
    },
  },
} as const;

interface ListQuery {
  organization?: string;
  q?: string;
  page: string;
  pageSize: string;
}

/** The admins' side of student identities (docs/architecture.md, The REST API). */
export function registerUserRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const adminOnly = { onRequest: [requirePermission(ADMIN_PERMISSION)] };

  app.get<{ Querystring: ListQuery }>('/users', { ...adminOnly, schema: listSchema }, async (request): Promise<Page<UserIdentity>> =>
    listUserIdentities(db, {
      ...(request.query.organization === undefined ? {} : { organization: request.query.organization }),
      ...(request.query.q === undefined ? {} : { q: request.query.q }),
      page: readPositiveInt(request.query.page, 'page', MAX_PAGE),
      pageSize: readPositiveInt(request.query.pageSize, 'pageSize', USERS_MAX_PAGE_SIZE),
    }),
  );

  app.patch<{ Params: { sub: string }; Body: UpdateUserIdentityRequest }>(
    '/users/:sub',
    { ...adminOnly, schema: patchSchema },
    async (request): Promise<UserIdentity> => {
      const admin = currentUser(request);
      const { sub } = request.params;
      const target = await findProfile(db, sub);
      if (!target) throw httpError(404, `No user ${sub}`);
      // The provider would put its own values back at the student's next request.
      if (target.identitySource === 'provider') throw identityManaged();

      const studentId = request.body.studentId?.trim() ?? target.studentId;
      if (studentId === '') throw httpError(400, 'studentId must not be blank');
      let organizationId = target.organizationId;
      let organization = target.organization;
      if (request.body.organization !== undefined) {
        organization = request.body.organization.trim();
        if (!organization) throw httpError(400, 'organization must not be blank');
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
  );
}
