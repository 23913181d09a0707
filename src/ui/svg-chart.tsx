import { useId, type ReactNode, type SVGProps } from 'react';
import { useTheme } from '@mui/material/styles';

export type SvgChartProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'width' | 'height' | 'viewBox'> & {
  /** The viewBox's size; the chart scales to its container, never wider than `width`. */
  width: number;
  height: number;
  /** What the picture shows, for a screen reader. */
  label: string;
  children: ReactNode;
};

/** A chart drawn on a fixed viewBox that scales with its container, named by its label. */
export function SvgChart({ width, height, label, children, ...attributes }: SvgChartProps) {
  const titleId = useId();
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      role="img"
      aria-labelledby={titleId}
      style={{ display: 'block', maxWidth: width }}
      {...attributes}
    >
      <title id={titleId}>{label}</title>
      {children}
    </svg>
  );
}

export interface LevelGridLinesProps {
  levels: readonly number[];
  /** Where a level sits on the chart. */
  y(level: number): number;
  x0: number;
  x1: number;
  format(level: number): string;
}

/** A dashed line across the plot at each level, labelled to its left (inside a `<g>` that sets the font). */
export function LevelGridLines({ levels, y, x0, x1, format }: LevelGridLinesProps) {
  const { palette } = useTheme();
  return levels.map((level) => (
    <g key={level}>
      <line x1={x0} x2={x1} y1={y(level)} y2={y(level)} stroke={palette.divider} strokeDasharray="3 4" />
      <text x={x0 - 6} y={y(level)} textAnchor="end" dominantBaseline="middle">
        {format(level)}
      </text>
    </g>
  ));
}
