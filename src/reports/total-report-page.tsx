import { useCallback, useMemo } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReportKind, TotalReportFilters, TotalReportView } from '../lib/api-types';
import type { AreaId } from '../lib/area-registry';
import { CsvDownloadControl } from './csv-download-control';
import { useReportFormat } from './report-format';
import { FILTER_KEYS, parseFilters, parseTotalReportQuery, sortColumnsOf } from './report-query';
import type { SortColumn, SortOrder } from './report-query';
import { ReportLoadError } from './report-status';
import { ReportTable } from './report-table';
import { useReportsServices } from './reports-services';
import { countedRuleText } from './submission-cells';
import { submissionColumns, userColumns } from './total-report-columns';
import { TotalReportFilterPanel } from './total-report-filter-panel';
import { useApiResource } from './use-api-resource';
import { useSearchUpdater } from './use-search-updater';

/** Columns that read best largest-first when first clicked. */
const DESCENDING_FIRST: readonly SortColumn[] = [
  'submittedAt',
  'submitCount',
  'averageScore',
  'maxScore',
  'countedScore',
  'score',
  'correctRate',
  'durationSeconds',
];

/** Admins' report over every student of one area, filtered, sorted and paged on the server. */
export function TotalReportPage({ area }: { area: AreaId }) {
  const { t } = useTranslation('reports');
  const { api } = useReportsServices();
  const format = useReportFormat();
  const [params, update] = useSearchUpdater();
  const search = params.toString();
  const query = useMemo(() => parseTotalReportQuery(new URLSearchParams(search)), [search]);
  const filters = useMemo(() => parseFilters(new URLSearchParams(search)), [search]);

  const load = useCallback((signal: AbortSignal) => api.totalReport(area, query, signal), [api, area, query]);
  const report = useApiResource(load);
  const loadOrganizations = useCallback((signal: AbortSignal) => api.organizations(signal), [api]);
  const organizations = useApiResource(loadOrganizations);

  const data =
    report.data?.area === area && report.data.view === query.view && report.data.kind === query.kind
      ? report.data
      : undefined;
  const areaName = t(`areas:${area}.name`);

  const applyFilters = (next: TotalReportFilters) =>
    update({ ...Object.fromEntries(FILTER_KEYS.map((key) => [key, next[key]])), page: undefined });

  const sortBy = (column: string) => {
    const sort = sortColumnsOf(query.view).find((known) => known === column);
    if (sort) update({ sort, order: nextOrder(sort), page: undefined });
  };
  const nextOrder = (sort: SortColumn): SortOrder => {
    if (sort === query.sort) return query.order === 'asc' ? 'desc' : 'asc';
    return DESCENDING_FIRST.includes(sort) ? 'desc' : 'asc';
  };

  const tableCommon = {
    loading: report.loading,
    page: query.page,
    pageSize: query.pageSize,
    total: data?.total ?? 0,
    emptyText: report.loading ? t('table.loading') : t('total.empty'),
    onPageChange: (page: number) => update({ page: page === 1 ? undefined : page }),
    onPageSizeChange: (pageSize: number) => update({ pageSize, page: undefined }),
    sort: { column: query.sort, order: query.order, sortable: sortColumnsOf(query.view), onSort: sortBy },
  };

  return (
    <Stack spacing={3} component="article" data-total-report={area} sx={{ maxWidth: 1400, mx: 'auto', width: '100%', p: { xs: 2, md: 3 } }}>
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('total.title', { area: areaName })}
        </Typography>
        <Typography color="text.secondary">{t('total.intro')}</Typography>
      </Box>

      <TotalReportFilterPanel
        filters={filters}
        organizations={organizations.data ?? []}
        organizationsFailed={organizations.failed}
        onApply={applyFilters}
      />

      {report.failed && <ReportLoadError error={report.error} onRetry={report.retry} />}

      <Paper variant="outlined" component="section" aria-label={t('total.results')}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ px: 2, pt: 1, borderBottom: 1, borderColor: 'divider', alignItems: { md: 'flex-start' } }}
        >
          <Tabs
            value={query.kind}
            onChange={(_event, kind: ReportKind) => update({ kind: kind === 'practice' ? undefined : kind, page: undefined })}
            aria-label={t('kind.label')}
            sx={{ flexShrink: 0 }}
          >
            <Tab value="practice" label={t('kind.practice')} />
            <Tab value="official" label={t('kind.official')} />
          </Tabs>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={query.view}
            onChange={(_event, view: TotalReportView | null) => {
              if (view) update({ view: view === 'users' ? undefined : view, sort: undefined, order: undefined, page: undefined });
            }}
            aria-label={t('view.label')}
            sx={{ alignSelf: { md: 'center' } }}
          >
            <ToggleButton value="users">{t('view.users')}</ToggleButton>
            <ToggleButton value="submissions">{t('view.submissions')}</ToggleButton>
          </ToggleButtonGroup>
          <Box sx={{ flex: 1 }} />
          <Box sx={{ pb: 1 }}>
            <CsvDownloadControl area={area} query={query} />
          </Box>
        </Stack>

        {data === undefined && !report.failed && report.loading && report.data === undefined ? (
          <Stack sx={{ alignItems: 'center', py: 6 }} role="status" aria-label={t('table.loading')}>
            <CircularProgress />
          </Stack>
        ) : (
          <>
            <Stack direction="row" spacing={2} sx={{ px: 2, pt: 1.5, flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary" data-testid="total-count">
                {t(query.view === 'users' ? 'total.matchingUsers' : 'total.matchingSubmissions', {
                  count: data ? format.count(data.total) : '—',
                })}
              </Typography>
              {data?.countedAttempt && (
                <Typography variant="body2" color="text.secondary" data-testid="counted-rule">
                  {countedRuleText(t, data.countedAttempt)}
                </Typography>
              )}
            </Stack>
            {query.view === 'users' ? (
              <ReportTable
                {...tableCommon}
                label={t('total.tableLabel', { view: t('view.users'), kind: t(`kind.${query.kind}`) })}
                columns={userColumns(t, format, query.kind)}
                rows={data?.view === 'users' ? data.rows : []}
                rowKey={(row) => row.sub}
              />
            ) : (
              <ReportTable
                {...tableCommon}
                label={t('total.tableLabel', { view: t('view.submissions'), kind: t(`kind.${query.kind}`) })}
                columns={submissionColumns(t, format, area)}
                rows={data?.view === 'submissions' ? data.rows : []}
                rowKey={(row) => row.submitId}
              />
            )}
          </>
        )}
      </Paper>
    </Stack>
  );
}
