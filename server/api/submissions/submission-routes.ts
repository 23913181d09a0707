import type { FastifyInstance } from 'fastify';
import { HEADPHONE_CHECK_RESULTS, type SubmissionReceipt, type SubmissionRequest } from '../../../src/api-contract';
import { currentUser } from '../auth';
import { areaSchema, uuidSchema } from '../route-schemas';
import { recordSubmission, type SubmissionDeps } from './record-submission';

export const MAX_QUESTIONS = 100;

const isoTime = { type: 'string', format: 'date-time', maxLength: 40 } as const;

const submissionSchema = {
  body: {
    type: 'object',
    // seed, settings and questionCount: practice exams; seed and dimension: adaptive runs (checked by recordSubmission).
    required: ['submitId', 'area', 'mode', 'startedAt', 'finishedAt', 'answers'],
    additionalProperties: false,
    properties: {
      submitId: uuidSchema,
      area: areaSchema,
      mode: { type: 'string', enum: ['exam', 'official', 'adaptive'] },
      // A result queued by an SPA older than generator versions names none: it was made by version 1.
      generatorVersion: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
      examId: uuidSchema,
      seed: { type: 'integer', minimum: 0, maximum: 0xffffffff },
      settings: {},
      questionCount: { type: 'integer', minimum: 1, maximum: MAX_QUESTIONS },
      startedAt: isoTime,
      finishedAt: isoTime,
      answers: { type: 'array', maxItems: MAX_QUESTIONS },
      dimension: { type: 'string', minLength: 1, maxLength: 40 },
      clientScore: { type: 'number' },
      clientThreshold: { type: 'number' },
      headphoneCheck: { type: 'string', enum: [...HEADPHONE_CHECK_RESULTS] },
      // A loop of the programme library, checked by recordSubmission (a clear 400 for an unknown one).
      programme: { type: ['string', 'null'], maxLength: 100 },
    },
  },
} as const;

export function registerSubmissionRoutes(app: FastifyInstance, deps: SubmissionDeps): void {
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
