/** `POST /api/submissions`: a finished exam or adaptive run, and the server's receipt. */
import { Type, type Static } from 'typebox';
import { AnyJsonSchema, AreaSchema, closedObject, nullable, ProgrammeRequestSchema, TimeSchema, UuidSchema } from '../shared/common-schemas';
import { HEADPHONE_CHECK_RESULTS, SUBMISSION_MAX_QUESTIONS, SUBMISSION_MODES } from './submission-limits';

const requestTime = Type.String({ format: 'date-time', maxLength: 40 });

export const HeadphoneCheckSchema = Type.Enum(HEADPHONE_CHECK_RESULTS, { type: 'string' });

export const SubmissionRequestSchema = Type.Object(
  {
    /** Client-generated UUID; resubmitting the same id is a no-op that returns the stored receipt. */
    submitId: UuidSchema,
    area: AreaSchema,
    mode: Type.Enum(SUBMISSION_MODES, { type: 'string' }),
    /**
     * The area definition's `version` the exam was made with. The server scores with that
     * version or refuses (409, code 'generator-version'); a request without it, queued by an
     * older SPA, counts as version 1.
     */
    generatorVersion: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
    /** Required when mode is 'official': the exam the server issued. */
    examId: Type.Optional(UuidSchema),
    /** Practice exams and adaptive runs: the client's seed, settings and question count (the server re-generates). */
    seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 0xffffffff })),
    settings: Type.Optional(AnyJsonSchema),
    questionCount: Type.Optional(Type.Integer({ minimum: 1, maximum: SUBMISSION_MAX_QUESTIONS })),
    /** ISO 8601 timestamps, browser clock. An official exam is timed by the server instead. */
    startedAt: requestTime,
    finishedAt: requestTime,
    /** One answer per question, in order; the shape is the area's answer type. */
    answers: Type.Unsafe<unknown[]>({ type: 'array', maxItems: SUBMISSION_MAX_QUESTIONS }),
    /** Adaptive runs only: the dimension of the area's adaptive mode (its id), with the seed. */
    dimension: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    /** What the client computed; stored for comparison only, never trusted. */
    clientScore: Type.Optional(Type.Number()),
    /** Adaptive runs: the threshold the client computed; stored for comparison only, never trusted. */
    clientThreshold: Type.Optional(Type.Number()),
    /** Localization and distance: the headphone check's result when the exam was taken. */
    headphoneCheck: Type.Optional(HeadphoneCheckSchema),
    /**
     * Practice exams and adaptive runs: the loop of the programme library (its id) the questions
     * were made for and played on (their QuestionContext); absent or null for anything else.
     */
    programme: Type.Optional(ProgrammeRequestSchema),
  },
  { additionalProperties: false },
);
/** The SPA always names its generator version; the schema's default (1) stands in for results queued by an SPA older than versions. */
export type SubmissionRequest = Omit<Static<typeof SubmissionRequestSchema>, 'generatorVersion'> & { generatorVersion: number };

/** One question of a finished exam as the server scored it (the answer view's input). */
export const ReviewedQuestionSchema = closedObject({
  question: AnyJsonSchema,
  answer: AnyJsonSchema,
  credit: Type.Number(),
  correct: Type.Boolean(),
  details: Type.Optional(Type.Unsafe<Readonly<Record<string, number | string | boolean>>>({ type: 'object', additionalProperties: { type: ['number', 'string', 'boolean'] } })),
});
export type ReviewedQuestion = Static<typeof ReviewedQuestionSchema>;

/**
 * Where a threshold lies beyond the ladder's end given as the threshold: `atOrBelow` it, or
 * `atOrAbove` it (src/exam-contract's `ThresholdBound`); null for an estimate within the ladder.
 */
export const ThresholdBoundClaimSchema = nullable(Type.Enum(['atOrBelow', 'atOrAbove'], { type: 'string' }));
export type ThresholdBoundClaim = Static<typeof ThresholdBoundClaimSchema>;

/** A threshold in the units of its area's dimension, with a 95 % interval. */
export const AdaptiveThresholdSchema = closedObject({
  dimension: Type.String(),
  /** Null when the run stopped at its trial cap before enough reversals to estimate one. */
  threshold: nullable(Type.Number()),
  low: nullable(Type.Number()),
  high: nullable(Type.Number()),
  bound: ThresholdBoundClaimSchema,
  trials: Type.Integer({ minimum: 0 }),
});
export type AdaptiveThreshold = Static<typeof AdaptiveThresholdSchema>;

export const SubmissionReceiptSchema = closedObject({
  submitId: UuidSchema,
  /** The server's score, 0 to 100 (mean credit over the questions). */
  score: Type.Number(),
  /** Percentage of questions answered fully right. */
  correctRate: Type.Number(),
  questionCount: Type.Integer({ minimum: 0 }),
  /** True when this submitId had already been stored. */
  duplicate: Type.Boolean(),
  /** Official exams: the questions, answers and credits, revealed now that the exam is over. */
  review: Type.Optional(Type.Array(ReviewedQuestionSchema)),
  /** Adaptive runs: the threshold the server computed from the replayed run. */
  threshold: Type.Optional(AdaptiveThresholdSchema),
});
export type SubmissionReceipt = Static<typeof SubmissionReceiptSchema>;

/** Whether a result was handed in, or recorded by the server when its exam closed without one (score 0). */
export const SubmissionOutcomeSchema = Type.Enum(['submitted', 'not-submitted'], { type: 'string' });
export type SubmissionOutcome = Static<typeof SubmissionOutcomeSchema>;

/**
 * Official exams answered faster than their sounds could be heard (server/api/official-exams/listening-flags.ts):
 * 'unheard', a question's sound was never fetched; 'too-fast', less than one loop per question.
 */
export const ListeningFlagSchema = Type.Enum(['unheard', 'too-fast'], { type: 'string' });
export type ListeningFlag = Static<typeof ListeningFlagSchema>;

/** When the server served an official exam's sounds and received its answers. */
export const ListeningTimelineSchema = closedObject({
  /** The first sound served (ISO 8601); null when none was. */
  firstSoundAt: nullable(TimeSchema),
  /** Per question: seconds after the first sound when its sound was first served; null when never. */
  questions: Type.Array(nullable(Type.Number())),
  answeredAfterSeconds: Type.Number(),
});
export type ListeningTimeline = Static<typeof ListeningTimelineSchema>;

export const submissionRoutes = {
  /** 201 for a new submission, 200 for a submitId stored before (the same receipt). */
  submit: { method: 'POST', url: '/submissions', schema: { body: SubmissionRequestSchema, response: { 200: SubmissionReceiptSchema, 201: SubmissionReceiptSchema } } },
} as const;
