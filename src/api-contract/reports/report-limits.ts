/** Practice (exams and adaptive runs) or official exams: the reports never mix the two. */
export const REPORT_KINDS = ['practice', 'official'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** A total report lists students (`users`) or their submissions. */
export const TOTAL_REPORT_VIEWS = ['users', 'submissions'] as const;
export type TotalReportView = (typeof TOTAL_REPORT_VIEWS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The columns the API sorts each total-report view by; anything else is a 400. */
export const TOTAL_REPORT_SORT_COLUMNS = {
  users: ['user', 'studentId', 'name', 'organization', 'submitCount', 'averageScore', 'maxScore', 'countedScore'],
  submissions: [
    'submittedAt',
    'submitId',
    'user',
    'studentId',
    'name',
    'organization',
    'durationSeconds',
    'questionCount',
    'score',
    'correctRate',
  ],
} as const;

export type TotalReportUserSort = (typeof TOTAL_REPORT_SORT_COLUMNS.users)[number];
export type TotalReportSubmissionSort = (typeof TOTAL_REPORT_SORT_COLUMNS.submissions)[number];

export const TOTAL_REPORT_DEFAULT_SORT = {
  users: { sort: 'user', order: 'asc' },
  submissions: { sort: 'submittedAt', order: 'desc' },
} as const satisfies Record<TotalReportView, { sort: string; order: SortOrder }>;
