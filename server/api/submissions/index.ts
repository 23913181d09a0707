import type { FastifyPluginAsync } from 'fastify';
import type { SubmissionDeps } from './record-submission';
import { registerSubmissionReviewRoutes, type ReviewDeps } from './submission-review-routes';
import { registerSubmissionRoutes } from './submission-routes';

export type SubmissionsOptions = SubmissionDeps & ReviewDeps;

/**
 * Finished exams handed in (`POST /api/submissions`: practice, official and adaptive, each scored
 * again here) and a student's review of their own (`/api/me/submissions/:submitId/...`).
 */
export const submissionsPlugin: FastifyPluginAsync<SubmissionsOptions> = async (app, options) => {
  registerSubmissionRoutes(app, options);
  registerSubmissionReviewRoutes(app, options);
};
