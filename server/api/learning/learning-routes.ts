import type { FastifyInstance } from 'fastify';
import type { ClassLearningReport, OwnLearningReport, TotalReportFilters } from '../../../src/api-contract';
import type { AreaId } from '../../../src/lib/area-registry';
import type { AreaDefinitions } from '../areas';
import { ADMIN_PERMISSION, currentUser, requirePermission } from '../auth';
import type { Queryable } from '../db';
import { dateFilterSchema, organizationFilterSchema } from '../reports/total-report-filter';
import { areaParamsSchema } from '../route-schemas';
import { classLearning, ownLearning } from './learning-reports';

interface AreaParams {
  area: AreaId;
}

export interface LearningRouteDeps {
  db: Queryable;
  areas: AreaDefinitions;
}

/** What the adaptive runs tell: a student's thresholds and confusions, and a class's (read:admin). */
export function registerLearningRoutes(app: FastifyInstance, { db, areas }: LearningRouteDeps): void {
  app.get<{ Params: AreaParams }>(
    '/reports/:area/learning',
    { schema: { params: areaParamsSchema } },
    async (request): Promise<OwnLearningReport> => ownLearning(db, areas, currentUser(request).sub, request.params.area),
  );

  app.get<{ Params: AreaParams; Querystring: Pick<TotalReportFilters, 'organization' | 'from' | 'to'> }>(
    '/total-reports/:area/learning',
    {
      onRequest: [requirePermission(ADMIN_PERMISSION)],
      schema: {
        params: areaParamsSchema,
        querystring: {
          type: 'object',
          properties: { organization: organizationFilterSchema, from: dateFilterSchema, to: dateFilterSchema },
        },
      },
    },
    async (request): Promise<ClassLearningReport> => classLearning(db, areas, request.params.area, request.query),
  );
}
