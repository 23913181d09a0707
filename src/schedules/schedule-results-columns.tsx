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

/**
 * The students of a scheduled exam: who (the name opens the student's summary), where they stand,
 * and how the counted attempt went. `headphones`: the area asks for the headphone check.
 */
export function resultColumns(t: TFunction<'results'>, format: ReportFormat, headphones: boolean): ReportColumn<ScheduleResultRow>[] {
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
  return [...columns, ...(headphones ? [headphoneCheck] : []), flag];
}
