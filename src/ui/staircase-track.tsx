import { useTheme } from '@mui/material/styles';
import { ladderPosition } from './ladder-position';
import { LevelGridLines, SvgChart } from './svg-chart';

export interface TrackTrial {
  level: number;
  correct: boolean;
  /** This answer turned the track round. */
  reversal: boolean;
}

export interface StaircaseTrackProps {
  trials: readonly TrackTrial[];
  /** The threshold and its 95 % interval, drawn as a line in a band; null when none was found. */
  threshold: { value: number; low: number; high: number } | null;
  /**
   * The ladder the track ran on, easiest first: the level axis spaces its rungs evenly, as the
   * staircase steps over them, so the settled part of a track on a geometric ladder is not
   * squeezed into the bottom pixels as on a linear axis.
   */
  ladder: readonly number[];
  formatLevel(level: number): string;
  /** What the picture shows, for a screen reader (the threshold in words, the number of trials). */
  label: string;
  levelAxis: string;
  trialAxis: string;
  height?: number;
}

const BOX = { width: 640, left: 84, right: 16, top: 12, bottom: 34 };
const LEVEL_TICKS = 5;

/** Up to LEVEL_TICKS rungs, evenly spread over the ladder, both ends included. */
function rungTicks(ladder: readonly number[]): number[] {
  const last = ladder.length - 1;
  const count = Math.min(LEVEL_TICKS, ladder.length);
  const indices = new Set(Array.from({ length: count }, (_, i) => Math.round((i * last) / Math.max(count - 1, 1))));
  return [...indices].map((i) => ladder[i] as number);
}

/**
 * An adaptive run's track: the level of each trial (filled: right, hollow: wrong), its
 * reversals ringed, and the threshold with its interval. Drawn on a fixed viewBox that scales
 * with its container.
 */
export function StaircaseTrack({ trials, threshold, ladder, formatLevel, label, levelAxis, trialAxis, height = 240 }: StaircaseTrackProps) {
  const theme = useTheme();
  const rungs = Math.max(ladder.length - 1, 1);
  const x0 = BOX.left;
  const x1 = BOX.width - BOX.right;
  const y0 = height - BOX.bottom;
  const x = (i: number) => x0 + ((i + 0.5) / Math.max(trials.length, 1)) * (x1 - x0);
  // Easiest at the top: down the axis is down the ladder, to smaller differences.
  const y = (level: number) => BOX.top + (ladderPosition(ladder, level) / rungs) * (y0 - BOX.top);
  const trialTicks = trials.length <= 1 ? [0] : [0, Math.floor((trials.length - 1) / 2), trials.length - 1];
  const path = trials.map((trial, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(trial.level).toFixed(1)}`).join(' ');
  const { palette } = theme;
  return (
    <SvgChart width={BOX.width} height={height} label={label} data-testid="staircase-track" data-trials={trials.length} data-reversals={trials.filter((t) => t.reversal).length}>
      <g fontSize={12} fill={palette.text.secondary}>
        <text transform="rotate(-90)" x={-(BOX.top + (y0 - BOX.top) / 2)} y={10} textAnchor="middle" dominantBaseline="middle">
          {levelAxis}
        </text>
        <text x={(x0 + x1) / 2} y={height - 4} textAnchor="middle">
          {trialAxis}
        </text>
        <LevelGridLines levels={rungTicks(ladder)} y={y} x0={x0} x1={x1} format={formatLevel} />
        {trialTicks.map((i) => (
          <text key={i} x={x(i)} y={y0 + 16} textAnchor="middle">
            {i + 1}
          </text>
        ))}
      </g>
      {threshold ? (
        <g data-testid="staircase-threshold" data-threshold={threshold.value}>
          <rect
            x={x0}
            width={x1 - x0}
            y={Math.min(y(threshold.high), y(threshold.low))}
            height={Math.max(1, Math.abs(y(threshold.low) - y(threshold.high)))}
            fill={palette.secondary.main} opacity={0.15} />
          <line x1={x0} x2={x1} y1={y(threshold.value)} y2={y(threshold.value)} stroke={palette.secondary.main} strokeWidth={2} />
        </g>
      ) : null}
      <path d={path} fill="none" stroke={palette.primary.main} strokeWidth={1.5} />
      {trials.map((trial, i) => (
        <g key={i}>
          {trial.reversal ? <circle cx={x(i)} cy={y(trial.level)} r={7} fill="none" stroke={palette.text.primary} strokeWidth={1} /> : null}
          <circle
            cx={x(i)}
            cy={y(trial.level)}
            r={4}
            fill={trial.correct ? palette.primary.main : palette.background.paper}
            stroke={palette.primary.main}
            strokeWidth={1.5}
          />
        </g>
      ))}
    </SvgChart>
  );
}
