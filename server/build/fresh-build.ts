/**
 * Whether a build is newer than everything it is made from and was made with the same settings,
 * so that a test run reuses it instead of building again (the end-to-end suite, its pass on
 * PostgreSQL and the bench: server/build/build-server-unless-fresh.ts, build-spa-unless-fresh.ts).
 * A build's settings (its VITE_ variables, its compression) are kept in a stamp under .data/.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

async function newestModification(file: string): Promise<number> {
  const info = await stat(file).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(file, { withFileTypes: true, recursive: true });
  const times = await Promise.all(entries.filter((entry) => entry.isFile()).map(async (entry) => (await stat(path.join(entry.parentPath, entry.name))).mtimeMs));
  return Math.max(info.mtimeMs, ...times);
}

export interface FreshBuild {
  root: string;
  /** The file the build writes last, relative to root. */
  entry: string;
  /** The files and folders the build is made from, relative to root. */
  inputs: readonly string[];
  /** What else decides the output (environment, options): a different value means a new build. */
  settings?: Record<string, string>;
}

function stampFile({ root, entry }: FreshBuild): string {
  return path.join(root, '.data', 'build-stamps', `${entry.replace(/[^\w.-]+/g, '_')}.json`);
}

export async function isFresh(build: FreshBuild): Promise<boolean> {
  const entry = path.join(build.root, build.entry);
  if (!existsSync(entry)) return false;
  const stamp = await readFile(stampFile(build), 'utf8').catch(() => null);
  if (stamp !== JSON.stringify(build.settings ?? {})) return false;
  const builtAt = (await stat(entry)).mtimeMs;
  const changedAt = Math.max(...(await Promise.all(build.inputs.map((input) => newestModification(path.join(build.root, input))))));
  return builtAt > changedAt;
}

/** Runs `make` unless the build is fresh; records its settings after a build. */
export async function buildUnlessFresh(build: FreshBuild, make: () => Promise<unknown>): Promise<'reused' | 'built'> {
  if (await isFresh(build)) return 'reused';
  await make();
  await mkdir(path.dirname(stampFile(build)), { recursive: true });
  await writeFile(stampFile(build), JSON.stringify(build.settings ?? {}));
  return 'built';
}
