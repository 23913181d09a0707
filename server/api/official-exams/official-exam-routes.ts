import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { officialExamRoutes } from '../../../src/api-contract/schemas';
import { currentUser } from '../auth';
import { perUserRateLimit } from '../rate-limit';
import { upsertUser } from '../users/user-store';
import { issueOfficialExam } from './issue-official-exam';
import type { OfficialExamRules } from './official-exam-rules';
import { openOfficialQuestion, type OfficialExamDeps } from './sealed-exams';
import type { OfficialSounds } from './sounds/official-sounds';
import { OFFICIAL_AUDIO_TYPE } from './sounds/question-audio';

export interface OfficialExamRouteDeps extends OfficialExamDeps {
  /** The sounds of issued exams, rendered off the event loop. */
  sounds: OfficialSounds;
  rules: OfficialExamRules;
}

export function registerOfficialExamRoutes(fastify: FastifyInstance, deps: OfficialExamRouteDeps): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...officialExamRoutes.issue,
    config: { rateLimit: perUserRateLimit(deps.rules.perMinute.issue) },
    handler: async (request, reply) => {
      const user = currentUser(request);
      await upsertUser(deps.db, user);
      const { area, scheduleId } = request.body;
      const { exam, created, questions, programme } = await issueOfficialExam(deps, user.sub, area, deps.rules, scheduleId?.toLowerCase());
      if (created) deps.sounds.renderAhead(exam.area, questions, programme);
      reply.status(created ? 201 : 200);
      return exam;
    },
  });

  app.route({
    ...officialExamRoutes.audio,
    config: { rateLimit: perUserRateLimit(deps.rules.perMinute.audio) },
    handler: async (request, reply) => {
      const { examId, n, branch } = request.params;
      const id = examId.toLowerCase();
      const open = await openOfficialQuestion(deps, id, currentUser(request).sub, Number(n), branch, deps.rules);
      const bytes = await deps.sounds.bytes({ area: open.area, branch, question: open.question, programme: open.programme });
      reply.header('content-type', OFFICIAL_AUDIO_TYPE).header('cache-control', 'no-store');
      return reply.send(bytes);
    },
  });
}
