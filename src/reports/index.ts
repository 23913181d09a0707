export { OwnReportPage } from './own-report-page';
export { TotalReportPage } from './total-report-page';
