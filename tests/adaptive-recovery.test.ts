/**
 * Every area's adaptive mode finds a simulated listener's known threshold (seeded, so the
 * figures are the same on every run): the bars of the issue over all dimensions together, and a
 * looser one for each dimension alone. `npm run bench` measures the same with more runs.
 */
import { describe, expect, it } from 'vitest';
import { AREA_DEFINITIONS } from '../src/areas/definitions';
import { recoverThreshold, recoveryFigures, simulatedListenerOf, type RecoveredRun } from '../src/exam-contract/adaptive/listener-recovery';
import type { AreaDefinition } from '../src/exam-contract';

const RUNS = 100;
const dimensions = (Object.values(AREA_DEFINITIONS) as AreaDefinition[]).flatMap((definition) =>
  definition.adaptive.map((dimension): [string, (typeof definition.adaptive)[number]] => [`${definition.id}/${dimension.id}`, dimension]),
);
const runsOf = new Map<string, RecoveredRun[]>(dimensions.map(([name, dimension]) => [name, recoverThreshold(dimension, simulatedListenerOf(dimension), RUNS, 4)]));

describe('adaptive thresholds against simulated listeners', () => {
  it('over every dimension: median error <= 10 %, 95 % interval coverage >= 0.9, median trials <= 50', () => {
    const all = recoveryFigures([...runsOf.values()].flat());
    expect(all.errorPctMedian).toBeLessThanOrEqual(10);
    expect(all.ciCoverage).toBeGreaterThanOrEqual(0.9);
    expect(all.trialsMedian).toBeLessThanOrEqual(50);
  });

  it.each(dimensions)('%s alone: within 20 %, covered in 90 % of runs, under 50 trials', (name) => {
    const figures = recoveryFigures(runsOf.get(name) ?? []);
    expect(figures.errorPctMedian).toBeLessThanOrEqual(20);
    expect(figures.ciCoverage).toBeGreaterThanOrEqual(0.9);
    expect(figures.trialsMedian).toBeLessThanOrEqual(50);
  });

  it('a listener with a lower threshold gets a lower estimate', () => {
    const [, gain] = dimensions.find(([name]) => name === 'eq/gain') ?? [];
    if (!gain) throw new Error('no EQ gain dimension');
    const coarse = recoveryFigures(recoverThreshold(gain, simulatedListenerOf(gain, 0.3), 40, 9));
    const fine = simulatedListenerOf(gain, 0.8);
    const estimates = recoverThreshold(gain, fine, 40, 9).map((run) => run.estimate?.threshold ?? Number.NaN);
    expect(Math.max(...estimates)).toBeLessThan(simulatedListenerOf(gain, 0.3).threshold);
    expect(coarse.errorPctMedian).toBeLessThanOrEqual(20);
  });
});
