export { OwnReportPage } from './own-report-page';
export { TotalReportPage } from './total-report-page';
export { StudentIdentityPage } from './student-identity-page';
export { StudentSummaryPage } from './student-summary-page';
export { STUDENT_IDENTITIES_PATH, STUDENT_SUMMARY_ROUTE, studentSummaryPath } from './student-identity-path';
export { useReportsServices } from './reports-services';
export { useApiResource } from './use-api-resource';
export { useReportFormat, type ReportFormat } from './report-format';
