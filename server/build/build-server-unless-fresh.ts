/**
 * dist-server/ as `npm run build` makes it, built again only when a source is newer. The bench
 * (bench/production-server.ts) and the end-to-end suite (playwright.config.ts) both run this one
 * step, so neither empties the folder under a server the other has started from it. The server
 * build cannot go to a folder of each one's own: it finds migrations, locales and clips by paths
 * relative to dist-server/ (server/build/vite.server.config.ts).
 *
 * `tsx server/build/build-server-unless-fresh.ts` runs it from the command line.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildUnlessFresh } from './fresh-build.ts';
import { serverOutDir } from './server-out-dir.ts';

/** What the server build bundles: the server, the code it shares with the SPA, and the packages. */
const SERVER_BUILD_INPUTS = ['server', 'src', 'package-lock.json'];

export function buildServerUnlessFresh(root: string): Promise<'reused' | 'built'> {
  return buildUnlessFresh({ root, entry: path.join(serverOutDir(), 'serve.js'), inputs: SERVER_BUILD_INPUTS }, () =>
    build({ configFile: path.join(root, 'server', 'build', 'vite.server.config.ts'), logLevel: 'warn' }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  console.info(`${serverOutDir()}/: ${await buildServerUnlessFresh(root)}`);
}
