export { OwnReportPage } from './own-report-page';
export { TotalReportPage } from './total-report-page';
export { StudentIdentityPage } from './student-identity-page';
export { STUDENT_IDENTITIES_PATH } from './student-identity-path';
