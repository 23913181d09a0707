import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { studentRoutes } from '../../../src/api-contract/schemas';
import type { AreaDefinitions } from '../areas';
import { ADMIN_PERMISSION, coversOrganizations, currentUser, requirePermission, teachingScope } from '../auth';
import { httpError } from '../http-error';
import type { Queryable } from '../db';
import { studentSummary } from './student-summary';

export interface StudentRouteDeps {
  db: Queryable;
  areas: AreaDefinitions;
}

/**
 * One student across areas, for a teacher (read:admin; docs/architecture.md, The REST API).
 * Registered where every exam that closed without a submission is recorded first (app.ts).
 */
export function registerStudentRoutes(app: FastifyInstance, { db, areas }: StudentRouteDeps): void {
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    ...studentRoutes.summary,
    onRequest: [requirePermission(ADMIN_PERMISSION)],
    handler: async (request) => {
      const user = currentUser(request);
      if (teachingScope(user) !== null) {
        // A teacher limited to one organization finds its students only.
        const [student] = await db.query<{ organization: string | null }>(
          'SELECT o.name AS organization FROM users u LEFT JOIN organizations o ON o.id = u.organization_id WHERE u.sub = $1',
          [request.params.sub],
        );
        if (!coversOrganizations(user, student?.organization ? [student.organization] : [])) throw httpError(404, `No user ${request.params.sub}`);
      }
      return studentSummary(db, areas, request.params.sub);
    },
  });
}
