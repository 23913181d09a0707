/**
 * The official exam, all of it: issuing (issue-official-exam.ts), serving its sounds
 * (sealed-exams.ts, sounds/, render-pool/), claiming it when its answers arrive (sealed-exams.ts,
 * called by the submissions), and recording the exams that closed unsubmitted
 * (unsubmitted-exams.ts). docs/architecture.md, Official exams.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerOfficialExamRoutes, type OfficialExamRouteDeps } from './official-exam-routes';

export { DEFAULT_OFFICIAL_EXAM_RULES, type OfficialExamRules } from './official-exam-rules';
export { OfficialSounds } from './sounds/official-sounds';
export { createInlineRenderPool, type RenderPool } from './render-pool';
export { recordUnsubmittedFirst, sweepOfficialExams } from './unsubmitted-exams';

export type OfficialExamsOptions = OfficialExamRouteDeps;

/** `POST /api/official-exams` and the sounds of an open exam. */
export const officialExamsPlugin: FastifyPluginAsync<OfficialExamsOptions> = async (app, options) => {
  registerOfficialExamRoutes(app, options);
};
