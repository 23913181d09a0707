export { OwnReportPage } from './own-report-page';
export { TotalReportPage } from './total-report-page';
export { StudentIdentityPage } from './student-identity-page';
export { StudentSummaryPage } from './student-summary-page';
export { STUDENT_IDENTITIES_PATH, STUDENT_SUMMARY_ROUTE, studentSummaryPath } from './student-identity-path';
