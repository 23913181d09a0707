/** `GET /api/students/:sub/summary` (read:admin): one student across areas. */
import { Type, type Static } from 'typebox';
import { ThresholdPointSchema } from '../learning/learning-schemas';
import { ReportSummarySchema } from '../reports/report-schemas';
import { AreaSchema, closedObject, nullable, TimeSchema } from '../shared/common-schemas';
import { UserSubParamsSchema } from '../users/user-schemas';

export const StudentAreaThresholdSchema = closedObject({
  dimension: Type.String(),
  /** The dimension's unit (src/exam-contract's `AdaptiveUnit`), for the page to write values in. */
  unit: Type.String(),
  runs: Type.Integer({ minimum: 1 }),
  first: ThresholdPointSchema,
  latest: ThresholdPointSchema,
});
export type StudentAreaThreshold = Static<typeof StudentAreaThresholdSchema>;

export const StudentAreaSummarySchema = closedObject({
  area: AreaSchema,
  practice: ReportSummarySchema,
  official: ReportSummarySchema,
  /** Oldest first, both kinds: score per finished exam, a practice exam's with its difficulty preset (null: custom settings). */
  points: Type.Array(closedObject({ submittedAt: TimeSchema, score: Type.Number(), official: Type.Boolean(), difficulty: nullable(Type.String()) })),
  /**
   * The practice trend within the difficulty of the latest practice exam (a preset id; null for
   * custom settings, then those same settings only): the least-squares slope of its scores, points
   * per week, null with fewer than 2 exams there or less than a week between the first and the
   * last. null without practice.
   */
  practiceTrend: nullable(closedObject({ difficulty: nullable(Type.String()), perWeek: nullable(Type.Number()) })),
  /** Per adaptive dimension with a threshold: the first and the latest, and how many runs gave one. */
  thresholds: Type.Array(StudentAreaThresholdSchema),
});
export type StudentAreaSummary = Static<typeof StudentAreaSummarySchema>;

export const StudentSummarySchema = closedObject({
  student: closedObject({
    sub: Type.String(),
    name: Type.String(),
    email: Type.String(),
    studentId: nullable(Type.String()),
    organization: nullable(Type.String()),
  }),
  areas: Type.Array(StudentAreaSummarySchema),
});
export type StudentSummary = Static<typeof StudentSummarySchema>;

export const studentRoutes = {
  summary: { method: 'GET', url: '/students/:sub/summary', schema: { params: UserSubParamsSchema, response: { 200: StudentSummarySchema } } },
} as const;
