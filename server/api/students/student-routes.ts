import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { studentRoutes } from '../../../src/api-contract/schemas';
import type { AreaDefinitions } from '../areas';
import { ADMIN_PERMISSION, requirePermission } from '../auth';
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
    handler: async (request) => studentSummary(db, areas, request.params.sub),
  });
}
