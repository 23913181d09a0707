/**
 * Bundle figures: builds the SPA into a temporary folder and reads Vite's manifest.
 * initial_js_gzip_kb: the entry chunk and everything it imports statically, gzipped.
 * largest_route_chunk_gzip_kb: the largest lazily loaded chunk of our own code (a page, an
 * area, a dialog: a dynamic import of a file under src/) together with its own static imports
 * that the initial load does not already bring.
 * largest_lazy_chunk_gzip_kb: the same over every dynamic import, libraries included (Sentry,
 * the Auth0 SDK), so a heavy lazily loaded library stays visible.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Keys of `start` and everything reachable through static imports. */
export function staticClosure(manifest: Manifest, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

export function bundleFigures(manifest: Manifest, gzipBytes: (file: string) => number): Record<string, number> {
  const kb = (keys: Iterable<string>): number => {
    let bytes = 0;
    for (const key of keys) {
      const file = manifest[key]?.file;
      if (file?.endsWith('.js')) bytes += gzipBytes(file);
    }
    return Math.round((bytes / 1024) * 10) / 10;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const initial = staticClosure(manifest, entries);
  const lazy = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry && !initial.has(key));
  const size = (key: string): number => kb([...staticClosure(manifest, [key])].filter((k) => !initial.has(k)));
  return {
    initial_js_gzip_kb: kb(initial),
    largest_route_chunk_gzip_kb: Math.max(0, ...lazy.filter((key) => key.startsWith('src/')).map(size)),
    largest_lazy_chunk_gzip_kb: Math.max(0, ...lazy.map(size)),
  };
}

export default async function bundleBench(): Promise<Record<string, number>> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'auricle-bundle-'));
  try {
    await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false, reportCompressedSize: false },
    });
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    return bundleFigures(manifest, (file) => gzipSync(readFileSync(path.join(outDir, file))).length);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
