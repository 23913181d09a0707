import type { FastifyInstance } from 'fastify';
import type { AudioBranch, OfficialExam, OfficialExamRequest } from '../../../src/lib/api-types';
import { currentUser } from '../auth';
import { OFFICIAL_AUDIO_TYPE, officialQuestionAudio } from '../official/question-audio';
import type { RouteDeps } from '../route-deps';
import { recordingAudio } from '../timbre/recording-store';
import { issueOfficialExam, openOfficialQuestion } from '../submissions/official-exams';
import { upsertUser } from '../users/user-store';
import { areaSchema, uuidSchema } from './schemas';

const issueSchema = {
  body: {
    type: 'object',
    required: ['area'],
    additionalProperties: false,
    properties: { area: areaSchema },
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

export function registerOfficialExamRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post<{ Body: OfficialExamRequest }>('/official-exams', { schema: issueSchema }, async (request, reply): Promise<OfficialExam> => {
    const user = currentUser(request);
    await upsertUser(deps.db, user);
    const exam = await issueOfficialExam(deps, user.sub, request.body.area);
    reply.status(201);
    return exam;
  });

  app.get<{ Params: AudioParams }>('/official-exams/:examId/questions/:n/audio/:branch', { schema: audioSchema }, async (request, reply) => {
    const { examId, n, branch } = request.params;
    const open = await openOfficialQuestion(deps, examId.toLowerCase(), currentUser(request).sub, Number(n));
    const recordings = async (id: string) => (await recordingAudio(deps.db, id, { includeDeleted: true }))?.bytes ?? null;
    const bytes = await officialQuestionAudio(open.definition, open.question, branch, recordings);
    reply.header('content-type', OFFICIAL_AUDIO_TYPE).header('cache-control', 'no-store').header('content-length', bytes.byteLength);
    return reply.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}
