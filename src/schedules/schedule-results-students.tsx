import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { SCHEDULE_STUDENT_STATUSES, type ScheduleResultRow, type ScheduleStudentStatus } from '../api-contract';
import { needsHeadphones, type AreaId } from '../lib/area-registry';
import type { ReportFormat } from '../reports/report-format';
import { ReportTable } from '../reports/report-table';
import { useSearchUpdater } from '../reports/use-search-updater';
import { STATUS_COLORS, resultColumns } from './schedule-results-columns';
import {
  DESCENDING_FIRST,
  RESULT_SORT_COLUMNS,
  filterAndSortRows,
  parseResultsTableQuery,
  type ResultSortColumn,
} from './schedule-results-rows';

interface ScheduleResultsStudentsProps {
  area: AreaId;
  rows: readonly ScheduleResultRow[];
  statusCounts: Record<ScheduleStudentStatus, number>;
  format: ReportFormat;
}

/** Every student of the exam: the status counts double as filters; sorted and paged here, kept in the URL. */
export function ScheduleResultsStudents({ area, rows, statusCounts, format }: ScheduleResultsStudentsProps) {
  const { t } = useTranslation('results');
  const [params, update] = useSearchUpdater();
  const search = params.toString();
  const query = useMemo(() => parseResultsTableQuery(new URLSearchParams(search)), [search]);
  const shown = useMemo(() => filterAndSortRows(rows, query, format.locale), [rows, query, format.locale]);
  const gradebook = rows.some((row) => row.gradebook !== undefined);
  const columns = useMemo(() => resultColumns(t, format, needsHeadphones(area), gradebook), [t, format, area, gradebook]);
  const start = (query.page - 1) * query.pageSize;

  const sortBy = (column: string) => {
    const sort = RESULT_SORT_COLUMNS.find((known) => known === column);
    if (!sort) return;
    const order = sort === query.sort ? (query.order === 'asc' ? 'desc' : 'asc') : firstOrder(sort);
    update({ sort, order, page: undefined });
  };
  const firstOrder = (sort: ResultSortColumn) => (DESCENDING_FIRST.includes(sort) ? 'desc' : 'asc');
  const filterBy = (status: ScheduleStudentStatus) => update({ status: query.status === status ? undefined : status, page: undefined });

  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', px: 2, py: 1.5 }} role="group" aria-label={t('status.label')}>
        <Chip
          label={t('status.all', { count: rows.length })}
          color="primary"
          variant={query.status === null ? 'filled' : 'outlined'}
          aria-pressed={query.status === null}
          onClick={() => update({ status: undefined, page: undefined })}
        />
        {SCHEDULE_STUDENT_STATUSES.map((status) => (
          <Chip
            key={status}
            data-status={status}
            label={t('status.chip', { status: t(`status.${status}`), count: statusCounts[status] })}
            color={STATUS_COLORS[status]}
            variant={query.status === status ? 'filled' : 'outlined'}
            aria-pressed={query.status === status}
            onClick={() => filterBy(status)}
          />
        ))}
      </Stack>
      <ReportTable
        label={t('students.tableLabel')}
        columns={columns}
        rows={shown.slice(start, start + query.pageSize)}
        rowKey={(row) => row.sub}
        total={shown.length}
        page={query.page}
        pageSize={query.pageSize}
        loading={false}
        emptyText={rows.length === 0 ? t('students.none') : t('students.noneOfStatus')}
        onPageChange={(page) => update({ page: page === 1 ? undefined : page })}
        onPageSizeChange={(pageSize) => update({ pageSize, page: undefined })}
        sort={{ column: query.sort, order: query.order, sortable: RESULT_SORT_COLUMNS, onSort: sortBy }}
      />
    </Box>
  );
}
