/**
 * dist-server/ as `npm run build` makes it, built again only when a source is newer. The bench
 * (bench/production-server.ts) and the end-to-end suite (playwright.config.ts) both run this one
 * step, so neither empties the folder under a server the other has started from it. The server
 * build cannot go to a folder of each one's own: it finds migrations, locales and clips by paths
 * relative to dist-server/ (server/build/vite.server.config.ts).
 *
 * `tsx server/build/build-server-unless-fresh.ts` runs it from the command line.
 */
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { serverOutDir } from './server-out-dir.ts';

/** What the server build bundles: the server, the code it shares with the SPA, and the packages. */
const SERVER_BUILD_INPUTS = ['server', 'src', 'package-lock.json'];

async function newestModification(file: string): Promise<number> {
  const info = await stat(file);
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(file, { withFileTypes: true, recursive: true });
  const times = await Promise.all(entries.filter((entry) => entry.isFile()).map(async (entry) => (await stat(path.join(entry.parentPath, entry.name))).mtimeMs));
  return Math.max(info.mtimeMs, ...times);
}


export async function buildServerUnlessFresh(root: string): Promise<'reused' | 'built'> {
  const entry = path.join(root, serverOutDir(), 'serve.js');
  if (existsSync(entry)) {
    const builtAt = (await stat(entry)).mtimeMs;
    const changedAt = Math.max(...(await Promise.all(SERVER_BUILD_INPUTS.map((input) => newestModification(path.join(root, input))))));
    if (builtAt > changedAt) return 'reused';
  }
  await build({ configFile: path.join(root, 'server', 'build', 'vite.server.config.ts'), logLevel: 'warn' });
  return 'built';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  console.info(`${serverOutDir()}/: ${await buildServerUnlessFresh(root)}`);
}
