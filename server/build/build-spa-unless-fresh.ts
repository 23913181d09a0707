/**
 * The SPA built for a test run into a folder of its own (the end-to-end suite's SPA_DIR, which its
 * pass on PostgreSQL reuses), built again only when a source, a VITE_ variable or the compression
 * changed. Precompressed fast: the maximum quality `npm run build` uses is tested on its own
 * (server/build/precompress.test.ts).
 *
 *   tsx server/build/build-spa-unless-fresh.ts <outDir>
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildUnlessFresh } from './fresh-build.ts';
import { PRECOMPRESS_QUALITY_VARIABLE } from './precompress.ts';

/** What the SPA build is made from. */
const SPA_BUILD_INPUTS = ['src', 'locales', 'public', 'index.html', 'vite.config.ts', 'server/build/precompress.ts', 'package-lock.json', '.env'];

export async function buildSpaUnlessFresh(root: string, outDir: string): Promise<'reused' | 'built'> {
  const settings = Object.fromEntries(
    Object.entries(process.env)
      .filter((entry): entry is [string, string] => entry[0].startsWith('VITE_') && entry[1] !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  settings[PRECOMPRESS_QUALITY_VARIABLE] = 'fast';
  return buildUnlessFresh({ root, entry: path.join(outDir, 'index.html'), inputs: SPA_BUILD_INPUTS, settings }, async () => {
    process.env[PRECOMPRESS_QUALITY_VARIABLE] = 'fast';
    await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: tsx server/build/build-spa-unless-fresh.ts <outDir>');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  console.info(`${outDir}/: ${await buildSpaUnlessFresh(root, outDir)}`);
}
