import { useCallback, useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { REPORT_KINDS, type OwnSubmissionRow, type ReportKind } from '../api-contract';
import { needsHeadphones, type AreaId } from '../lib/area-registry';
import { reviewPath } from '../lib/review-path';
import { headphoneColumn } from './total-report-columns';
import { ProgressChart } from './progress-chart';
import { useReportFormat } from './report-format';
import type { ReportFormat } from './report-format';
import { parseOwnReportQuery } from './report-query';
import { ReportLoadError } from './report-status';
import { ReportSummary } from './report-summary';
import { ReportTable } from './report-table';
import type { ReportColumn, ReportRowDetail } from './report-table';
import { OwnSubmissionDetail, difficultyName } from './own-submission-detail';
import { scoreCell } from './submission-cells';
import { useReportsServices } from './reports-services';
import { useApiResource } from './use-api-resource';
import { useSearchUpdater } from './use-search-updater';
import { PageHeading } from '../ui';

/**
 * One figure, the score, as in the summary and the chart; the submit id, the correct rate and the
 * settings wait behind each row's details.
 */
function submissionColumns(t: TFunction<'reports'>, format: ReportFormat, area: AreaId): ReportColumn<OwnSubmissionRow>[] {
  const columns: ReportColumn<OwnSubmissionRow>[] = [
    {
      id: 'submittedAt',
      label: t('columns.submittedAt'),
      // The numeric date on a phone, so that the score still fits beside it.
      render: (row) => (
        <>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {format.dateTime(row.submittedAt)}
          </Box>
          <Box component="span" sx={{ display: { sm: 'none' } }}>
            {format.shortDateTime(row.submittedAt)}
          </Box>
        </>
      ),
    },
    { id: 'difficulty', label: t('columns.difficulty'), render: (row) => difficultyName(t, row) },
    {
      id: 'durationSeconds',
      label: t('columns.durationSeconds'),
      numeric: true,
      hideOnPhone: true,
      render: (row) => format.seconds(row.durationSeconds),
    },
    {
      id: 'questionCount',
      label: t('columns.questionCount'),
      numeric: true,
      // On a phone the score must fit beside the time and the difficulty.
      hideOnPhone: true,
      render: (row) => format.count(row.questionCount),
    },
    { id: 'score', label: t('columns.score'), numeric: true, render: (row) => scoreCell(row, t, format) },
  ];
  const review: ReportColumn<OwnSubmissionRow> = {
    id: 'review',
    label: t('columns.review'),
    // An official exam that closed unanswered has nothing to review.
    render: (row) =>
      row.outcome === 'not-submitted' ? null : (
        <Button
          component={RouterLink}
          to={reviewPath(row.submitId)}
          size="small"
          sx={{ minWidth: 0, px: 1 }}
          aria-label={t('review.open', { date: format.dateTime(row.submittedAt) })}
          data-testid="open-review"
        >
          {t('review.button')}
        </Button>
      ),
  };
  return [...columns, ...(needsHeadphones(area) ? [headphoneColumn<OwnSubmissionRow>(t)] : []), review];
}

/** A student's own results in one area: summary, progress chart and the submissions, newest first. */
/** `learning`: the thresholds and confusions of the area, put in by the app (src/learning). */
export function OwnReportPage({ area, learning = null }: { area: AreaId; learning?: ReactNode }) {
  const { t } = useTranslation('reports');
  const { api } = useReportsServices();
  const format = useReportFormat();
  const [params, update] = useSearchUpdater();
  const { kind, page, pageSize } = parseOwnReportQuery(params);

  const load = useCallback(
    (signal: AbortSignal) => api.ownReport(area, { kind, page, pageSize }, signal),
    [api, area, kind, page, pageSize],
  );
  const report = useApiResource(load);
  const data = report.data?.area === area ? report.data : undefined;
  const rows = data?.kind === kind ? data.rows : [];
  const columns = useMemo(() => submissionColumns(t, format, area), [t, format, area]);
  const rowDetail = useMemo(
    (): ReportRowDetail<OwnSubmissionRow> => ({
      label: (row) => t('details.toggle', { time: format.dateTime(row.submittedAt) }),
      render: (row) => <OwnSubmissionDetail row={row} area={area} format={format} />,
    }),
    [t, format, area],
  );
  const areaName = t(`areas:${area}.name`);

  const setKind = (next: ReportKind) => update({ kind: next === 'practice' ? undefined : next, page: undefined });

  return (
    <Stack spacing={3} component="article" data-report={area} sx={{ maxWidth: 1100, mx: 'auto', width: '100%', p: { xs: 2, md: 3 } }}>
      <PageHeading title={t('own.title', { area: areaName })} intro={t('own.intro')} />

      {report.failed && <ReportLoadError error={report.error} onRetry={report.retry} />}

      {data === undefined ? (
        !report.failed && (
          <Stack sx={{ alignItems: 'center', py: 6 }} role="status" aria-label={t('own.loading')}>
            <CircularProgress />
          </Stack>
        )
      ) : (
        <>
          <ReportSummary summary={data.summary} format={format} />

          <Paper variant="outlined" component="section" sx={{ p: 2 }} aria-labelledby="own-report-chart-title">
            <Typography id="own-report-chart-title" variant="h6" component="h2">
              {t('chart.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('chart.caption')}
            </Typography>
            {data.progress.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                {t('chart.empty')}
              </Typography>
            ) : (
              <ProgressChart
                metric="score"
                points={data.progress.map((point) => ({
                  submittedAt: point.submittedAt,
                  value: point.score,
                  official: point.official,
                  difficulty: point.difficulty,
                }))}
                difficultyOrder={data.summary.practice.byDifficulty.map((row) => row.difficulty)}
                format={format}
              />
            )}
          </Paper>

          <Paper variant="outlined" component="section" aria-label={t('own.submissions')}>
            <Tabs
              value={kind}
              onChange={(_event, next: ReportKind) => setKind(next)}
              aria-label={t('kind.label')}
              sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
            >
              {REPORT_KINDS.map((k) => (
                <Tab
                  key={k}
                  value={k}
                  label={t('kind.withCount', { kind: t(`kind.${k}`), count: data.summary[k].count })}
                />
              ))}
            </Tabs>
            <ReportTable
              label={t('own.tableLabel', { kind: t(`kind.${kind}`) })}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.submitId}
              rowDetail={rowDetail}
              total={data.kind === kind ? data.total : 0}
              page={page}
              pageSize={pageSize}
              loading={report.loading}
              emptyText={report.loading ? t('table.loading') : t(`own.empty.${kind}`)}
              onPageChange={(next) => update({ page: next === 1 ? undefined : next })}
              onPageSizeChange={(size) => update({ pageSize: size, page: undefined })}
            />
          </Paper>
        </>
      )}
      {learning}
    </Stack>
  );
}
