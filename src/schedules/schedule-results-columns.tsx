import type { TFunction } from 'i18next';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { ScheduleResultRow, ScheduleStudentStatus } from '../api-contract';
import type { ReportFormat } from '../reports/report-format';
import type { ReportColumn } from '../reports/report-table';
import { studentSummaryPath } from '../reports/student-identity-path';

const NONE = '—';

/** Compact chips keep ten columns beside the drawer. */
const chipSx = { height: 20, fontSize: '0.75rem', '& .MuiChip-label': { px: 0.75 } } as const;

export const STATUS_COLORS: Record<ScheduleStudentStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  'not-started': 'default',
  'in-progress': 'info',
  submitted: 'success',
  'not-submitted': 'error',
  flagged: 'warning',
};

/** "9 min 47 s": a time limit is in minutes, so seconds alone would read badly. */
export function durationText(t: TFunction<'results'>, seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return t('students.duration', { minutes: Math.floor(whole / 60), seconds: whole % 60 });
}

const GRADEBOOK_COLORS = { sent: 'success', pending: 'default', failed: 'error' } as const;

/** Where the student's score stands in the course gradebook (LTI); its time or the platform's answer on hover. */
function gradebookColumn(t: TFunction<'results'>, format: ReportFormat): ReportColumn<ScheduleResultRow> {
  return {
    id: 'gradebook',
    label: t('columns.gradebook'),
    render: (row) => {
      const gradebook = row.gradebook;
      if (!gradebook) return NONE;
      const title =
        gradebook.status === 'sent' && gradebook.sentAt
          ? t('gradebook.sentAt', { time: format.shortDateTime(gradebook.sentAt) })
          : gradebook.status === 'failed' && gradebook.nextAttemptAt
            ? t('gradebook.failedAt', { error: gradebook.error ?? '', time: format.shortDateTime(gradebook.nextAttemptAt) })
            : undefined;
      return (
        <Chip
          size="small"
          variant="outlined"
          color={GRADEBOOK_COLORS[gradebook.status]}
          label={t(`gradebook.status.${gradebook.status}`)}
          title={title}
          data-gradebook={gradebook.status}
          sx={chipSx}
        />
      );
    },
  };
}

/**
 * The students of a scheduled exam: who (the name opens the student's summary), where they stand,
 * and how the counted attempt went. `headphones`: the area asks for the headphone check;
 * `gradebook`: the exam is a column of a course's gradebook (LTI).
 */
export function resultColumns(t: TFunction<'results'>, format: ReportFormat, headphones: boolean, gradebook = false): ReportColumn<ScheduleResultRow>[] {
  const columns: ReportColumn<ScheduleResultRow>[] = [
    {
      id: 'name',
      label: t('columns.name'),
      wrap: true,
      render: (row) => (
        <Link component={RouterLink} to={studentSummaryPath(row.sub)} underline="hover">
          {row.name || row.email}
        </Link>
      ),
    },
    { id: 'studentId', label: t('columns.studentId'), render: (row) => row.studentId ?? NONE },
    { id: 'organization', label: t('columns.organization'), wrap: true, render: (row) => row.organization ?? NONE },
    {
      id: 'status',
      label: t('columns.status'),
      render: (row) => (
        <Chip size="small" variant="outlined" color={STATUS_COLORS[row.status]} label={t(`status.${row.status}`)} sx={chipSx} />
      ),
    },
    { id: 'countedScore', label: t('columns.countedScore'), numeric: true, render: (row) => format.score(row.countedScore) },
    { id: 'countedCorrectRate', label: t('columns.countedCorrectRate'), numeric: true, render: (row) => format.percent(row.countedCorrectRate) },
    { id: 'attemptsUsed', label: t('columns.attemptsUsed'), numeric: true, render: (row) => format.count(row.attemptsUsed) },
    {
      id: 'durationSeconds',
      label: t('columns.durationSeconds'),
      numeric: true,
      render: (row) => (row.durationSeconds === null ? NONE : durationText(t, row.durationSeconds)),
    },
  ];
  const headphoneCheck: ReportColumn<ScheduleResultRow> = {
    id: 'headphoneCheck',
    label: t('columns.headphoneCheck'),
    render: (row) => (row.headphoneCheck ? t(`reports:headphoneCheck.${row.headphoneCheck}`) : NONE),
  };
  const flag: ReportColumn<ScheduleResultRow> = {
    id: 'listeningFlag',
    label: t('columns.listeningFlag'),
    render: (row) =>
      row.listeningFlag ? (
        <Chip size="small" color="warning" variant="outlined" label={t(`reports:listeningFlag.${row.listeningFlag}`)} sx={chipSx} />
      ) : (
        NONE
      ),
  };
  return [...columns, ...(headphones ? [headphoneCheck] : []), flag, ...(gradebook ? [gradebookColumn(t, format)] : [])];
}
