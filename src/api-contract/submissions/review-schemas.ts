/** `GET /api/me/submissions/:submitId/review` and its sounds: one of the student's own submitted exams again. */
import { Type, type Static } from 'typebox';
import { REVIEW_AUDIO_BRANCHES } from '../shared/audio-branches';
import { AnyJsonSchema, AreaSchema, closedObject, nullable, QuestionNumberSchema, TimeSchema, UuidSchema } from '../shared/common-schemas';
import { flacAudioResponse } from '../shared/file-schemas';
import { ReviewedQuestionSchema } from './submission-schemas';

/** One of the student's own submitted exams, question by question. */
export const SubmissionReviewSchema = closedObject({
  submitId: UuidSchema,
  area: AreaSchema,
  mode: Type.Enum(['exam', 'official'], { type: 'string' }),
  settings: AnyJsonSchema,
  generatorVersion: Type.Integer({ minimum: 1 }),
  score: Type.Number(),
  correctRate: Type.Number(),
  startedAt: TimeSchema,
  finishedAt: TimeSchema,
  /** The questions as they were asked, the student's answers and the server's credit for each. */
  items: Type.Array(ReviewedQuestionSchema),
  /** The loop of the programme library the exam was played on (its id); null for pink noise or a file. */
  programme: nullable(Type.String()),
  /** Where the review's sound comes from: 'browser' (a practice exam: the browser renders each question from `question`), 'server' (an official exam: `GET .../questions/:n/audio/:branch`). */
  sound: Type.Enum(['browser', 'server'], { type: 'string' }),
});
export type SubmissionReview = Static<typeof SubmissionReviewSchema>;

export const ReviewParamsSchema = Type.Object({ submitId: UuidSchema });

export const ReviewAudioParamsSchema = Type.Object({
  submitId: UuidSchema,
  n: QuestionNumberSchema,
  branch: Type.Enum(REVIEW_AUDIO_BRANCHES, { type: 'string' }),
});

export const reviewRoutes = {
  review: { method: 'GET', url: '/me/submissions/:submitId/review', schema: { params: ReviewParamsSchema, response: { 200: SubmissionReviewSchema } } },
  /** The body is the sound (FLAC), not JSON. */
  audio: {
    method: 'GET',
    url: '/me/submissions/:submitId/questions/:n/audio/:branch',
    schema: { params: ReviewAudioParamsSchema, response: { 200: flacAudioResponse } },
  },
} as const;
