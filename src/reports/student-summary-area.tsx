import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { mdiTrendingDown, mdiTrendingNeutral, mdiTrendingUp } from '@mdi/js';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { describeThreshold, formatThreshold } from '../i18n';
import { REPORT_KINDS, type ReportKind, type ReportSummary, type StudentAreaSummary, type StudentAreaThreshold } from '../api-contract';
import type { AreaId } from '../lib/area-registry';
import { ProgressChart } from './progress-chart';
import type { ReportFormat } from './report-format';

export type TrendDirection = 'up' | 'down' | 'flat';

/** A weekly trend as it is shown: to a tenth of a point, with its sign, and which way it goes. */
export function describeTrend(perWeek: number, locale: string): { text: string; direction: TrendDirection } {
  // Rounded first, so -0.04 reads as a steady 0.0, not as "-0.0" going down.
  const rounded = Math.round(perWeek * 10) / 10 || 0;
  const text = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rounded);
  return { text, direction: rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat' };
}

const TREND_ICONS: Record<TrendDirection, string> = { up: mdiTrendingUp, down: mdiTrendingDown, flat: mdiTrendingNeutral };
const TREND_COLORS: Record<TrendDirection, string> = { up: 'success.main', down: 'error.main', flat: 'text.secondary' };

function Trend({ perWeek, format }: { perWeek: number | null; format: ReportFormat }) {
  const { t } = useTranslation('reports');
  if (perWeek === null) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="trend">
        {t('studentSummary.trend.none')}
      </Typography>
    );
  }
  const { text, direction } = describeTrend(perWeek, format.locale);
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }} data-testid="trend" data-direction={direction}>
      <SvgIcon fontSize="small" sx={{ color: TREND_COLORS[direction] }} aria-hidden>
        <path d={TREND_ICONS[direction]} />
      </SvgIcon>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('studentSummary.trend.value', { value: text })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`studentSummary.trend.${direction}`)}
      </Typography>
    </Stack>
  );
}

/** "Practice trend at Medium": a trend is only ever within one difficulty. */
function trendLabel(t: TFunction<'reports'>, trend: StudentAreaSummary['practiceTrend']): string {
  if (trend === null) return t('studentSummary.trend.label');
  if (trend.difficulty === null) return t('studentSummary.trend.labelCustom');
  return t('studentSummary.trend.labelAt', { difficulty: t(`difficulty.names.${trend.difficulty}`) });
}

function KindFigures({ kind, summary, format }: { kind: ReportKind; summary: ReportSummary; format: ReportFormat }) {
  const { t } = useTranslation('reports');
  const figures = [
    { id: 'count', label: t('summary.count'), value: format.count(summary.count) },
    { id: 'average', label: t('studentSummary.average'), value: format.average(summary.averageScore) },
    { id: 'best', label: t('studentSummary.best'), value: format.score(summary.bestScore) },
  ];
  return (
    <Box
      data-testid={`${kind}-figures`}
      sx={{ flex: 1, pl: 1.5, borderLeft: 3, borderLeftColor: kind === 'practice' ? 'primary.main' : 'secondary.main' }}
    >
      <Typography variant="subtitle2" component="h3">
        {t(`kind.${kind}`)}
      </Typography>
      <Box component="dl" sx={{ display: 'flex', gap: 3, m: 0 }}>
        {figures.map((figure) => (
          <div key={figure.id}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 600 }} data-testid={`${kind}-${figure.id}`}>
              {figure.value}
            </Typography>
          </div>
        ))}
      </Box>
    </Box>
  );
}

/** The student's thresholds in an area: the latest with its interval, and the first for comparison. */
function AreaThresholds({ area, thresholds, format }: { area: AreaId; thresholds: readonly StudentAreaThreshold[]; format: ReportFormat }) {
  const { t } = useTranslation('reports');
  return (
    <Box component="ul" data-testid="student-thresholds" sx={{ m: 0, mb: 1.5, pl: 2.5 }}>
      {thresholds.map(({ dimension, unit, latest, first, runs }) => {
        if (latest.threshold === null || first.threshold === null) return null;
        const words = describeThreshold(t, format.locale, unit, { ...latest, threshold: latest.threshold });
        return (
          <Typography component="li" variant="body2" key={dimension} data-dimension={dimension}>
            {t('studentSummary.threshold', {
              dimension: t(`${area}:adaptive.${dimension}`),
              latest: words.value,
              interval: words.interval,
              first: formatThreshold(t, format.locale, unit, first.threshold, first.bound),
              count: runs,
            })}
          </Typography>
        );
      })}
    </Box>
  );
}

/** One area of a student's summary: practice and official figures, the practice trend at one difficulty, and the scores over time. */
export function StudentSummaryArea({ summary, format }: { summary: StudentAreaSummary; format: ReportFormat }) {
  const { t } = useTranslation('reports');
  const headingId = `student-summary-${summary.area}`;
  const areaName = t(`areas:${summary.area}.name`);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} data-area={summary.area} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' }, mb: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {areaName}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" data-testid="trend-label">
            {trendLabel(t, summary.practiceTrend)}
          </Typography>
          <Trend perWeek={summary.practiceTrend?.perWeek ?? null} format={format} />
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1.5 }}>
        {REPORT_KINDS.map((kind) => (
          <KindFigures key={kind} kind={kind} summary={summary[kind]} format={format} />
        ))}
      </Stack>
      {summary.thresholds.length > 0 && <AreaThresholds area={summary.area} thresholds={summary.thresholds} format={format} />}
      {summary.points.length > 0 && (
        <ProgressChart
          metric="score"
          height={180}
          points={summary.points.map((point) => ({ submittedAt: point.submittedAt, value: point.score, official: point.official, difficulty: point.difficulty }))}
          format={format}
        />
      )}
    </Paper>
  );
}
