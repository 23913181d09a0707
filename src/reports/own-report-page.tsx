import { useCallback, useMemo } from 'react';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReportKind, SubmissionRow } from '../lib/api-types';
import { needsHeadphones, type AreaId } from '../lib/area-registry';
import { headphoneColumn } from './total-report-columns';
import { ProgressChart } from './progress-chart';
import { useReportFormat } from './report-format';
import type { ReportFormat } from './report-format';
import { parseOwnReportQuery } from './report-query';
import { ReportLoadError } from './report-status';
import { ReportSummary } from './report-summary';
import { ReportTable } from './report-table';
import type { ReportColumn } from './report-table';
import { correctRateCell, scoreCell } from './submission-cells';
import { useReportsServices } from './reports-services';
import { useApiResource } from './use-api-resource';
import { useSearchUpdater } from './use-search-updater';

function submissionColumns(t: TFunction<'reports'>, format: ReportFormat, area: AreaId): ReportColumn<SubmissionRow>[] {
  const columns: ReportColumn<SubmissionRow>[] = [
    { id: 'submittedAt', label: t('columns.submittedAt'), render: (row) => format.dateTime(row.submittedAt) },
    { id: 'submitId', label: t('columns.submitId'), code: true, hideOnPhone: true, render: (row) => row.submitId },
    {
      id: 'durationSeconds',
      label: t('columns.durationSeconds'),
      numeric: true,
      hideOnPhone: true,
      render: (row) => format.seconds(row.durationSeconds),
    },
    { id: 'questionCount', label: t('columns.questionCount'), numeric: true, render: (row) => format.count(row.questionCount) },
    { id: 'score', label: t('columns.score'), numeric: true, render: (row) => scoreCell(row, t, format) },
    { id: 'correctRate', label: t('columns.correctRate'), numeric: true, render: (row) => correctRateCell(row, format) },
  ];
  return needsHeadphones(area) ? [...columns, headphoneColumn(t)] : columns;
}

/** A student's own results in one area: summary, progress chart and the submissions, newest first. */
export function OwnReportPage({ area }: { area: AreaId }) {
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
  const areaName = t(`areas:${area}.name`);

  const setKind = (next: ReportKind) => update({ kind: next === 'practice' ? undefined : next, page: undefined });

  return (
    <Stack spacing={3} component="article" data-report={area} sx={{ maxWidth: 1100, mx: 'auto', width: '100%', p: { xs: 2, md: 3 } }}>
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('own.title', { area: areaName })}
        </Typography>
        <Typography color="text.secondary">{t('own.intro')}</Typography>
      </Box>

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
                points={data.progress.map((point) => ({ submittedAt: point.submittedAt, value: point.correctRate, official: point.official }))}
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
              {(['practice', 'official'] as const).map((k) => (
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
    </Stack>
  );
}
