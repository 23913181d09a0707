/** A Playwright reporter that keeps the slowest end-to-end tests for the run's summary (scripts/test-run.ts). */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { runnerName, slowestOf, writeRunnerTimings, type TestTiming } from './timings-store.ts';

export default class PlaywrightTimingsReporter implements Reporter {
  private readonly timings: TestTiming[] = [];
  private readonly runner = runnerName('playwright');

  onTestEnd(test: TestCase, result: TestResult): void {
    const retry = result.retry > 0 ? ` (retry ${result.retry})` : '';
    this.timings.push({ test: `${test.titlePath().filter(Boolean).join(' > ')}${retry}`, ms: result.duration });
  }

  onEnd(): void {
    writeRunnerTimings({ runner: this.runner, tests: this.timings.length, slowest: slowestOf(this.timings) });
  }
}
