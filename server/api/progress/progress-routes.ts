import type { FastifyInstance } from 'fastify';
import type { OwnProgress } from '../../../src/api-contract';
import type { AreaDefinitions } from '../areas';
import { currentUser } from '../auth';
import type { Queryable } from '../db';
import { difficultyPresets } from '../reports/difficulty-presets';
import { areaSchema } from '../route-schemas';
import { ownProgress } from './own-progress';

const nullable = (schema: Record<string, unknown>) => ({ anyOf: [schema, { type: 'null' }] });
const presetIdSchema = { type: 'string', maxLength: 40 } as const;

const areaProgressSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['area', 'practiceCount', 'officialCount', 'level', 'levelCount', 'practisedAt', 'last', 'recentScores', 'trend', 'next'],
  properties: {
    area: areaSchema,
    practiceCount: { type: 'integer', minimum: 0 },
    officialCount: { type: 'integer', minimum: 0 },
    level: nullable({
      type: 'object',
      additionalProperties: false,
      required: ['preset', 'number'],
      properties: { preset: presetIdSchema, number: { type: 'integer', minimum: 1 } },
    }),
    levelCount: { type: 'integer', minimum: 0 },
    practisedAt: nullable(presetIdSchema),
    last: nullable({
      type: 'object',
      additionalProperties: false,
      required: ['score', 'submittedAt', 'official', 'outcome'],
      properties: {
        score: { type: 'number' },
        submittedAt: { type: 'string', format: 'date-time' },
        official: { type: 'boolean' },
        outcome: { type: 'string', enum: ['submitted', 'not-submitted'] },
      },
    }),
    recentScores: { type: 'array', maxItems: 5, items: { type: 'number' } },
    trend: nullable({ type: 'string', enum: ['up', 'down', 'flat'] }),
    next: {
      type: 'object',
      additionalProperties: false,
      required: ['step', 'difficulty'],
      properties: {
        step: { type: 'string', enum: ['start', 'practise', 'again', 'harder', 'official', 'keep'] },
        difficulty: nullable(presetIdSchema),
      },
    },
  },
} as const;

/** The response's shape, also its serializer: nothing but these fields leaves the server. */
export const ownProgressResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['submissionCount', 'areas'],
  properties: {
    submissionCount: { type: 'integer', minimum: 0 },
    areas: { type: 'array', items: areaProgressSchema },
  },
} as const;

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
  app.get(
    '/me/progress',
    { schema: { response: { 200: ownProgressResponseSchema } } },
    async (request): Promise<OwnProgress> => ownProgress(db, currentUser(request).sub, areas, presets),
  );
}
