import type { FastifyInstance } from 'fastify';
import type { StudentSummary } from '../../../src/api-contract';
import type { AreaDefinitions } from '../areas';
import { ADMIN_PERMISSION, requirePermission } from '../auth';
import type { Queryable } from '../db';
import { studentSummary } from './student-summary';

const paramsSchema = {
  type: 'object',
  required: ['sub'],
  properties: { sub: { type: 'string', minLength: 1, maxLength: 255 } },
} as const;

export interface StudentRouteDeps {
  db: Queryable;
  areas: AreaDefinitions;
}

/**
 * One student across areas, for a teacher (read:admin; docs/architecture.md, The REST API).
 * Registered where every exam that closed without a submission is recorded first (app.ts).
 */
export function registerStudentRoutes(app: FastifyInstance, { db, areas }: StudentRouteDeps): void {
  app.get<{ Params: { sub: string } }>(
    '/students/:sub/summary',
    {
      onRequest: [requirePermission(ADMIN_PERMISSION)],
      schema: { params: paramsSchema },
    },
    async (request): Promise<StudentSummary> => studentSummary(db, areas, request.params.sub),
  );
}
