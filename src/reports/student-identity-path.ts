/**
 * Where the admins' student-identity page lives, beside the total reports. A file of its own so
 * the drawer (loaded at start) can link it without pulling the page into the first bundle.
 */
export const STUDENT_IDENTITIES_PATH = '/totalreport/students';

/** One student across areas (`GET /api/students/:sub/summary`), opened from any report row. */
export const STUDENT_SUMMARY_ROUTE = '/totalreport/students/:sub';
export const studentSummaryPath = (sub: string): string => `/totalreport/students/${encodeURIComponent(sub)}`;
