import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { progressRoutes } from '../../../src/api-contract/schemas';
import type { AreaDefinitions } from '../areas';
import { currentUser } from '../auth';
import type { Queryable } from '../db';
import { difficultyPresets } from '../reports/difficulty-presets';
import { ownProgress } from './own-progress';

export interface ProgressRouteDeps {
  db: Queryable;
  areas: AreaDefinitions;
}

/**
 * The signed-in user's own standing in every area: the learner's home page. Registered where
 * every exam that closed without a submission is recorded first (app.ts): it counts as an attempt.
 */
export function registerProgressRoutes(app: FastifyInstance, { db, areas }: ProgressRouteDeps): void {
  const presets = difficultyPresets(areas);
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    ...progressRoutes.own,
    handler: async (request) => ownProgress(db, currentUser(request).sub, areas, presets),
  });
}
