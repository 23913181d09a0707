/** `GET /api/official-exam-schedules/:id/results` (read:admin), and `.../results/export` as CSV. */
import { Type, type Static } from 'typebox';
import { ConfusionCountRowSchema } from '../learning/learning-schemas';
import { AnyJsonSchema, closedObject, nullable, UuidSchema } from '../shared/common-schemas';
import { csvFileResponse } from '../shared/file-schemas';
import { HeadphoneCheckSchema, ListeningFlagSchema } from '../submissions/submission-schemas';
import { SCHEDULE_STUDENT_STATUSES } from './schedule-limits';
import { OfficialExamScheduleSchema, ScheduleIdParamsSchema } from './schedule-schemas';

export const ScheduleStudentStatusSchema = Type.Enum(SCHEDULE_STUDENT_STATUSES, { type: 'string' });

/** Where a student's counted score stands in the course gradebooks the exam is linked to (LTI): the least advanced. */
export const GradebookStatusSchema = closedObject({
  status: Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed')]),
  /** The platform's answer to the last failed post. */
  error: nullable(Type.String()),
  sentAt: nullable(Type.String({ format: 'date-time' })),
  /** When a score not yet taken is tried again. */
  nextAttemptAt: nullable(Type.String({ format: 'date-time' })),
});
export type GradebookStatus = Static<typeof GradebookStatusSchema>;

export const ScheduleResultRowSchema = closedObject({
  sub: Type.String(),
  name: Type.String(),
  email: Type.String(),
  studentId: nullable(Type.String()),
  organization: nullable(Type.String()),
  status: ScheduleStudentStatusSchema,
  attemptsUsed: Type.Integer({ minimum: 0 }),
  /** The attempt that counts under the schedule's rule; null before any is finished. */
  countedScore: nullable(Type.Number()),
  countedCorrectRate: nullable(Type.Number()),
  /** Seconds the counted attempt took (server clock). */
  durationSeconds: nullable(Type.Number()),
  headphoneCheck: nullable(HeadphoneCheckSchema),
  listeningFlag: nullable(ListeningFlagSchema),
  /** The counted attempt's submission (opens its review). */
  submitId: nullable(UuidSchema),
  /** Only for an exam linked to a course's gradebook (LTI), and a student whose score it is owed. */
  gradebook: Type.Optional(GradebookStatusSchema),
});
export type ScheduleResultRow = Static<typeof ScheduleResultRowSchema>;

export const ScoreBinSchema = closedObject({
  /** Inclusive lower bound; the last bin also holds 100. */
  from: Type.Number(),
  to: Type.Number(),
  count: Type.Integer({ minimum: 0 }),
});
export type ScoreBin = Static<typeof ScoreBinSchema>;

/** Per question position (0-based): how the counted attempts did on it. */
export const ItemPositionSchema = closedObject({
  position: Type.Integer({ minimum: 0 }),
  answered: Type.Integer({ minimum: 0 }),
  correctRate: Type.Number(),
  averageCredit: Type.Number(),
});
export type ItemPosition = Static<typeof ItemPositionSchema>;

/** Per right answer (the area's `rightAnswer`, e.g. a band and a gain): how often it was found, and the most common wrong answer. */
export const ItemAnswerSchema = closedObject({
  answer: AnyJsonSchema,
  asked: Type.Integer({ minimum: 0 }),
  correctRate: Type.Number(),
  confusion: nullable(closedObject({ answer: AnyJsonSchema, count: Type.Integer({ minimum: 1 }) })),
});
export type ItemAnswer = Static<typeof ItemAnswerSchema>;

/** A scheduled exam's class at a glance. */
export const ScheduleResultsSummarySchema = closedObject({
  /** The roster: the students who could take it. */
  students: Type.Integer({ minimum: 0 }),
  /** Students who handed in at least one attempt. */
  handedIn: Type.Integer({ minimum: 0 }),
  /** handedIn of students, in percent (one decimal); null without students. */
  completionRate: nullable(Type.Number()),
  /** How many counted scores there are (an exam not handed in counts 0 once it expired). */
  scored: Type.Integer({ minimum: 0 }),
  /** Mean and median of the counted scores (one decimal); null without any. */
  mean: nullable(Type.Number()),
  median: nullable(Type.Number()),
});
export type ScheduleResultsSummary = Static<typeof ScheduleResultsSummarySchema>;

export const ScheduleResultsSchema = closedObject({
  schedule: OfficialExamScheduleSchema,
  /** The students who could take it: those of its organizations who joined before it closed, and anyone else who took it; no teachers. */
  rows: Type.Array(ScheduleResultRowSchema),
  summary: ScheduleResultsSummarySchema,
  statusCounts: Type.Record(ScheduleStudentStatusSchema, Type.Integer({ minimum: 0 }), { additionalProperties: false }),
  /** Counted scores in ten bins of 10 points. */
  distribution: Type.Array(ScoreBinSchema),
  items: closedObject({ positions: Type.Array(ItemPositionSchema), answers: Type.Array(ItemAnswerSchema) }),
  /** What the counted attempts confused (`AreaDefinition.confusions`). */
  confusions: Type.Array(ConfusionCountRowSchema),
});
export type ScheduleResults = Static<typeof ScheduleResultsSchema>;

export const ScheduleResultsExportQuerySchema = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 20 })) });

export const GradesResentSchema = closedObject({ queued: Type.Integer({ minimum: 0 }) });
export type GradesResent = Static<typeof GradesResentSchema>;

export const scheduleResultRoutes = {
  /** The teacher's "send again" of the scores the course gradebooks have not taken. */
  resendGrades: { method: 'POST', url: '/official-exam-schedules/:id/grades/resend', schema: { params: ScheduleIdParamsSchema, response: { 200: GradesResentSchema } } },
  results: { method: 'GET', url: '/official-exam-schedules/:id/results', schema: { params: ScheduleIdParamsSchema, response: { 200: ScheduleResultsSchema } } },
  export: {
    method: 'GET',
    url: '/official-exam-schedules/:id/results/export',
    schema: { params: ScheduleIdParamsSchema, querystring: ScheduleResultsExportQuerySchema, response: { 200: csvFileResponse } },
  },
} as const;
