/**
 * Audio engine figures (the README's bench table), measured in Chromium on the engine's rendered
 * output with the real processor chain: pink noise slope and band flatness, the A/B switch
 * (duration, steps, 5 ms level through it) and level matching.
 */
import { dB, hz } from '../../src/lib/units';
import type { QuestionProcessing } from '../../src/audio/processors';
import { createProcessorChain } from '../../src/audio/processors';
import { measureAbSwitch, measureSwitchDuration } from '../../src/audio/testing/ab-switch';
import { checkLevelMatch } from '../../src/audio/testing/level-match-measure';
import { measureEnginePinkNoise } from '../../src/audio/testing/pink-measure';

const round = (value: number, digits = 4): number => Math.round(value * 10 ** digits) / 10 ** digits;
const eq = (gain: number, frequency = 1000): QuestionProcessing => ({
  chain: [{ kind: 'eq', bands: [{ frequency: hz(frequency), gain: dB(gain), q: 1.414 }] }],
});

export default async function audioCore(): Promise<Record<string, number>> {
  const pink = await Promise.all([measureEnginePinkNoise(48_000, 0), measureEnginePinkNoise(48_000, 1)]);
  const switches = [];
  for (const gain of [0, 6]) switches.push(await measureAbSwitch({ processing: eq(gain), createProcessorChain }));
  const matches = [];
  for (const processing of [eq(6), eq(-9, 250), eq(12, 4000), { chain: [{ kind: 'gain', gain: dB(-10) }] } satisfies QuestionProcessing]) {
    matches.push(await checkLevelMatch({ processing, createProcessorChain }));
  }
  return {
    pink_slope_db_per_octave: round(pink.reduce((sum, fit) => sum + fit.slopeDbPerOctave, 0) / pink.length),
    pink_worst_third_octave_dev_db: round(Math.max(...pink.map((fit) => fit.worstDeviationDb))),
    ab_switch_ms: round(await measureSwitchDuration({ createProcessorChain }), 2),
    ab_switch_step_ratio: round(Math.max(...switches.map((s) => s.stepRatio))),
    ab_switch_level_bump_db: round(Math.max(...switches.map((s) => s.levelBumpDb))),
    level_match_error_lu: round(Math.max(...matches.map((m) => m.errorLu))),
  };
}
