import type { FastifyInstance } from 'fastify';
import type { OwnProgress } from '../../../src/lib/api-types';
import { currentUser } from '../auth';
import { difficultyPresets } from '../reports/difficulty-presets';
import { ownProgress } from '../reports/own-progress';
import type { RouteDeps } from '../route-deps';
import { recordUnsubmittedExams } from '../official-exams/unsubmitted-exams';
import { areaSchema } from '../route-schemas';

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

/** The signed-in user's own standing in every area: the learner's home page. */
export function registerProgressRoutes(app: FastifyInstance, { db, areas, clock }: RouteDeps): void {
  const presets = difficultyPresets(areas);
  app.get(
    '/me/progress',
    {
      // As every report: official exams that closed without a submission count as attempts.
      preHandler: async (): Promise<void> => {
        await recordUnsubmittedExams(db, clock());
      },
      schema: { response: { 200: ownProgressResponseSchema } },
    },
    async (request): Promise<OwnProgress> => ownProgress(db, currentUser(request).sub, areas, presets),
  );
}
