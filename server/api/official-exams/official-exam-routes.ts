import type { FastifyInstance } from 'fastify';
import type { AudioBranch, OfficialExam, OfficialExamRequest } from '../../../src/api-contract';
import { currentUser } from '../auth';
import { perUserRateLimit } from '../rate-limit';
import { areaSchema, uuidSchema } from '../route-schemas';
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

const issueSchema = {
  body: {
    type: 'object',
    required: ['area'],
    additionalProperties: false,
    properties: { area: areaSchema, scheduleId: uuidSchema },
  },
} as const;

interface AudioParams {
  examId: string;
  n: string;
  branch: AudioBranch;
}

const audioSchema = {
  params: {
    type: 'object',
    required: ['examId', 'n', 'branch'],
    properties: {
      examId: uuidSchema,
      n: { type: 'string', pattern: '^[0-9]{1,4}$' },
      branch: { type: 'string', enum: ['original', 'processed'] },
    },
  },
} as const;

export function registerOfficialExamRoutes(app: FastifyInstance, deps: OfficialExamRouteDeps): void {
  app.post<{ Body: OfficialExamRequest }>(
    '/official-exams',
    { schema: issueSchema, config: { rateLimit: perUserRateLimit(deps.rules.perMinute.issue) } },
    async (request, reply): Promise<OfficialExam> => {
      const user = currentUser(request);
      await upsertUser(deps.db, user);
      const { area, scheduleId } = request.body;
      const { exam, created, questions, programme } = await issueOfficialExam(deps, user.sub, area, deps.rules, scheduleId?.toLowerCase());
      if (created) deps.sounds.renderAhead(exam.area, questions, programme);
      reply.status(created ? 201 : 200);
      return exam;
    },
  );

  app.get<{ Params: AudioParams }>(
    '/official-exams/:examId/questions/:n/audio/:branch',
    { schema: audioSchema, config: { rateLimit: perUserRateLimit(deps.rules.perMinute.audio) } },
    async (request, reply) => {
      const { examId, n, branch } = request.params;
      const id = examId.toLowerCase();
      const open = await openOfficialQuestion(deps, id, currentUser(request).sub, Number(n), branch, deps.rules);
      const bytes = await deps.sounds.bytes({ area: open.area, branch, question: open.question, programme: open.programme });
      reply.header('content-type', OFFICIAL_AUDIO_TYPE).header('cache-control', 'no-store');
      return reply.send(bytes);
    },
  );
}
