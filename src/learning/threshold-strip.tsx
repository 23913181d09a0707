import { useTheme } from '@mui/material/styles';
import { SvgChart } from '../ui';

export interface ThresholdStripProps {
  values: readonly number[];
  formatLevel(level: number): string;
  label: string;
}

const BOX = { width: 640, height: 96, left: 24, right: 24, axis: 70 };

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** A class's thresholds as dots on one axis (stacked where they meet), with the median marked. */
export function ThresholdStrip({ values, formatLevel, label }: ThresholdStripProps) {
  const { palette } = useTheme();
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const x = (v: number) => BOX.left + ((v - low) / span) * (BOX.width - BOX.left - BOX.right);
  const middle = median(values);
  const stacked = new Map<number, number>();
  const dots = [...values].sort((a, b) => a - b).map((v) => {
    const column = Math.round(x(v) / 8);
    const row = stacked.get(column) ?? 0;
    stacked.set(column, row + 1);
    return { v, cx: x(v), cy: BOX.axis - 8 - row * 9 };
  });
  return (
    <SvgChart width={BOX.width} height={BOX.height} label={label} data-testid="threshold-strip" data-students={values.length}>
      <line x1={BOX.left} x2={BOX.width - BOX.right} y1={BOX.axis} y2={BOX.axis} stroke={palette.divider} />
      {middle === null ? null : (
        <line x1={x(middle)} x2={x(middle)} y1={12} y2={BOX.axis + 4} stroke={palette.secondary.main} strokeWidth={2} strokeDasharray="4 3" />
      )}
      {dots.map((dot, i) => (
        <circle key={i} cx={dot.cx} cy={dot.cy} r={4} fill={palette.primary.main} />
      ))}
      <g fontSize={12} fill={palette.text.secondary}>
        <text x={BOX.left} y={BOX.axis + 18} textAnchor="start">
          {formatLevel(low)}
        </text>
        <text x={BOX.width - BOX.right} y={BOX.axis + 18} textAnchor="end">
          {formatLevel(high)}
        </text>
      </g>
    </SvgChart>
  );
}
