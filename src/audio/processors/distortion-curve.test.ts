import { describe, expect, it } from 'vitest';
import { curveThd, distortionCurve, REFERENCE_AMPLITUDE } from './distortion-curve';

describe('distortion curve calibration', () => {
  it.each(['soft', 'hard'] as const)('%s: THD grows with drive', (type) => {
    const drives = [2.1, 3, 5, 10, 30];
    const thds = drives.map((drive) => curveThd(type, drive));
    for (let i = 1; i < thds.length; i++) expect(thds[i]).toBeGreaterThan(thds[i - 1] as number);
  });

  it('hard clipping below the clip point does not distort', () => {
    expect(curveThd('hard', 1.9 / (2 * REFERENCE_AMPLITUDE))).toBeLessThan(1e-6);
  });

  it.each(['soft', 'hard'] as const)('%s: the solved drive gives the requested THD', (type) => {
    for (const thd of [0.5, 1, 3, 10, 30]) {
      const { drive } = distortionCurve(type, thd);
      expect(curveThd(type, drive) / thd).toBeCloseTo(1, 6);
    }
  });

  it('is odd-symmetric (no DC) and cached', () => {
    const first = distortionCurve('soft', 5);
    const { curve } = first;
    expect(curve[(curve.length - 1) / 2]).toBe(0);
    expect(curve[0]).toBeCloseTo(-(curve[curve.length - 1] as number), 6);
    expect(distortionCurve('soft', 5)).toBe(first);
  });
});
