import type { FastifyInstance } from 'fastify';
import type { SubmissionReview } from '../../../src/api-contract';
import type { AreaDefinitions } from '../areas';
import { currentUser } from '../auth';
import type { Queryable } from '../db';
import type { OfficialSounds } from '../official-exams/sounds/official-sounds';
import { OFFICIAL_AUDIO_TYPE } from '../official-exams/sounds/question-audio';
import { perUserRateLimit } from '../rate-limit';
import { areaSchema, uuidSchema } from '../route-schemas';
import { reviewSound, submissionReview, type ReviewAudioBranch } from './submission-review';

export interface ReviewDeps {
  db: Queryable;
  areas: AreaDefinitions;
  /** Renders (or reads) a submitted official exam's sounds as the exam served them. */
  sounds: OfficialSounds;
  /** Requests per user and minute for those sounds (OfficialExamRules, perMinute.reviewAudio). */
  reviewAudioPerMinute: number;
}

const reviewedQuestionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['question', 'answer', 'credit', 'correct'],
  properties: {
    question: {},
    answer: {},
    credit: { type: 'number' },
    correct: { type: 'boolean' },
    details: { type: 'object', additionalProperties: { type: ['number', 'string', 'boolean'] } },
  },
} as const;

/** The response's shape, also its serializer: nothing but these fields leaves the server. */
const submissionReviewSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['submitId', 'area', 'mode', 'settings', 'generatorVersion', 'score', 'correctRate', 'startedAt', 'finishedAt', 'items', 'programme', 'sound'],
  properties: {
    submitId: uuidSchema,
    area: areaSchema,
    mode: { type: 'string', enum: ['exam', 'official'] },
    settings: {},
    generatorVersion: { type: 'integer', minimum: 1 },
    score: { type: 'number' },
    correctRate: { type: 'number' },
    startedAt: { type: 'string', format: 'date-time' },
    finishedAt: { type: 'string', format: 'date-time' },
    items: { type: 'array', items: reviewedQuestionSchema },
    programme: { type: ['string', 'null'] },
    sound: { type: 'string', enum: ['browser', 'server'] },
  },
} as const;

interface ReviewParams {
  submitId: string;
}

interface AudioParams extends ReviewParams {
  n: string;
  branch: ReviewAudioBranch;
}

const reviewSchema = {
  params: { type: 'object', required: ['submitId'], properties: { submitId: uuidSchema } },
  response: { 200: submissionReviewSchema },
} as const;

const audioSchema = {
  params: {
    type: 'object',
    required: ['submitId', 'n', 'branch'],
    properties: {
      submitId: uuidSchema,
      n: { type: 'string', pattern: '^[0-9]{1,4}$' },
      branch: { type: 'string', enum: ['original', 'processed', 'answer'] },
    },
  },
} as const;

/** A student studies their own submitted exams: every question, and an official exam's sounds. */
export function registerSubmissionReviewRoutes(app: FastifyInstance, { db, areas, sounds, reviewAudioPerMinute }: ReviewDeps): void {
  app.get<{ Params: ReviewParams }>(
    '/me/submissions/:submitId/review',
    { schema: reviewSchema },
    async (request): Promise<SubmissionReview> =>
      submissionReview(db, areas, request.params.submitId.toLowerCase(), currentUser(request).sub),
  );

  app.get<{ Params: AudioParams }>(
    '/me/submissions/:submitId/questions/:n/audio/:branch',
    { schema: audioSchema, config: { rateLimit: perUserRateLimit(reviewAudioPerMinute) } },
    async (request, reply) => {
      const { submitId, n, branch } = request.params;
      const sound = await reviewSound(db, areas, submitId.toLowerCase(), currentUser(request).sub, Number(n), branch);
      const bytes = await sounds.bytes(sound);
      reply.header('content-type', OFFICIAL_AUDIO_TYPE).header('cache-control', 'no-store');
      return reply.send(bytes);
    },
  );
}
