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
