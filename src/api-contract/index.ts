/**
 * The REST contract between the SPA and the API (docs/architecture.md, The REST API), one module
 * per feature. Each declares its requests and responses once, as TypeBox schemas
 * (`<feature>-schemas.ts`, gathered for the server in ./schemas.ts), and the types here are
 * derived from them. This index holds only types and plain constants: the SPA imports it, and
 * TypeBox stays out of the browser's bundle.
 */
export { API_ERROR_CODES, type ApiErrorCode } from '../lib/api-error-codes';
export type { ApiErrorBody } from './shared/error-schemas';
export type { AreaParams, Page } from './shared/common-schemas';
export { AUDIO_BRANCHES, REVIEW_AUDIO_BRANCHES, type AudioBranch, type ReviewAudioBranch } from './shared/audio-branches';

export type { Health, NotReady, Ready, ReadyChecks } from './health/health-schemas';

export { ORGANIZATION_MAX_LENGTH, STUDENT_ID_MAX_LENGTH } from './me/identity-limits';
export type { Me, UpdateMeRequest } from './me/me-schemas';

export { ORGANIZATION_NAME_LIMITS } from './organizations/organization-limits';
export type { Organization, OrganizationNameRequest } from './organizations/organization-schemas';

export { USER_SEARCH_MAX_LENGTH } from './users/user-limits';
export type { UpdateUserIdentityRequest, UserIdentity, UserIdentityQuery } from './users/user-schemas';

export { COUNTED_ATTEMPTS, type CountedAttempt } from './official-exams/official-exam-limits';
export type { OfficialExam, OfficialExamRequest } from './official-exams/official-exam-schemas';

export {
  SCHEDULE_LIMITS,
  SCHEDULE_PREVIEW_SAMPLES,
  SCHEDULE_STATUSES,
  SCHEDULE_STUDENT_STATUSES,
  type ScheduleStatus,
  type ScheduleStudentStatus,
} from './schedules/schedule-limits';
export type {
  OfficialExamSchedule,
  OfficialExamScheduleList,
  OfficialExamScheduleQuery,
  OfficialExamScheduleRequest,
  OfficialExamScheduleUpdate,
  SchedulePreview,
  SchedulePreviewDraft,
} from './schedules/schedule-schemas';
export type {
  GradebookStatus,
  GradesResent,
  ItemAnswer,
  ItemPosition,
  ScheduleResultRow,
  ScheduleResults,
  ScheduleResultsSummary,
  ScoreBin,
} from './schedules/schedule-result-schemas';

export {
  HEADPHONE_CHECK_RESULTS,
  SUBMISSION_MAX_QUESTIONS,
  SUBMISSION_MODES,
  type HeadphoneCheckResult,
  type SubmissionMode,
} from './submissions/submission-limits';
export type {
  AdaptiveThreshold,
  ListeningFlag,
  ListeningTimeline,
  ReviewedQuestion,
  SubmissionOutcome,
  SubmissionReceipt,
  SubmissionRequest,
  ThresholdBoundClaim,
} from './submissions/submission-schemas';
export type { SubmissionReview } from './submissions/review-schemas';

export {
  REPORT_KINDS,
  SORT_ORDERS,
  TOTAL_REPORT_DEFAULT_SORT,
  TOTAL_REPORT_SORT_COLUMNS,
  TOTAL_REPORT_VIEWS,
  type ReportKind,
  type SortOrder,
  type TotalReportSubmissionSort,
  type TotalReportUserSort,
  type TotalReportView,
} from './reports/report-limits';
export type {
  DifficultySummary,
  OfficialReportSummary,
  OwnReport,
  OwnSubmissionRow,
  PracticeReportSummary,
  ProgressPoint,
  ReportSummary,
  SubmissionRow,
} from './reports/report-schemas';
export type { TotalReport, TotalReportFilters, TotalReportSubmissionRow, TotalReportUserRow } from './reports/total-report-schemas';

export type { StudentAreaSummary, StudentAreaThreshold, StudentSummary } from './students/student-summary-schemas';

export type { AreaProgress, OwnProgress, ProgressStep, ProgressTrend } from './progress/progress-schemas';

export type { ClassLearningReport, ConfusionCountRow, OwnLearningReport, StudentThreshold, ThresholdPoint } from './learning/learning-schemas';

export { RECORDING_CONTENT_TYPES, type RecordingContentType } from './timbre/recording-limits';
export type { InstrumentRecording } from './timbre/recording-schemas';

export { DEEP_LINK_TITLE_MAX, LTI_PLATFORM_LIMITS, LTI_URL_PATTERN } from './lti/lti-limits';
export { LTI_TOOL_SCOPES } from './lti/lti-scopes';
export { deepLinkPath, isFramedLtiPage, isTeacherPage, LTI_DEEP_LINK_PATH, LTI_REGISTERED_PATH, LTI_REGISTRATION_FAILURES, type LtiRegistrationFailure, LTI_ENDED_PATH, LTI_LAUNCHED_PATH, LTI_REFUSED_PATH } from './lti/lti-paths';
export { LTI_REFUSALS, type LtiRefusalCode } from './lti/lti-refusals';
export type { LtiDeepLinkChoice, LtiDeepLinkRequest, LtiDeepLinkTicket, LtiRegistrationInvitation, LtiRegistrationInvitationRequest, LtiLoginInitiation, LtiPlatform, LtiPlatformRequest, LtiSession, LtiTool } from './lti/lti-schemas';
