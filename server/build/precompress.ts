/**
 * A Vite plugin that writes a brotli (.br) and a gzip (.gz) copy beside every compressible file
 * of the build, so the production server (server/web/spa-routes.ts) sends them as they are
 * instead of compressing each response again.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|wasm)$/;
/**
 * What a compressed response adds: its `content-encoding: gzip` header line. A copy is kept only
 * where it saves more than that. A small chunk compresses too (a 950-byte one to about 600), and
 * an exam page loads a dozen under 1 KB; below about 200 bytes a copy is no smaller.
 */
const ENCODING_HEADER_BYTES = 'content-encoding: gzip\r\n'.length;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * `max` for what a school serves (`npm run build`); `fast` for the test runs' builds
 * (server/build/build-spa-unless-fresh.ts), which are read once and thrown away: brotli at its
 * highest quality spends most of a build's time for a few per cent of bytes.
 */
export type PrecompressQuality = 'max' | 'fast';

const BROTLI_QUALITY: Record<PrecompressQuality, number> = { max: constants.BROTLI_MAX_QUALITY, fast: 4 };
const GZIP_LEVEL: Record<PrecompressQuality, number> = { max: constants.Z_BEST_COMPRESSION, fast: constants.Z_BEST_SPEED };

/** Writes `<file>.br` and `<file>.gz` for each compressible file of `dir` where they save bytes; returns how many files. */
export async function precompressDirectory(dir: string, quality: PrecompressQuality = 'max'): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[quality], [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        }),
        gzipAsync(bytes, { level: GZIP_LEVEL[quality] }),
      ]);
      const copies = [['br', br] as const, ['gz', gz] as const].filter(([, copy]) => copy.length + ENCODING_HEADER_BYTES < bytes.length);
      await Promise.all(copies.map(([extension, copy]) => writeFile(`${file}.${extension}`, copy)));
      if (copies.length > 0) written++;
    }),
  );
  return written;
}

/** The variable that asks the build for `fast` precompression (set by build-spa-unless-fresh.ts). */
export const PRECOMPRESS_QUALITY_VARIABLE = 'AURICLE_PRECOMPRESS';

export function precompressQualityOf(env: NodeJS.ProcessEnv): PrecompressQuality {
  return env[PRECOMPRESS_QUALITY_VARIABLE] === 'fast' ? 'fast' : 'max';
}

export function precompress(quality: PrecompressQuality = precompressQualityOf(process.env)): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'auricle:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const started = Date.now();
      const count = await precompressDirectory(outDir, quality);
      logger?.info(`${count} files precompressed (br, gz, ${quality}) in ${Date.now() - started} ms`);
    },
  };
}
