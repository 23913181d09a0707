import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { reviewRoutes } from '../../../src/api-contract/schemas';
import type { AreaDefinitions } from '../areas';
import { currentUser } from '../auth';
import type { Queryable } from '../db';
import type { OfficialSounds } from '../official-exams/sounds/official-sounds';
import { OFFICIAL_AUDIO_TYPE } from '../official-exams/sounds/question-audio';
import { perUserRateLimit } from '../rate-limit';
import { reviewSound, submissionReview } from './submission-review';

export interface ReviewDeps {
  db: Queryable;
  areas: AreaDefinitions;
  /** Renders (or reads) a submitted official exam's sounds as the exam served them. */
  sounds: OfficialSounds;
  /** Requests per user and minute for those sounds (OfficialExamRules, perMinute.reviewAudio). */
  reviewAudioPerMinute: number;
}

/** A student studies their own submitted exams: every question, and an official exam's sounds. */
export function registerSubmissionReviewRoutes(fastify: FastifyInstance, { db, areas, sounds, reviewAudioPerMinute }: ReviewDeps): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...reviewRoutes.review,
    handler: async (request) => submissionReview(db, areas, request.params.submitId.toLowerCase(), currentUser(request).sub),
  });

  app.route({
    ...reviewRoutes.audio,
    config: { rateLimit: perUserRateLimit(reviewAudioPerMinute) },
    handler: async (request, reply) => {
      const { submitId, n, branch } = request.params;
      const sound = await reviewSound(db, areas, submitId.toLowerCase(), currentUser(request).sub, Number(n), branch);
      const bytes = await sounds.bytes(sound);
      reply.header('content-type', OFFICIAL_AUDIO_TYPE).header('cache-control', 'no-store');
      return reply.send(bytes);
    },
  });
}
