/**
 * The adaptive staircase against simulated listeners with known thresholds
 * (src/exam-contract/adaptive/listener-recovery.ts): for every dimension of every area, 200
 * seeded runs by a listener whose threshold lies 60 % of the way down the ladder and whose
 * psychometric function rises from 25 to 75 % over two rungs there (2 % lapses, the dimension's
 * own guess rate at each level).
 * - adaptive_threshold_error_pct_median: median |estimate - threshold| / threshold over all runs (%);
 * - adaptive_threshold_ci_coverage: the share of all runs whose 95 % interval holds the threshold;
 * - adaptive_trials_median: answers until the staircase stops, median over all runs;
 * - adaptive_ci_coverage_shallow: the coverage for a shallow listener (25 to 75 % over four rungs).
 * Each dimension's own figures are printed.
 */
import { AREA_DEFINITIONS } from '../src/areas/definitions.ts';
import { recoverThreshold, recoveryFigures, simulatedListenerOf, type RecoveredRun } from '../src/exam-contract/adaptive/listener-recovery.ts';
import type { AreaDefinition } from '../src/exam-contract/index.ts';

const RUNS = 200;
const round = (value: number, digits: number): number => Math.round(value * 10 ** digits) / 10 ** digits;

export default async function adaptiveBench(): Promise<Record<string, number>> {
  const typical: RecoveredRun[] = [];
  const shallow: RecoveredRun[] = [];
  for (const definition of Object.values(AREA_DEFINITIONS) as AreaDefinition[]) {
    for (const dimension of definition.adaptive) {
      const listener = simulatedListenerOf(dimension);
      const runs = recoverThreshold(dimension, listener, RUNS, 1);
      typical.push(...runs);
      shallow.push(...recoverThreshold(dimension, simulatedListenerOf(dimension, 0.6, 4), RUNS, 2));
      const f = recoveryFigures(runs);
      console.info(
        `  ${`${definition.id}/${dimension.id}`.padEnd(22)} threshold ${round(listener.threshold, 3)} ${dimension.unit}: ` +
          `error ${round(f.errorPctMedian, 1)} %, coverage ${round(f.ciCoverage, 3)}, trials ${f.trialsMedian}`,
      );
    }
  }
  const all = recoveryFigures(typical);
  return {
    adaptive_threshold_error_pct_median: round(all.errorPctMedian, 2),
    adaptive_threshold_ci_coverage: round(all.ciCoverage, 3),
    adaptive_trials_median: all.trialsMedian,
    adaptive_ci_coverage_shallow: round(recoveryFigures(shallow).ciCoverage, 3),
  };
}
