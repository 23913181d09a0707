import { describe, expect, it } from 'vitest';
import { linePath, markerPath, percentScale, timeScale } from './chart-geometry';

const box = { width: 500, height: 200, left: 50, right: 50, top: 10, bottom: 30 };
const DAY = 86_400_000;

describe('chart geometry', () => {
  it('maps the first and last time onto the plot edges, with ticks spread evenly between', () => {
    const t0 = Date.UTC(2026, 0, 1);
    const scale = timeScale([t0 + 10 * DAY, t0, t0 + 4 * DAY], box);
    expect(scale.x(t0)).toBe(50);
    expect(scale.x(t0 + 10 * DAY)).toBe(450);
    expect(scale.x(t0 + 5 * DAY)).toBe(250);
    expect(scale.intraday).toBe(false);
    expect(scale.ticks.length).toBe(5);
    expect(scale.ticks.map((tick) => tick.x)).toEqual([50, 150, 250, 350, 450]);
  });

  it('centres a single point and shows times of day for a short span', () => {
    const t = Date.UTC(2026, 0, 1, 12);
    const scale = timeScale([t], box);
    expect(scale.x(t)).toBe(250);
    expect(scale.intraday).toBe(true);
  });

  it('puts 0 % on the baseline and 100 % at the top, clamping outliers', () => {
    const y = percentScale(box);
    expect(y(0)).toBe(170);
    expect(y(100)).toBe(10);
    expect(y(50)).toBe(90);
    expect(y(130)).toBe(10);
  });

  it('draws a path through the points in order', () => {
    expect(linePath([{ x: 1, y: 2 }, { x: 3.25, y: 4 }])).toBe('M1.0,2.0 L3.3,4.0');
  });

  it('draws each marker as its own shape', () => {
    const corners = (d: string) => d.split(/[ML]/).filter((part) => part.trim()).length;
    expect(corners(markerPath('triangle', 10, 10, 4))).toBe(3);
    expect(corners(markerPath('square', 10, 10, 4))).toBe(4);
    expect(corners(markerPath('hexagon', 10, 10, 4))).toBe(6);
    expect(markerPath('square', 10, 10, 4)).not.toBe(markerPath('diamond', 10, 10, 4));
    expect(markerPath('circle', 10, 10, 4)).toMatch(/^M6\.0,10\.0 a4,4/);
  });
});
