/**
 * The compressor (src/audio/dynamics/compressor.ts) measured on its output, in Node, at 48 kHz:
 * - dynamics_static_curve_error_db: the largest |measured - formula| over steady sines from -60
 *   to 0 dBFS in 1 dB steps, at 2:1, 4:1 and 10:1, threshold -20 dBFS, 6 dB knee (attack
 *   0.1 ms, release 1 s, as static curves are measured);
 * - dynamics_attack_error_pct, dynamics_release_error_pct: the largest |measured / set - 1| of
 *   the time constant of the gain reduction's step response, over attacks of 1 to 30 ms and
 *   releases of 50 ms to 1 s.
 */
import { measureTimeConstants, staticCurveErrorDb, type CompressorSettings } from '../src/audio/dynamics/index.ts';

const RATE = 48_000;
const BASE: CompressorSettings = { thresholdDb: -20, ratio: 4, kneeDb: 6, attackMs: 0.1, releaseMs: 1000 };
const round = (value: number, digits: number): number => Math.round(value * 10 ** digits) / 10 ** digits;

export default async function dynamicsBench(): Promise<Record<string, number>> {
  let curve = 0;
  for (const ratio of [2, 4, 10]) {
    for (let level = -60; level <= 0; level += 1) curve = Math.max(curve, Math.abs(staticCurveErrorDb({ ...BASE, ratio }, level, RATE)));
  }
  let attack = 0;
  let release = 0;
  for (const [attackMs, releaseMs] of [
    [1, 50],
    [5, 100],
    [10, 200],
    [30, 1000],
  ] as const) {
    const measured = measureTimeConstants({ ...BASE, attackMs, releaseMs }, RATE);
    attack = Math.max(attack, Math.abs(measured.attackMs / attackMs - 1));
    release = Math.max(release, Math.abs(measured.releaseMs / releaseMs - 1));
    console.info(`  attack ${attackMs} ms -> ${round(measured.attackMs, 3)} ms, release ${releaseMs} ms -> ${round(measured.releaseMs, 2)} ms`);
  }
  return {
    dynamics_static_curve_error_db: round(curve, 4),
    dynamics_attack_error_pct: round(100 * attack, 3),
    dynamics_release_error_pct: round(100 * release, 3),
  };
}
