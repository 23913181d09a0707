import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { Theme } from '@mui/material/styles';
import { PERCENT_TICKS, linePath, markerPath, percentScale, timeScale } from './chart-geometry';
import type { ChartBox, MarkerShape } from './chart-geometry';
import { chartSeries, seriesKeyOf, type ChartSeries } from './chart-series';
import type { ReportFormat } from './report-format';

// A hand-drawn SVG instead of @mui/x-charts: its LineChart alone is ~106 KB gzip, over the
// 60 KB route-chunk bar (`prod_largest_route_js_gzip_kb` in the README's bench table), for a chart that needs a few lines and two axes.

/** Practice difficulties, easiest first; apart from the theme's secondary colour (the official exams). */
const PRACTICE_COLORS = {
  light: ['#3949ab', '#c2410c', '#8e24aa', '#8a6200', '#c2185b', '#6d4c41'],
  dark: ['#9fa8da', '#ffab91', '#ce93d8', '#ffd54f', '#f48fb1', '#bcaaa4'],
} as const;

function seriesColor(series: ChartSeries, theme: Theme): string {
  if (series.kind === 'official') return theme.palette.secondary.main;
  if (series.colorIndex === null) return theme.palette.text.secondary;
  const palette = PRACTICE_COLORS[theme.palette.mode];
  return palette[series.colorIndex % palette.length] ?? theme.palette.primary.main;
}

function Marker({ shape, x, y, r, color, paper }: { shape: MarkerShape; x: number; y: number; r: number; color: string; paper: string }) {
  const fill = shape === 'cross' ? 'none' : shape === 'filled-circle' ? color : paper;
  return <path d={markerPath(shape, x, y, r)} fill={fill} stroke={color} strokeWidth={2} />;
}

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

/** One finished exam: its correct rate or its score (both 0 to 100), by `metric`, and its difficulty. */
export interface ChartPoint {
  submittedAt: string;
  value: number;
  official: boolean;
  /** The difficulty preset of a practice exam; null for custom settings. */
  difficulty: string | null;
}

export type ChartMetric = 'correctRate' | 'score';

interface ProgressChartProps {
  points: readonly ChartPoint[];
  format: ReportFormat;
  metric?: ChartMetric;
  height?: number;
  /** The area's difficulty presets, easiest first: the legend's order. */
  difficultyOrder?: readonly (string | null)[];
}

/**
 * Correct rate (or score) over time on one time axis: a line per practice difficulty, never
 * joining points of two difficulties, and one for the official exams.
 */
export function ProgressChart({ points, format, metric = 'correctRate', height = 260, difficultyOrder }: ProgressChartProps) {
  const { t } = useTranslation('reports');
  const theme = useTheme();
  const titleId = useId();
  const { ref, width } = useWidth(640);
  // The left margin holds the rotated axis title and the percent ticks.
  const box: ChartBox = { width, height, left: 64, right: 20, top: 12, bottom: 30 };
  const paper = theme.palette.background.paper;

  const parsed = points
    .map((point) => ({ ...point, time: new Date(point.submittedAt).getTime() }))
    .filter((point) => Number.isFinite(point.time))
    .sort((a, b) => a.time - b.time);
  const scaleX = timeScale(
    parsed.map((p) => p.time),
    box,
  );
  const scaleY = percentScale(box);
  const series = chartSeries(parsed, difficultyOrder);
  const seriesName = (line: ChartSeries): string => {
    if (line.kind === 'official') return t('kind.official');
    return line.difficulty === null ? t('difficulty.custom') : t(`difficulty.names.${line.difficulty}`);
  };
  const strings = CHART_STRINGS[metric];
  const formatValue = (value: number) => (metric === 'score' ? format.score(value) : format.percent(value));
  const tickTime = new Intl.DateTimeFormat(format.locale, { hour: '2-digit', minute: '2-digit' });
  const tickLabel = (time: number) => (scaleX.intraday ? tickTime.format(time) : format.day(new Date(time)));
  const ticks = scaleX.ticks.filter(
    (tick, i, all) => i === 0 || tickLabel(tick.time) !== tickLabel(all[i - 1]?.time ?? Number.NaN),
  );

  return (
    <Box ref={ref} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }} aria-hidden data-testid="progress-chart-legend">
        {series.map((line) => {
          const color = seriesColor(line, theme);
          return (
            <Stack key={line.key} direction="row" spacing={1} sx={{ alignItems: 'center' }} data-series={line.key}>
              <svg width={28} height={14} viewBox="0 0 28 14" style={{ flex: 'none' }}>
                {line.joined && <line x1={1} x2={27} y1={7} y2={7} stroke={color} strokeWidth={2} strokeDasharray={line.kind === 'official' ? '5 3' : undefined} />}
                <Marker shape={line.marker} x={14} y={7} r={4} color={color} paper={paper} />
              </svg>
              <Typography variant="body2">{seriesName(line)}</Typography>
            </Stack>
          );
        })}
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
        {series.map((line) => {
          const color = seriesColor(line, theme);
          const name = line.kind === 'official' ? seriesName(line) : `${t('kind.practice')} · ${seriesName(line)}`;
          const plotted = parsed
            .filter((point) => seriesKeyOf(point) === line.key)
            .map((point) => ({ ...point, x: scaleX.x(point.time), y: scaleY(point.value) }));
          return (
            <g key={line.key} data-series={line.key} data-kind={line.kind}>
              {line.joined && (
                <path
                  d={linePath(plotted)}
                  fill="none"
                  stroke={color}
                  strokeWidth={2}
                  strokeLinejoin="round"
                  strokeDasharray={line.kind === 'official' ? '6 4' : undefined}
                />
              )}
              {plotted.map((point, i) => (
                <g key={`${point.time}-${i}`} data-point>
                  <title>
                    {t(strings.point, { kind: name, time: format.dateTime(point.submittedAt), value: formatValue(point.value) })}
                  </title>
                  <Marker shape={line.marker} x={point.x} y={point.y} r={plotted.length > 60 ? 2.5 : 4} color={color} paper={paper} />
                </g>
              ))}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
