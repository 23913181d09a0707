/** `GET /api/reports/:area`: the caller's own submissions and their summary, practice and official apart. */
import { Type, type Static } from 'typebox';
import { CountedAttemptSchema } from '../official-exams/official-exam-schemas';
import { AnyJsonSchema, AreaParamsSchema, AreaSchema, closedObject, nullable, positiveIntQuery, TimeSchema, UuidSchema } from '../shared/common-schemas';
import { HeadphoneCheckSchema, SubmissionOutcomeSchema } from '../submissions/submission-schemas';
import { REPORT_KINDS } from './report-limits';

export const ReportKindSchema = Type.Enum(REPORT_KINDS, { type: 'string' });
/** A query's `kind`: practice unless it says official. */
export const ReportKindQuerySchema = Type.Enum(REPORT_KINDS, { type: 'string', default: 'practice' });

/** `page` and `pageSize` of a report's query string; the route bounds the page size. */
export const pagingQueryProperties = { page: Type.Optional(positiveIntQuery(1)), pageSize: Type.Optional(positiveIntQuery(20)) };

/** What every report says of one submission. */
export const submissionRowProperties = {
  submitId: UuidSchema,
  submittedAt: TimeSchema,
  durationSeconds: Type.Number(),
  questionCount: Type.Integer({ minimum: 0 }),
  score: Type.Number(),
  correctRate: Type.Number(),
  official: Type.Boolean(),
  /** Localization and distance: the headphone check when the exam was taken; null elsewhere. */
  headphoneCheck: Type.Optional(nullable(HeadphoneCheckSchema)),
  /** 'not-submitted': an official exam that closed without its answers, recorded with score 0. */
  outcome: SubmissionOutcomeSchema,
};
export const SubmissionRowSchema = closedObject(submissionRowProperties);
export type SubmissionRow = Static<typeof SubmissionRowSchema>;

/** A student's own submission: the report row plus what it was practised at (shown behind the row's details). */
export const OwnSubmissionRowSchema = closedObject({
  ...submissionRowProperties,
  /** The difficulty preset its settings match; null for custom settings. */
  difficulty: nullable(Type.String()),
  /** The settings the exam was made with, as stored. */
  settings: AnyJsonSchema,
  /** The loop of the programme library it was played on (its id); null: pink noise or a file. */
  programme: Type.Optional(nullable(Type.String())),
});
export type OwnSubmissionRow = Static<typeof OwnSubmissionRowSchema>;

export const reportSummaryProperties = {
  count: Type.Integer({ minimum: 0 }),
  averageScore: nullable(Type.Number()),
  bestScore: nullable(Type.Number()),
};
export const ReportSummarySchema = closedObject(reportSummaryProperties);
export type ReportSummary = Static<typeof ReportSummarySchema>;

/** Official exams also name which attempt counts and the score it gives (null without attempts). */
export const OfficialReportSummarySchema = closedObject({
  ...reportSummaryProperties,
  countedAttempt: CountedAttemptSchema,
  countedScore: nullable(Type.Number()),
});
export type OfficialReportSummary = Static<typeof OfficialReportSummarySchema>;

/** Practice at one difficulty: averages are never mixed across difficulties. */
export const DifficultySummarySchema = closedObject({
  /** A preset id of the area, easiest first; null for custom settings (listed last). */
  difficulty: nullable(Type.String()),
  ...reportSummaryProperties,
});
export type DifficultySummary = Static<typeof DifficultySummarySchema>;

export const PracticeReportSummarySchema = closedObject({ ...reportSummaryProperties, byDifficulty: Type.Array(DifficultySummarySchema) });
export type PracticeReportSummary = Static<typeof PracticeReportSummarySchema>;

export const ProgressPointSchema = closedObject({
  submittedAt: TimeSchema,
  /** 0 to 100, partial credit included: the one figure the report's cards and chart show. */
  score: Type.Number(),
  correctRate: Type.Number(),
  official: Type.Boolean(),
  /** The difficulty preset the exam's settings match (an id of its area's presets); null for settings no preset names. */
  difficulty: nullable(Type.String()),
});
export type ProgressPoint = Static<typeof ProgressPointSchema>;

export const OwnReportSchema = closedObject({
  rows: Type.Array(OwnSubmissionRowSchema),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  area: AreaSchema,
  kind: ReportKindSchema,
  summary: closedObject({ practice: PracticeReportSummarySchema, official: OfficialReportSummarySchema }),
  /** Oldest first, both kinds, for the chart. */
  progress: Type.Array(ProgressPointSchema),
});
export type OwnReport = Static<typeof OwnReportSchema>;

export const OwnReportQuerySchema = Type.Object({ kind: Type.Optional(ReportKindQuerySchema), ...pagingQueryProperties });

export const reportRoutes = {
  ownReport: { method: 'GET', url: '/reports/:area', schema: { params: AreaParamsSchema, querystring: OwnReportQuerySchema, response: { 200: OwnReportSchema } } },
} as const;
