import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { learningRoutes } from '../../../src/api-contract/schemas';
import type { AreaDefinitions } from '../areas';
import { ADMIN_PERMISSION, currentUser, organizationFilter, requirePermission } from '../auth';
import type { Queryable } from '../db';
import { classLearning, ownLearning } from './learning-reports';

export interface LearningRouteDeps {
  db: Queryable;
  areas: AreaDefinitions;
}

/** What the adaptive runs tell: a student's thresholds and confusions, and a class's (read:admin). */
export function registerLearningRoutes(app: FastifyInstance, { db, areas }: LearningRouteDeps): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.route({
    ...learningRoutes.own,
    handler: async (request) => ownLearning(db, areas, currentUser(request).sub, request.params.area),
  });

  routes.route({
    ...learningRoutes.class,
    onRequest: [requirePermission(ADMIN_PERMISSION)],
    handler: async (request) => {
      const organization = organizationFilter(currentUser(request), request.query.organization);
      return classLearning(db, areas, request.params.area, { ...request.query, ...(organization === undefined ? {} : { organization }) });
    },
  });
}
