/**
 * `npm run bench [-- name ...]`: runs every bench/*.bench.ts in Node and every
 * bench/browser/*.ts in headless Chromium (default export: async () => Record<string, number>),
 * merges the figures and writes bench/results.json (sorted keys, plus `meta`). With names,
 * only the matching modules run and their figures are merged into the existing results.
 * BENCH_TIMEOUT_MS sets the per-module limit (default 10 minutes).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkFigures, runBrowserModules, withTimeout, type Figures, type ModuleOutcome } from './browser-harness.ts';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(benchDir);
const resultsFile = path.join(benchDir, 'results.json');
const timeoutMs = Number(process.env.BENCH_TIMEOUT_MS ?? 600_000);
const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));

const red = (text: string): string => (process.stderr.isTTY ? `\u001b[31m${text}\u001b[39m` : text);
const matches = (file: string): boolean => filters.length === 0 || filters.some((filter) => path.basename(file).includes(filter));
const list = (dir: string, suffix: string): string[] =>
  existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(suffix)).sort().map((name) => path.join(dir, name)) : [];

async function runNodeModule(file: string): Promise<ModuleOutcome> {
  const started = Date.now();
  try {
    const module = (await import(pathToFileURL(file).href)) as { default?: () => Promise<unknown> };
    if (typeof module.default !== 'function') throw new Error('no default export function');
    const figures = checkFigures(await withTimeout(module.default(), timeoutMs, path.relative(root, file)), path.relative(root, file));
    return { file, ms: Date.now() - started, figures };
  } catch (error) {
    return { file, ms: Date.now() - started, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

function previousFigures(): Figures {
  if (filters.length === 0 || !existsSync(resultsFile)) return {};
  const previous = JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(previous).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

async function main(): Promise<number> {
  const nodeFiles = list(benchDir, '.bench.ts').filter(matches);
  const browserFiles = list(path.join(benchDir, 'browser'), '.ts').filter(matches);
  if (nodeFiles.length + browserFiles.length === 0) {
    console.error(red(`No benchmark modules match ${filters.join(', ')}`));
    return 1;
  }
  const outcomes: ModuleOutcome[] = [];
  for (const file of nodeFiles) {
    console.info(`bench: ${path.relative(root, file)} (node)`);
    outcomes.push(await runNodeModule(file));
  }
  if (browserFiles.length > 0) {
    console.info(`bench: ${browserFiles.map((file) => path.relative(root, file)).join(', ')} (chromium)`);
    outcomes.push(...(await runBrowserModules(root, browserFiles, timeoutMs)));
  }

  const figures = previousFigures();
  const failures: string[] = [];
  for (const outcome of outcomes) {
    const name = path.relative(root, outcome.file);
    if (outcome.error !== undefined) {
      failures.push(name);
      console.error(red(`✗ ${name} failed after ${(outcome.ms / 1000).toFixed(1)} s:\n${outcome.error}`));
      continue;
    }
    console.info(`✓ ${name} in ${(outcome.ms / 1000).toFixed(1)} s`);
    for (const [key, value] of Object.entries(outcome.figures ?? {})) {
      console.info(`    ${key} = ${value}`);
      figures[key] = value;
    }
  }
  const meta = {
    generated_at: new Date().toISOString(),
    modules: Object.fromEntries(outcomes.map((o) => [path.relative(root, o.file), o.error === undefined ? 'ok' : 'failed'])),
  };
  const sorted = Object.fromEntries(Object.entries({ ...figures, meta }).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(resultsFile, `${JSON.stringify(sorted, null, 2)}\n`);
  console.info(`bench: wrote ${path.relative(root, resultsFile)} (${Object.keys(figures).length} figures)`);
  if (failures.length > 0) console.error(red(`bench: ${failures.length} module(s) FAILED: ${failures.join(', ')}`));
  return failures.length > 0 ? 1 : 0;
}

// Exit explicitly: a timed-out module may still hold the event loop open.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(red(String(error instanceof Error ? (error.stack ?? error.message) : error)));
    process.exit(1);
  },
);
