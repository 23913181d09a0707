import type { FastifyInstance } from 'fastify';
import type { Me, Organization, UpdateMeRequest } from '../../../src/lib/api-types';
import { currentUser } from '../auth';
import { httpError } from '../http-error';
import type { RouteDeps } from '../route-deps';
import { findOrganizationId, toMe, updateProfile, upsertUser } from '../users/user-store';

export const STUDENT_ID_MAX_LENGTH = 64;
export const ORGANIZATION_MAX_LENGTH = 200;

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

export function registerMeRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/me', async (request): Promise<Me> => {
    const user = currentUser(request);
    return toMe(await upsertUser(db, user), user);
  });

  app.put<{ Body: UpdateMeRequest }>('/me', { schema: updateMeSchema }, async (request): Promise<Me> => {
    const user = currentUser(request);
    const studentId = request.body.studentId.trim();
    const organization = request.body.organization.trim();
    if (!studentId) throw httpError(400, 'studentId must not be blank');
    if (!organization) throw httpError(400, 'organization must not be blank');
    const organizationId = await findOrganizationId(db, organization);
    if (organizationId === null) throw httpError(400, `Unknown organization: ${organization}`);
    await upsertUser(db, user);
    await updateProfile(db, user.sub, studentId, organizationId);
    return toMe(await upsertUser(db, user), user);
  });

  app.get('/organizations', async (): Promise<Organization[]> =>
    db.query<Organization>('SELECT id, name FROM organizations ORDER BY name'),
  );
}
