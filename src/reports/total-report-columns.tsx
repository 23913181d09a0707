import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import type { HeadphoneCheckResult, ReportKind, TotalReportSubmissionRow, TotalReportUserRow } from '../lib/api-types';
import { needsHeadphones, type AreaId } from '../lib/area-registry';
import type { ReportFormat } from './report-format';
import type { ReportColumn } from './report-table';
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

export function userColumns(t: TFunction<'reports'>, format: ReportFormat, kind: ReportKind): ReportColumn<TotalReportUserRow>[] {
  const columns: ReportColumn<TotalReportUserRow>[] = [
    { id: 'user', label: t('columns.user'), render: (row) => oneLineEmail(row.user) },
    { id: 'studentId', label: t('columns.studentId'), render: (row) => row.studentId ?? NONE },
    { id: 'name', label: t('columns.name'), wrap: true, render: (row) => row.name },
    { id: 'organization', label: t('columns.organization'), wrap: true, render: (row) => row.organization ?? NONE },
    { id: 'submitCount', label: t('columns.submitCount'), numeric: true, render: (row) => format.count(row.submitCount) },
    { id: 'averageScore', label: t('columns.averageScore'), numeric: true, render: (row) => format.average(row.averageScore) },
    { id: 'maxScore', label: t('columns.maxScore'), numeric: true, render: (row) => format.score(row.maxScore) },
  ];
  if (kind === 'practice') return columns;
  // The official exam's grade: the attempt its rule counts (the page says which).
  const counted: ReportColumn<TotalReportUserRow> = {
    id: 'countedScore',
    label: t('columns.countedScore'),
    numeric: true,
    render: (row) => format.score(row.countedScore ?? null),
  };
  return [...columns, counted];
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
  const columns: ReportColumn<TotalReportSubmissionRow>[] = [
    { id: 'submittedAt', label: t('columns.submittedAt'), render: (row) => format.shortDateTime(row.submittedAt) },
    // The first 8 digits, like a short commit hash, keep nine columns on one screen; the submit
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
    { id: 'studentId', label: t('columns.studentId'), render: (row) => row.studentId ?? NONE },
    { id: 'name', label: t('columns.name'), wrap: true, render: (row) => row.name },
    { id: 'organization', label: t('columns.organization'), wrap: true, render: (row) => row.organization ?? NONE },
    {
      id: 'durationSeconds',
      label: t('columns.durationSeconds'),
      numeric: true,
      hideOnPhone: true,
      render: (row) => format.seconds(row.durationSeconds),
    },
    // Official exams: "Not submitted" instead of a 0, and the listening flag beside the score.
    { id: 'score', label: t('columns.score'), numeric: true, render: (row) => flaggedScoreCell(row, t, format) },
    { id: 'correctRate', label: t('columns.correctRate'), numeric: true, render: (row) => correctRateCell(row, format) },
  ];
  return needsHeadphones(area) ? [...columns, headphoneColumn(t)] : columns;
}
