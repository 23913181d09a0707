import { useTheme } from '@mui/material/styles';
import type { ThresholdPoint } from '../api-contract';
import { LevelGridLines, SvgChart } from '../ui';

export interface ThresholdHistoryChartProps {
  /** Oldest first; runs without a threshold are left out. */
  runs: readonly ThresholdPoint[];
  formatLevel(level: number): string;
  formatDay(iso: string): string;
  /** One run in words (its date, threshold and interval), for the point's tooltip. */
  describeRun(run: ThresholdPoint): string;
  label: string;
  height?: number;
}

const BOX = { width: 640, left: 72, right: 20, top: 14, bottom: 30 };

/** A threshold per run over time: the value as a point on a line, its 95 % interval as a whisker. */
export function ThresholdHistoryChart({ runs, formatLevel, formatDay, describeRun, label, height = 220 }: ThresholdHistoryChartProps) {
  const { palette } = useTheme();
  const points = runs.flatMap((run) =>
    run.threshold === null ? [] : [{ ...run, threshold: run.threshold, low: run.low ?? run.threshold, high: run.high ?? run.threshold }],
  );
  const low = Math.min(...points.map((p) => p.low));
  const high = Math.max(...points.map((p) => p.high));
  const pad = (high - low || Math.abs(high) || 1) * 0.1;
  const [y0v, y1v] = [low - pad, high + pad];
  const x0 = BOX.left;
  const x1 = BOX.width - BOX.right;
  const yBottom = height - BOX.bottom;
  const x = (i: number) => x0 + ((i + 0.5) / Math.max(points.length, 1)) * (x1 - x0);
  const y = (v: number) => yBottom - ((v - y0v) / (y1v - y0v)) * (yBottom - BOX.top);
  const ticks = [y0v + pad, (y0v + y1v) / 2, y1v - pad];
  const dayTicks = points.length <= 1 ? [0] : [0, points.length - 1];
  return (
    <SvgChart width={BOX.width} height={height} label={label} data-testid="threshold-history" data-points={points.length}>
      <g fontSize={12} fill={palette.text.secondary}>
        <LevelGridLines levels={ticks} y={y} x0={x0} x1={x1} format={formatLevel} />
        {dayTicks.map((i) => (
          <text key={i} x={x(i)} y={height - 8} textAnchor="middle">
            {points[i] ? formatDay(points[i].finishedAt) : ''}
          </text>
        ))}
      </g>
      <path
        d={points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.threshold).toFixed(1)}`).join(' ')}
        fill="none"
        stroke={palette.primary.main}
        strokeWidth={1.5}
      />
      {points.map((p, i) => (
        <g key={p.submitId} data-threshold={p.threshold}>
          <line x1={x(i)} x2={x(i)} y1={y(p.high)} y2={y(p.low)} stroke={palette.secondary.main} strokeWidth={2} />
          <circle cx={x(i)} cy={y(p.threshold)} r={4.5} fill={palette.primary.main}>
            <title>{describeRun(p)}</title>
          </circle>
        </g>
      ))}
    </SvgChart>
  );
}
