/** A Vitest reporter that keeps each project's slowest tests for the run's summary (scripts/test-run.ts). */
import type { Reporter, TestModule } from 'vitest/node';
import { runnerName, slowestOf, writeRunnerTimings, type TestTiming } from './timings-store.ts';

export default class VitestTimingsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const byProject = new Map<string, TestTiming[]>();
    for (const testModule of testModules) {
      const timings = byProject.get(testModule.project.name) ?? [];
      for (const testCase of testModule.children.allTests()) {
        const duration = testCase.diagnostic()?.duration;
        if (duration !== undefined) timings.push({ test: `${testModule.relativeModuleId} > ${testCase.fullName}`, ms: Math.round(duration) });
      }
      byProject.set(testModule.project.name, timings);
    }
    for (const [project, timings] of byProject) writeRunnerTimings({ runner: runnerName(`vitest ${project}`), tests: timings.length, slowest: slowestOf(timings) });
  }
}
