/** Pure layout of the progress chart: scales and ticks, kept apart from the SVG so they are testable. */

export interface ChartBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface TimeTick {
  x: number;
  time: number;
}

const DAY_MS = 86_400_000;

export interface TimeScale {
  x(time: number): number;
  ticks: TimeTick[];
  /** The span is short enough that ticks should show the time of day rather than the date. */
  intraday: boolean;
}

export function timeScale(times: readonly number[], box: ChartBox): TimeScale {
  const finite = times.filter(Number.isFinite);
  let min = finite.length ? Math.min(...finite) : Date.now();
  let max = finite.length ? Math.max(...finite) : min;
  if (max - min < 60_000) {
    // One point, or several within a minute: centre them in a one-hour window.
    min -= 1_800_000;
    max += 1_800_000;
  }
  const x0 = box.left;
  const x1 = box.width - box.right;
  const x = (time: number) => x0 + ((time - min) / (max - min)) * (x1 - x0);
  const count = Math.max(2, Math.min(7, Math.floor((x1 - x0) / 96) + 1));
  const ticks: TimeTick[] = [];
  for (let i = 0; i < count; i += 1) {
    const time = min + ((max - min) * i) / (count - 1);
    ticks.push({ x: x(time), time });
  }
  return { x, ticks, intraday: max - min < 2 * DAY_MS };
}

/** Maps 0..100 % onto the plot's height (0 at the bottom). */
export function percentScale(box: ChartBox): (value: number) => number {
  const y0 = box.height - box.bottom;
  const y1 = box.top;
  return (value) => y0 + (Math.min(100, Math.max(0, value)) / 100) * (y1 - y0);
}

export const PERCENT_TICKS = [0, 25, 50, 75, 100] as const;

/** An SVG path through the points in order. */
export function linePath(points: readonly { x: number; y: number }[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
}

export type MarkerShape = 'circle' | 'filled-circle' | 'square' | 'triangle' | 'diamond' | 'triangle-down' | 'hexagon' | 'cross';

/** Corners and the turn of the first corner from straight up, per polygon marker. */
const POLYGONS: Partial<Record<MarkerShape, { corners: number; turn: number }>> = {
  square: { corners: 4, turn: Math.PI / 4 },
  triangle: { corners: 3, turn: 0 },
  diamond: { corners: 4, turn: 0 },
  'triangle-down': { corners: 3, turn: Math.PI },
  hexagon: { corners: 6, turn: 0 },
};

const fixed = (value: number): string => value.toFixed(1);

/** An SVG path of a marker of radius `r` centred on (x, y): the shape tells a series apart without its colour. */
export function markerPath(shape: MarkerShape, x: number, y: number, r: number): string {
  if (shape === 'cross') {
    const d = r * 0.85;
    return `M${fixed(x - d)},${fixed(y - d)} L${fixed(x + d)},${fixed(y + d)} M${fixed(x + d)},${fixed(y - d)} L${fixed(x - d)},${fixed(y + d)}`;
  }
  const polygon = POLYGONS[shape];
  if (!polygon) return `M${fixed(x - r)},${fixed(y)} a${r},${r} 0 1,0 ${2 * r},0 a${r},${r} 0 1,0 ${-2 * r},0 Z`;
  // Corners a little further out than a circle's radius, so that shapes look the same size.
  const reach = r * 1.25;
  const corners = Array.from({ length: polygon.corners }, (_, i) => {
    const angle = polygon.turn + (2 * Math.PI * i) / polygon.corners;
    return `${fixed(x + reach * Math.sin(angle))},${fixed(y - reach * Math.cos(angle))}`;
  });
  return `M${corners.join(' L')} Z`;
}
