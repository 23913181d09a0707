import type { FastifyInstance } from 'fastify';
import type { StudentSummary } from '../../../src/lib/api-types';
import { ADMIN_PERMISSION, requirePermission } from '../auth';
import type { RouteDeps } from '../route-deps';
import { recordUnsubmittedExams } from '../official-exams/unsubmitted-exams';
import { studentSummary } from './student-summary';

const paramsSchema = {
  type: 'object',
  required: ['sub'],
  properties: { sub: { type: 'string', minLength: 1, maxLength: 255 } },
} as const;

/** One student across areas, for a teacher (read:admin; docs/architecture.md, The REST API). */
export function registerStudentRoutes(app: FastifyInstance, { db, areas, clock }: RouteDeps): void {
  app.get<{ Params: { sub: string } }>(
    '/students/:sub/summary',
    {
      onRequest: [requirePermission(ADMIN_PERMISSION)],
      // As every report: exams that closed without a submission are recorded first.
      preHandler: async (): Promise<void> => {
        await recordUnsubmittedExams(db, clock());
      },
      schema: { params: paramsSchema },
    },
    async (request): Promise<StudentSummary> => studentSummary(db, areas, request.params.sub),
  );
}
