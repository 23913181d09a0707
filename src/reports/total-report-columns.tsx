import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { HeadphoneCheckResult, ReportKind, TotalReportSubmissionRow, TotalReportUserRow } from '../api-contract';
import { needsHeadphones, type AreaId } from '../lib/area-registry';
import type { ReportFormat } from './report-format';
import type { ReportColumn } from './report-table';
import { studentSummaryPath } from './student-identity-path';
import { correctRateCell, flaggedScoreCell } from './submission-cells';

const NONE = '—';

const shortId = (id: string): string => (id.length > 8 ? `${id.slice(0, 8)}…` : id);

/**
 * An e-mail address on one line: broken in two it reads as two values. Too long for the
 * column, it ends in an ellipsis and the whole address is in the tooltip.
 */
function oneLineEmail(email: string) {
  return (
    <Box
      component="span"
      title={email}
      sx={{
        display: 'block',
        maxWidth: { xs: 200, md: 260 },
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      {email}
    </Box>
  );
}

/** The student's name, opening their summary across areas. */
export function studentNameLink(row: { sub: string; name: string; user: string }) {
  return (
    <Link component={RouterLink} to={studentSummaryPath(row.sub)} underline="hover">
      {row.name || row.user}
    </Link>
  );
}

/**
 * The name, then how well, then the rest of who it is: the scores come right after the name so
 * they stay in view on a 390 px phone and beside the drawer at 1366 px
 * (total-report-columns.browser.test.tsx), as in the submissions view; the long e-mail goes last.
 */
export function userColumns(t: TFunction<'reports'>, format: ReportFormat, kind: ReportKind): ReportColumn<TotalReportUserRow>[] {
  // The official exam's grade: the attempt its rule counts (the page says which).
  const counted: ReportColumn<TotalReportUserRow>[] =
    kind === 'official'
      ? [{ id: 'countedScore', label: t('columns.countedScore'), numeric: true, render: (row) => format.score(row.countedScore ?? null) }]
      : [];
  return [
    { id: 'name', label: t('columns.name'), wrap: true, render: studentNameLink },
    ...counted,
    { id: 'averageScore', label: t('columns.averageScore'), numeric: true, render: (row) => format.average(row.averageScore) },
    { id: 'maxScore', label: t('columns.maxScore'), numeric: true, render: (row) => format.score(row.maxScore) },
    { id: 'submitCount', label: t('columns.submitCount'), numeric: true, render: (row) => format.count(row.submitCount) },
    { id: 'studentId', label: t('columns.studentId'), render: (row) => row.studentId ?? NONE },
    { id: 'organization', label: t('columns.organization'), wrap: true, render: (row) => row.organization ?? NONE },
    { id: 'user', label: t('columns.user'), render: (row) => oneLineEmail(row.user) },
  ];
}

/** The headphone check's result, for the areas that ask for it. */
export function headphoneColumn<R extends { headphoneCheck?: HeadphoneCheckResult | null }>(t: TFunction<'reports'>): ReportColumn<R> {
  return { id: 'headphoneCheck', label: t('columns.headphoneCheck'), render: (row) => (row.headphoneCheck ? t(`headphoneCheck.${row.headphoneCheck}`) : NONE) };
}

export function submissionColumns(
  t: TFunction<'reports'>,
  format: ReportFormat,
  area: AreaId,
): ReportColumn<TotalReportSubmissionRow>[] {
  return [
    { id: 'submittedAt', label: t('columns.submittedAt'), render: (row) => format.shortDateTime(row.submittedAt) },
    { id: 'name', label: t('columns.name'), wrap: true, render: studentNameLink },
    // Official exams: "Not submitted" instead of a 0, and the listening flag beside the score.
    { id: 'score', label: t('columns.score'), numeric: true, render: (row) => flaggedScoreCell(row, t, format) },
    { id: 'correctRate', label: t('columns.correctRate'), numeric: true, render: (row) => correctRateCell(row, format) },
    ...(needsHeadphones(area) ? [headphoneColumn<TotalReportSubmissionRow>(t)] : []),
    { id: 'studentId', label: t('columns.studentId'), render: (row) => row.studentId ?? NONE },
    { id: 'organization', label: t('columns.organization'), wrap: true, render: (row) => row.organization ?? NONE },
    {
      id: 'durationSeconds',
      label: t('columns.durationSeconds'),
      numeric: true,
      hideOnPhone: true,
      render: (row) => format.seconds(row.durationSeconds),
    },
    // The first 8 digits, like a short commit hash, keep the columns on one screen; the submit
    // id filter matches prefixes, and the full id is in the tooltip and in the CSV.
    {
      id: 'submitId',
      label: t('columns.submitId'),
      code: true,
      hideOnPhone: true,
      render: (row) => (
        <abbr title={row.submitId} style={{ textDecoration: 'none' }}>
          {shortId(row.submitId)}
        </abbr>
      ),
    },
    { id: 'user', label: t('columns.user'), render: (row) => oneLineEmail(row.user) },
  ];
}
