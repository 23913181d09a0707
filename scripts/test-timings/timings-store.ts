/**
 * Where a test run keeps its timings: each runner's slowest tests (written by the reporters
 * beside this file) and each phase's wall time (written by scripts/test-run.ts), so the run can
 * print them all at its end. Under .data/ (git-ignored), replaced by every run.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const TIMINGS_DIR = fileURLToPath(new URL('../../.data/test-timings/', import.meta.url));

/** How many of a runner's tests the summary lists. */
export const SLOWEST_COUNT = 10;

export interface TestTiming {
  /** The test's file and full name. */
  test: string;
  ms: number;
}

export interface RunnerTimings {
  runner: string;
  tests: number;
  slowest: TestTiming[];
}

export function slowestOf(timings: readonly TestTiming[]): TestTiming[] {
  return [...timings].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_COUNT);
}

/** The phase of scripts/test-run.ts that started this runner (set in its environment), if any. */
export const TEST_PHASE_VARIABLE = 'AURICLE_TEST_PHASE';

/** A runner's name in the summary: the phase it ran in, then the runner (`server: vitest server-db`). */
export function runnerName(runner: string): string {
  const phase = process.env[TEST_PHASE_VARIABLE];
  return phase ? `${phase}: ${runner}` : runner;
}

export function writeRunnerTimings(timings: RunnerTimings): void {
  mkdirSync(TIMINGS_DIR, { recursive: true });
  const file = `runner-${timings.runner.replace(/[^\w.-]+/g, '_')}.json`;
  writeFileSync(path.join(TIMINGS_DIR, file), JSON.stringify(timings, null, 2));
}

export function readRunnerTimings(): RunnerTimings[] {
  let files: string[];
  try {
    files = readdirSync(TIMINGS_DIR).filter((file) => file.startsWith('runner-') && file.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((file) => JSON.parse(readFileSync(path.join(TIMINGS_DIR, file), 'utf8')) as RunnerTimings);
}

export function clearRunnerTimings(): void {
  rmSync(TIMINGS_DIR, { recursive: true, force: true });
}
