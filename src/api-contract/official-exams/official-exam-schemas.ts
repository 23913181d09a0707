/** `POST /api/official-exams` and the sounds of an issued exam. */
import { Type, type Static } from 'typebox';
import { AUDIO_BRANCHES } from '../shared/audio-branches';
import { AnyJsonSchema, AreaSchema, closedObject, nullable, QuestionNumberSchema, TimeSchema, UuidSchema } from '../shared/common-schemas';
import { flacAudioResponse } from '../shared/file-schemas';
import { COUNTED_ATTEMPTS } from './official-exam-limits';

export const CountedAttemptSchema = Type.Enum(COUNTED_ATTEMPTS, { type: 'string' });
export const AudioBranchSchema = Type.Enum(AUDIO_BRANCHES, { type: 'string' });

export const OfficialExamRequestSchema = Type.Object(
  {
    area: AreaSchema,
    /** A scheduled exam of the area (its window, attempts, time limit and organizations apply); absent: the built-in one. */
    scheduleId: Type.Optional(UuidSchema),
  },
  { additionalProperties: false },
);
export type OfficialExamRequest = Static<typeof OfficialExamRequestSchema>;

/**
 * An issued official exam: sealed. No seed and no question parameter ever reaches the
 * browser; each question's sound comes from
 * `GET /api/official-exams/:examId/questions/:n/audio/:branch` (n from 0), rendered on the server.
 */
export const OfficialExamSchema = closedObject({
  examId: UuidSchema,
  area: AreaSchema,
  /** What the answer form needs: the area's official settings, the same for every student. */
  settings: AnyJsonSchema,
  questionCount: Type.Integer({ minimum: 1 }),
  /** From issue to close; audio and answers are refused after it. */
  timeLimitSeconds: Type.Integer({ minimum: 1 }),
  issuedAt: TimeSchema,
  expiresAt: TimeSchema,
  /** For question n, the first question whose original sound is the same one: fetch it once. */
  originals: Type.Array(Type.Integer({ minimum: 0 })),
  /** How the A/B switch fades between the two sounds of this exam (src/audio's `FadeLaw`). */
  fadeLaw: Type.Enum(['equal-gain', 'equal-power'], { type: 'string' }),
  /** True when the processed sound was level-matched (BS.1770) to the original on the server. */
  levelMatched: Type.Boolean(),
  /** Attempts this student may make at this exam, this one included, and which of them counts. */
  attemptsAllowed: Type.Integer({ minimum: 1 }),
  attemptsUsed: Type.Integer({ minimum: 1 }),
  countedAttempt: CountedAttemptSchema,
  /** The scheduled exam this one was issued for; null for the built-in official exam of the area. */
  scheduleId: nullable(UuidSchema),
  /** The scheduled exam's title; null for the built-in one. */
  title: nullable(Type.String()),
  /**
   * The loop of the programme library (src/audio/programme, its id) the sounds are rendered on
   * and the questions made for; null: pink noise (the built-in exam always).
   */
  programme: nullable(Type.String()),
});
export type OfficialExam = Static<typeof OfficialExamSchema>;

export const OfficialAudioParamsSchema = Type.Object({ examId: UuidSchema, n: QuestionNumberSchema, branch: AudioBranchSchema });

export const officialExamRoutes = {
  /** 201 for a new exam, 200 for the student's open one returned again. */
  issue: { method: 'POST', url: '/official-exams', schema: { body: OfficialExamRequestSchema, response: { 200: OfficialExamSchema, 201: OfficialExamSchema } } },
  /** The body is the sound (FLAC), not JSON. */
  audio: {
    method: 'GET',
    url: '/official-exams/:examId/questions/:n/audio/:branch',
    schema: { params: OfficialAudioParamsSchema, response: { 200: flacAudioResponse } },
  },
} as const;
