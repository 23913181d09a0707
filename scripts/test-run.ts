/**
 * `npm test`: every check, phase after phase, then how long each phase took and the slowest tests
 * of each runner (their reporters: scripts/test-timings/). Every phase runs even when one before
 * it fails, so one run gives the whole verdict; the exit code is 1 if any phase failed.
 *
 *   tsx scripts/test-run.ts                  lint and types side by side, then unit+server, browser, e2e
 *   tsx scripts/test-run.ts lint unit        only those phases (unit and server also apart)
 *   tsx scripts/test-run.ts --postgres       .ci/run's pass on PostgreSQL, summed up with the run before it
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_PHASE_VARIABLE, TIMINGS_DIR, clearRunnerTimings, readRunnerTimings } from './test-timings/timings-store.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** `vitest run` of these projects (vitest.config.ts). */
function vitest(...projects: string[]): string[] {
  return ['vitest', 'run', ...projects.flatMap((project) => ['--project', project])];
}

/** Each phase's command; the tools come from node_modules/.bin. */
const PHASES: Record<string, readonly string[]> = {
  // ESLint, then the import-cycle check that counts type imports too (package.json, lint and lint:cycles).
  lint: ['npm', 'run', '--silent', 'lint'],
  types: ['tsc', '--build'],
  unit: vitest('unit', 'dom'),
  server: vitest('server', 'server-db'),
  // The two above in one run: the server's tests wait on child processes and timers (the API
  // process's own test alone takes 35 s), and the unit tests fill those waits. Measured, 289 s
  // against 240 s and 86 s one after the other.
  'unit+server': vitest('unit', 'dom', 'server', 'server-db'),
  // After the unit and server phases, not beside them: Chromium's offline renders measured on a
  // shared two-core machine have come out wrong (a reverb's direct-to-reverberant ratio 2.2 dB off).
  browser: vitest('browser'),
  e2e: ['playwright', 'test'],
  // The database's own tests, and one walk through the product, on a throwaway PostgreSQL
  // (scripts/pg-scratch.ts). The builds of the e2e phase are reused (server/build/fresh-build.ts).
  'postgres-server': ['tsx', 'scripts/pg-scratch.ts', '--', ...vitest('server-db')],
  // Sign-in, an official exam, the reports and the CSV (e2e/production.spec.ts).
  'postgres-e2e': ['tsx', 'scripts/pg-scratch.ts', '--', 'playwright', 'test', 'e2e/production.spec.ts', '--project=chromium'],
};
/** Set for one phase only. CI=true: Playwright starts its own servers on PostgreSQL, never reusing one. */
const PHASE_ENV: Record<string, NodeJS.ProcessEnv> = { 'postgres-e2e': { CI: 'true' } };
/** Phases in one step run side by side: lint and types are one core's work each. */
const DEFAULT_STEPS: readonly (readonly string[])[] = [['lint', 'types'], ['unit+server'], ['browser'], ['e2e']];
const POSTGRES_STEPS: readonly (readonly string[])[] = [['postgres-server'], ['postgres-e2e']];

interface PhaseResult {
  phase: string;
  seconds: number;
  ok: boolean;
}

const PHASES_FILE = path.join(TIMINGS_DIR, 'phases.json');

function runPhase(phase: string, env: NodeJS.ProcessEnv): Promise<PhaseResult> {
  const [command, ...args] = PHASES[phase] as [string, ...string[]];
  console.info(`\n=== ${phase}: ${[command, ...args].join(' ')}`);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...env, ...PHASE_ENV[phase], [TEST_PHASE_VARIABLE]: phase }, stdio: 'inherit' });
    const end = (ok: boolean) => resolve({ phase, seconds: Math.round((performance.now() - started) / 100) / 10, ok });
    child.on('error', (error) => {
      console.error(error);
      end(false);
    });
    child.on('exit', (code) => end(code === 0));
  });
}

function readPhases(): PhaseResult[] {
  try {
    return JSON.parse(readFileSync(PHASES_FILE, 'utf8')) as PhaseResult[];
  } catch {
    return [];
  }
}

function summary(results: readonly PhaseResult[]): string {
  const lines = ['', '=== How long each phase took'];
  const width = Math.max(...results.map((r) => r.phase.length));
  for (const r of results) lines.push(`  ${r.phase.padEnd(width)}  ${r.seconds.toFixed(1).padStart(7)} s  ${r.ok ? 'passed' : 'FAILED'}`);
  lines.push(`  ${'wall time'.padEnd(width)}  ${((performance.now() - runStarted) / 1000).toFixed(1).padStart(7)} s  (of this command)`);
  for (const runner of readRunnerTimings()) {
    lines.push('', `=== The slowest tests of ${runner.runner} (${runner.tests} tests)`);
    for (const t of runner.slowest) lines.push(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.test}`);
  }
  return lines.join('\n');
}

const runStarted = performance.now();
const args = process.argv.slice(2);
const postgres = args.includes('--postgres');
const named = args.filter((arg) => !arg.startsWith('--'));
const unknown = named.filter((phase) => !(phase in PHASES));
if (unknown.length > 0) {
  console.error(`No such phase: ${unknown.join(', ')}. Phases: ${Object.keys(PHASES).join(', ')}`);
  process.exit(2);
}
const steps = named.length > 0 ? named.map((phase) => [phase]) : postgres ? POSTGRES_STEPS : DEFAULT_STEPS;

// The PostgreSQL pass is summed up together with the `npm test` before it.
const results: PhaseResult[] = postgres ? readPhases() : [];
if (!postgres) clearRunnerTimings();
mkdirSync(TIMINGS_DIR, { recursive: true });
const env = { ...process.env, PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}` };
for (const step of steps) {
  results.push(...(await Promise.all(step.map((phase) => runPhase(phase, env)))));
  writeFileSync(PHASES_FILE, JSON.stringify(results, null, 2));
}
console.info(summary(results));
process.exit(results.every((r) => r.ok) ? 0 : 1);
