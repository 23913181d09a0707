import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { ReportKind } from '../lib/api-types';
import { PERCENT_TICKS, linePath, percentScale, timeScale } from './chart-geometry';
import type { ChartBox } from './chart-geometry';
import type { ReportFormat } from './report-format';

// A hand-drawn SVG instead of @mui/x-charts: its LineChart alone is ~106 KB gzip, over the
// 60 KB route-chunk bar (`prod_largest_route_js_gzip_kb` in the README's bench table), for a chart that needs two lines and two axes.

const KINDS: readonly ReportKind[] = ['practice', 'official'];

const CHART_STRINGS = {
  correctRate: { label: 'chart.label', axis: 'chart.axis', point: 'chart.point' },
  score: { label: 'chart.scoreLabel', axis: 'chart.scoreAxis', point: 'chart.scorePoint' },
} as const;

function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const measured = entries[0]?.contentRect.width;
      if (measured) setWidth(Math.round(measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** One finished exam: its correct rate or its score (both 0 to 100), by `metric`. */
export interface ChartPoint {
  submittedAt: string;
  value: number;
  official: boolean;
  /** Said after its kind in the point's title (its difficulty: "Practice · Medium"). */
  note?: string;
}

export type ChartMetric = 'correctRate' | 'score';

interface ProgressChartProps {
  points: readonly ChartPoint[];
  format: ReportFormat;
  metric?: ChartMetric;
  height?: number;
}

/** Correct rate (or score) over time, practice and official as two lines on one time axis. */
export function ProgressChart({ points, format, metric = 'correctRate', height = 260 }: ProgressChartProps) {
  const { t } = useTranslation('reports');
  const theme = useTheme();
  const titleId = useId();
  const { ref, width } = useWidth(640);
  // The left margin holds the rotated axis title and the percent ticks.
  const box: ChartBox = { width, height, left: 64, right: 20, top: 12, bottom: 30 };
  const colors: Record<ReportKind, string> = {
    practice: theme.palette.primary.main,
    official: theme.palette.secondary.main,
  };

  const parsed = points
    .map((point) => ({ ...point, time: new Date(point.submittedAt).getTime() }))
    .filter((point) => Number.isFinite(point.time))
    .sort((a, b) => a.time - b.time);
  const scaleX = timeScale(
    parsed.map((p) => p.time),
    box,
  );
  const scaleY = percentScale(box);
  const strings = CHART_STRINGS[metric];
  const formatValue = (value: number) => (metric === 'score' ? format.score(value) : format.percent(value));
  const tickTime = new Intl.DateTimeFormat(format.locale, { hour: '2-digit', minute: '2-digit' });
  const tickLabel = (time: number) => (scaleX.intraday ? tickTime.format(time) : format.day(new Date(time)));
  const ticks = scaleX.ticks.filter(
    (tick, i, all) => i === 0 || tickLabel(tick.time) !== tickLabel(all[i - 1]?.time ?? Number.NaN),
  );

  return (
    <Box ref={ref} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }} aria-hidden>
        {KINDS.map((kind) => (
          <Stack key={kind} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: colors[kind] }} />
            <Typography variant="body2">{t(`kind.${kind}`)}</Typography>
          </Stack>
        ))}
      </Stack>
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={titleId}
        data-testid="progress-chart"
        style={{ display: 'block', overflow: 'visible' }}
      >
        <title id={titleId}>{t(strings.label, { count: parsed.length })}</title>
        <g fontSize={11} fill={theme.palette.text.secondary}>
          <text
            data-testid="progress-chart-y-axis"
            transform="rotate(-90)"
            x={-(box.top + (height - box.top - box.bottom) / 2)}
            y={10}
            textAnchor="middle"
            dominantBaseline="middle"
            fontSize={12}
          >
            {t(strings.axis)}
          </text>
          {PERCENT_TICKS.map((value) => (
            <g key={value}>
              <line
                x1={box.left}
                x2={width - box.right}
                y1={scaleY(value)}
                y2={scaleY(value)}
                stroke={theme.palette.divider}
                strokeDasharray={value === 0 ? undefined : '3 4'}
              />
              <text x={box.left - 8} y={scaleY(value)} textAnchor="end" dominantBaseline="middle">
                {formatValue(value)}
              </text>
            </g>
          ))}
          {ticks.map((tick) => (
            <text key={tick.time} x={tick.x} y={height - box.bottom + 18} textAnchor="middle">
              {tickLabel(tick.time)}
            </text>
          ))}
        </g>
        {KINDS.map((kind) => {
          const series = parsed
            .filter((point) => point.official === (kind === 'official'))
            .map((point) => ({ ...point, x: scaleX.x(point.time), y: scaleY(point.value) }));
          return (
            <g key={kind} data-series={kind}>
              <path d={linePath(series)} fill="none" stroke={colors[kind]} strokeWidth={2} strokeLinejoin="round" />
              {series.map((point, i) => (
                <circle
                  key={`${point.time}-${i}`}
                  cx={point.x}
                  cy={point.y}
                  r={series.length > 60 ? 2.5 : 4}
                  fill={theme.palette.background.paper}
                  stroke={colors[kind]}
                  strokeWidth={2}
                >
                  <title>
                    {t(strings.point, {
                      kind: point.note ? `${t(`kind.${kind}`)} · ${point.note}` : t(`kind.${kind}`),
                      time: format.dateTime(point.submittedAt),
                      value: formatValue(point.value),
                    })}
                  </title>
                </circle>
              ))}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
