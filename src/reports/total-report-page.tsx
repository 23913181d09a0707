import { useCallback, useMemo, type ReactNode } from 'react';
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
import type { ReportKind, TotalReport, TotalReportFilters, TotalReportView } from '../api-contract';
import type { AreaId } from '../lib/area-registry';
import { CsvDownloadControl } from './csv-download-control';
import { useReportFormat } from './report-format';
import {
  ALL_ORGANIZATIONS,
  FILTER_KEYS,
  narrowingFilterCount,
  parseFilters,
  parseTotalReportQuery,
  requestFilters,
  sortColumnsOf,
} from './report-query';
import type { SortColumn, SortOrder } from './report-query';
import { ReportLoadError } from './report-status';
import { ReportTable } from './report-table';
import type { ClassLearningFilters } from './reports-api';
import { useReportsServices } from './reports-services';
import { countedRuleText } from './submission-cells';
import { submissionColumns, userColumns } from './total-report-columns';
import { TotalReportEmpty, emptyReasonOf } from './total-report-empty';
import { TotalReportFilterPanel } from './total-report-filter-panel';
import { useApiResource } from './use-api-resource';
import type { CsvSource } from './use-csv-download';
import { useSearchUpdater } from './use-search-updater';
import { PageHeading } from '../ui';

/** Settles only when aborted: the report waits for the teacher's organization before it asks. */
const untilAborted = (signal: AbortSignal): Promise<TotalReport> =>
  new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));

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

/**
 * Admins' report over every student of one area, filtered, sorted and paged on the server.
 * `learning`: the class's thresholds and confusions, put in by the app (src/learning), given the
 * filters the page shows (not only those written in the address), once they are known.
 */
export function TotalReportPage({ area, learning }: { area: AreaId; learning?: (filters: ClassLearningFilters) => ReactNode }) {
  const { t } = useTranslation('reports');
  const { api } = useReportsServices();
  const format = useReportFormat();
  const [params, update] = useSearchUpdater();
  const search = params.toString();

  // Without an organization in the URL the report opens on the teacher's own; `organization=*`
  // (the filter's "All organizations") keeps the others in view.
  const loadProfile = useCallback((signal: AbortSignal) => api.me(signal), [api]);
  const profile = useApiResource(loadProfile);
  const urlNamesOrganization = new URLSearchParams(search).has('organization');
  const defaultOrganization = urlNamesOrganization ? undefined : (profile.data?.organization ?? undefined);
  const waitingForProfile = !urlNamesOrganization && profile.loading && profile.data === undefined;

  const filters = useMemo(() => {
    const fromUrl = parseFilters(new URLSearchParams(search));
    return defaultOrganization ? { ...fromUrl, organization: defaultOrganization } : fromUrl;
  }, [search, defaultOrganization]);
  const query = useMemo(
    () => requestFilters({ ...parseTotalReportQuery(new URLSearchParams(search)), organization: filters.organization }),
    [search, filters.organization],
  );

  const load = useCallback(
    (signal: AbortSignal) => (waitingForProfile ? untilAborted(signal) : api.totalReport(area, query, signal)),
    [api, area, query, waitingForProfile],
  );
  const report = useApiResource(load);
  const loadOrganizations = useCallback((signal: AbortSignal) => api.organizations(signal), [api]);
  const organizations = useApiResource(loadOrganizations);
  const learningFilters = useMemo<ClassLearningFilters>(() => ({ organization: query.organization, from: query.from, to: query.to }), [query.organization, query.from, query.to]);
  const csv = useMemo<CsvSource>(
    () => ({
      open: (locale, signal) => api.exportTotalReport(area, query, locale, signal),
      fallbackFileName: `${area}-${query.view}-${query.kind}.csv`,
    }),
    [api, area, query],
  );

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

  // A failed request is said above the table; the table says nothing of data it never got.
  const emptyText = report.loading ? (
    t('table.loading')
  ) : report.failed ? (
    '—'
  ) : (
    <TotalReportEmpty
      reason={emptyReasonOf(narrowingFilterCount(query), defaultOrganization)}
      reportKind={query.kind}
      areaName={areaName}
      onShowAllOrganizations={() => update({ organization: ALL_ORGANIZATIONS, page: undefined })}
    />
  );

  const tableCommon = {
    loading: report.loading,
    page: query.page,
    pageSize: query.pageSize,
    total: data?.total ?? 0,
    emptyText,
    onPageChange: (page: number) => update({ page: page === 1 ? undefined : page }),
    onPageSizeChange: (pageSize: number) => update({ pageSize, page: undefined }),
    sort: { column: query.sort, order: query.order, sortable: sortColumnsOf(query.view), onSort: sortBy },
  };

  return (
    <Stack spacing={3} component="article" data-total-report={area} sx={{ maxWidth: 1400, mx: 'auto', width: '100%', p: { xs: 2, md: 3 } }}>
      <PageHeading title={t('total.title', { area: areaName })} intro={t('total.intro')} />

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
            <CsvDownloadControl source={csv} />
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
      {learning && !waitingForProfile ? learning(learningFilters) : null}
    </Stack>
  );
}
