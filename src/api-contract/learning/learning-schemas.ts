/** `GET /api/reports/:area/learning` and `GET /api/total-reports/:area/learning`: thresholds over time and what is confused. */
import { Type, type Static } from 'typebox';
import { totalReportFilterProperties } from '../reports/total-report-schemas';
import { AreaParamsSchema, AreaSchema, closedObject, nullable, TimeSchema, UuidSchema } from '../shared/common-schemas';
import { ThresholdBoundClaimSchema } from '../submissions/submission-schemas';

/** How often one category was answered for another (`AreaDefinition.confusions`), summed. */
export const ConfusionCountRowSchema = closedObject({
  axis: Type.String(),
  asked: Type.String(),
  answered: Type.String(),
  count: Type.Integer({ minimum: 0 }),
});
export type ConfusionCountRow = Static<typeof ConfusionCountRowSchema>;

/** One adaptive run's threshold, in the units of its dimension (null: the run gave none). */
export const ThresholdPointSchema = closedObject({
  submitId: UuidSchema,
  finishedAt: TimeSchema,
  threshold: nullable(Type.Number()),
  low: nullable(Type.Number()),
  high: nullable(Type.Number()),
  bound: ThresholdBoundClaimSchema,
  trials: Type.Integer({ minimum: 0 }),
});
export type ThresholdPoint = Static<typeof ThresholdPointSchema>;

/** The student's thresholds over time and what they confuse. */
export const OwnLearningReportSchema = closedObject({
  area: AreaSchema,
  /** Per dimension with runs, oldest run first (the last 100), in the dimension's unit (an `AdaptiveUnit`). */
  thresholds: Type.Array(closedObject({ dimension: Type.String(), unit: Type.String(), runs: Type.Array(ThresholdPointSchema) })),
  /** Over every exam and run of the area. */
  confusions: Type.Array(ConfusionCountRowSchema),
});
export type OwnLearningReport = Static<typeof OwnLearningReportSchema>;

export const StudentThresholdSchema = closedObject({
  sub: Type.String(),
  name: Type.String(),
  studentId: nullable(Type.String()),
  organization: nullable(Type.String()),
  runs: Type.Integer({ minimum: 1 }),
  /** The student's latest run that gave a threshold. */
  latest: ThresholdPointSchema,
});
export type StudentThreshold = Static<typeof StudentThresholdSchema>;

/** The class's latest thresholds per dimension and its confusions. */
export const ClassLearningReportSchema = closedObject({
  area: AreaSchema,
  /** Per dimension, in its unit (an `AdaptiveUnit`). */
  thresholds: Type.Array(closedObject({ dimension: Type.String(), unit: Type.String(), students: Type.Array(StudentThresholdSchema) })),
  confusions: Type.Array(ConfusionCountRowSchema),
});
export type ClassLearningReport = Static<typeof ClassLearningReportSchema>;

const { organization, from, to } = totalReportFilterProperties;
export const ClassLearningQuerySchema = Type.Object({ organization, from, to });

export const learningRoutes = {
  own: { method: 'GET', url: '/reports/:area/learning', schema: { params: AreaParamsSchema, response: { 200: OwnLearningReportSchema } } },
  class: {
    method: 'GET',
    url: '/total-reports/:area/learning',
    schema: { params: AreaParamsSchema, querystring: ClassLearningQuerySchema, response: { 200: ClassLearningReportSchema } },
  },
} as const;
