/**
 * The contract's TypeBox schemas, for the API (and tests): each route's request and response
 * schemas, per feature, as `<feature>Routes` tables of `{ method, url, schema }` with URLs under
 * `/api`. The SPA imports ./index.ts instead, which holds only types and constants.
 */
export { AnyJsonSchema, AREA_FORMAT, AreaParamsSchema, AreaSchema, closedObject, nullable, pageOf, positiveIntQuery, TimeSchema, UuidSchema } from './shared/common-schemas';
export { ApiErrorBodySchema } from './shared/error-schemas';
export { healthRoutes, HealthSchema, NotReadySchema, ReadyChecksSchema, ReadySchema } from './health/health-schemas';
export { meRoutes, MeSchema, UpdateMeRequestSchema } from './me/me-schemas';
export { OrganizationIdParamsSchema, OrganizationNameRequestSchema, organizationRoutes, OrganizationSchema } from './organizations/organization-schemas';
export { UpdateUserIdentityRequestSchema, UserIdentityPageSchema, UserIdentityQuerySchema, UserIdentitySchema, userRoutes, UserSubParamsSchema } from './users/user-schemas';
export {
  AudioBranchSchema,
  CountedAttemptSchema,
  OfficialAudioParamsSchema,
  officialExamRoutes,
  OfficialExamRequestSchema,
  OfficialExamSchema,
} from './official-exams/official-exam-schemas';
export {
  DraftPreviewAudioParamsSchema,
  OfficialExamScheduleListSchema,
  OfficialExamScheduleQuerySchema,
  OfficialExamScheduleRequestSchema,
  OfficialExamScheduleSchema,
  OfficialExamScheduleUpdateSchema,
  ScheduleIdParamsSchema,
  SchedulePreviewAudioParamsSchema,
  SchedulePreviewDraftSchema,
  SchedulePreviewQuerySchema,
  SchedulePreviewSchema,
  scheduleRoutes,
  ScheduleStatusSchema,
} from './schedules/schedule-schemas';
export {
  GradebookStatusSchema,
  GradesResentSchema,
  ItemAnswerSchema,
  ItemPositionSchema,
  scheduleResultRoutes,
  ScheduleResultRowSchema,
  ScheduleResultsExportQuerySchema,
  ScheduleResultsSchema,
  ScheduleResultsSummarySchema,
  ScheduleStudentStatusSchema,
  ScoreBinSchema,
} from './schedules/schedule-result-schemas';
export {
  AdaptiveThresholdSchema,
  HeadphoneCheckSchema,
  ListeningFlagSchema,
  ListeningTimelineSchema,
  ReviewedQuestionSchema,
  SubmissionOutcomeSchema,
  SubmissionReceiptSchema,
  SubmissionRequestSchema,
  submissionRoutes,
  ThresholdBoundClaimSchema,
} from './submissions/submission-schemas';
export { ReviewAudioParamsSchema, ReviewParamsSchema, reviewRoutes, SubmissionReviewSchema } from './submissions/review-schemas';
export {
  DifficultySummarySchema,
  OfficialReportSummarySchema,
  OwnReportQuerySchema,
  OwnReportSchema,
  OwnSubmissionRowSchema,
  PracticeReportSummarySchema,
  ProgressPointSchema,
  ReportKindSchema,
  reportRoutes,
  ReportSummarySchema,
  SubmissionRowSchema,
} from './reports/report-schemas';
export {
  TotalReportExportQuerySchema,
  TotalReportFiltersSchema,
  TotalReportQuerySchema,
  totalReportRoutes,
  TotalReportSchema,
  TotalReportSubmissionRowSchema,
  TotalReportUserRowSchema,
} from './reports/total-report-schemas';
export { StudentAreaSummarySchema, StudentAreaThresholdSchema, studentRoutes, StudentSummarySchema } from './students/student-summary-schemas';
export { AreaProgressSchema, OwnProgressSchema, progressRoutes, ProgressStepSchema, ProgressTrendSchema } from './progress/progress-schemas';
export {
  ClassLearningQuerySchema,
  ClassLearningReportSchema,
  ConfusionCountRowSchema,
  learningRoutes,
  OwnLearningReportSchema,
  StudentThresholdSchema,
  ThresholdPointSchema,
} from './learning/learning-schemas';
export { JwksSchema, LtiDeepLinkChoiceSchema, LtiDeepLinkRequestSchema, LtiDeepLinkTicketSchema, LtiRegistrationInvitationRequestSchema, LtiRegistrationInvitationSchema, LtiLaunchFormSchema, LtiLoginInitiationSchema, LtiPlatformRequestSchema, ltiRoutes, LtiPlatformSchema, LtiSessionSchema, LtiToolSchema } from './lti/lti-schemas';
export { InstrumentParamsSchema, InstrumentRecordingSchema, RecordingIdParamsSchema, recordingRoutes } from './timbre/recording-schemas';

import { healthRoutes } from './health/health-schemas';
import { learningRoutes } from './learning/learning-schemas';
import { ltiRoutes } from './lti/lti-schemas';
import { meRoutes } from './me/me-schemas';
import { officialExamRoutes } from './official-exams/official-exam-schemas';
import { organizationRoutes } from './organizations/organization-schemas';
import { progressRoutes } from './progress/progress-schemas';
import { reportRoutes } from './reports/report-schemas';
import { totalReportRoutes } from './reports/total-report-schemas';
import { scheduleResultRoutes } from './schedules/schedule-result-schemas';
import { scheduleRoutes } from './schedules/schedule-schemas';
import { studentRoutes } from './students/student-summary-schemas';
import { reviewRoutes } from './submissions/review-schemas';
import { submissionRoutes } from './submissions/submission-schemas';
import { recordingRoutes } from './timbre/recording-schemas';
import { userRoutes } from './users/user-schemas';

/** Every route of the contract, feature by feature. */
export const API_ROUTES = {
  health: healthRoutes,
  me: meRoutes,
  organizations: organizationRoutes,
  users: userRoutes,
  officialExams: officialExamRoutes,
  schedules: scheduleRoutes,
  scheduleResults: scheduleResultRoutes,
  submissions: submissionRoutes,
  review: reviewRoutes,
  reports: reportRoutes,
  totalReports: totalReportRoutes,
  students: studentRoutes,
  progress: progressRoutes,
  learning: learningRoutes,
  timbreRecordings: recordingRoutes,
  lti: ltiRoutes,
} as const;
