import type { TFunction } from 'i18next';
import type { TotalReportSubmissionRow, TotalReportUserRow } from '../lib/api-types';
import type { ReportFormat } from './report-format';
import type { ReportColumn } from './report-table';

const NONE = '—';

const shortId = (id: string): string => (id.length > 8 ? `${id.slice(0, 8)}…` : id);

/** An e-mail address that may break before its `@` when the table runs short of width. */
function breakableEmail(email: string) {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

export function userColumns(t: TFunction<'reports'>, format: ReportFormat): ReportColumn<TotalReportUserRow>[] {
  return [
    { id: 'user', label: t('columns.user'), wrap: true, render: (row) => breakableEmail(row.user) },
    { id: 'studentId', label: t('columns.studentId'), render: (row) => row.studentId ?? NONE },
    { id: 'name', label: t('columns.name'), wrap: true, render: (row) => row.name },
    { id: 'organization', label: t('columns.organization'), wrap: true, render: (row) => row.organization ?? NONE },
    { id: 'submitCount', label: t('columns.submitCount'), numeric: true, render: (row) => format.count(row.submitCount) },
    { id: 'averageScore', label: t('columns.averageScore'), numeric: true, render: (row) => format.score(row.averageScore) },
    { id: 'maxScore', label: t('columns.maxScore'), numeric: true, render: (row) => format.score(row.maxScore) },
  ];
}

export function submissionColumns(
  t: TFunction<'reports'>,
  format: ReportFormat,
): ReportColumn<TotalReportSubmissionRow>[] {
  return [
    { id: 'submittedAt', label: t('columns.submittedAt'), render: (row) => format.shortDateTime(row.submittedAt) },
    // The first 8 digits, like a short commit hash, keep nine columns on one screen; the submit
    // id filter matches prefixes, and the full id is in the tooltip and in the CSV.
    {
      id: 'submitId',
      label: t('columns.submitId'),
      code: true,
      render: (row) => (
        <abbr title={row.submitId} style={{ textDecoration: 'none' }}>
          {shortId(row.submitId)}
        </abbr>
      ),
    },
    { id: 'user', label: t('columns.user'), wrap: true, render: (row) => breakableEmail(row.user) },
    { id: 'studentId', label: t('columns.studentId'), render: (row) => row.studentId ?? NONE },
    { id: 'name', label: t('columns.name'), wrap: true, render: (row) => row.name },
    { id: 'organization', label: t('columns.organization'), wrap: true, render: (row) => row.organization ?? NONE },
    {
      id: 'durationSeconds',
      label: t('columns.durationSeconds'),
      numeric: true,
      render: (row) => format.seconds(row.durationSeconds),
    },
    { id: 'score', label: t('columns.score'), numeric: true, render: (row) => format.score(row.score) },
    { id: 'correctRate', label: t('columns.correctRate'), numeric: true, render: (row) => format.percent(row.correctRate) },
  ];
}
