import type { FastifyInstance } from 'fastify';
import type { OfficialExam, OfficialExamRequest, SubmissionReceipt, SubmissionRequest } from '../../../src/lib/api-types';
import { currentUser } from '../auth';
import type { RouteDeps } from '../route-deps';
import { issueOfficialExam } from '../submissions/official-exams';
import { recordSubmission } from '../submissions/record-submission';
import { upsertUser } from '../users/user-store';
import { areaSchema, uuidSchema } from './schemas';

export const MAX_QUESTIONS = 100;

const officialExamSchema = {
  body: {
    type: 'object',
    required: ['area'],
    additionalProperties: false,
    properties: { area: areaSchema },
  },
} as const;

const isoTime = { type: 'string', format: 'date-time', maxLength: 40 } as const;

const submissionSchema = {
  body: {
    type: 'object',
    required: ['submitId', 'area', 'mode', 'seed', 'settings', 'questionCount', 'startedAt', 'finishedAt', 'answers'],
    additionalProperties: false,
    properties: {
      submitId: uuidSchema,
      area: areaSchema,
      mode: { type: 'string', enum: ['exam', 'official'] },
      examId: uuidSchema,
      seed: { type: 'integer', minimum: 0, maximum: 0xffffffff },
      settings: {},
      questionCount: { type: 'integer', minimum: 1, maximum: MAX_QUESTIONS },
      startedAt: isoTime,
      finishedAt: isoTime,
      answers: { type: 'array', maxItems: MAX_QUESTIONS },
      clientScore: { type: 'number' },
    },
  },
} as const;

export function registerSubmissionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post<{ Body: OfficialExamRequest }>(
    '/official-exams',
    { schema: officialExamSchema },
    async (request, reply): Promise<OfficialExam> => {
      const user = currentUser(request);
      await upsertUser(deps.db, user);
      const exam = await issueOfficialExam(deps, user.sub, request.body.area);
      reply.status(201);
      return exam;
    },
  );

  app.post<{ Body: SubmissionRequest }>(
    '/submissions',
    { schema: submissionSchema },
    async (request, reply): Promise<SubmissionReceipt> => {
      const { receipt, created } = await recordSubmission(deps, currentUser(request), request.body);
      reply.status(created ? 201 : 200);
      return receipt;
    },
  );
}
