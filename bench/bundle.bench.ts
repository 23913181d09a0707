/**
 * Bundle figures: builds the SPA into a temporary folder and reads Vite's manifest.
 * static_initial_js_gzip_kb (a cross-check of the browser-measured prod_initial_js_gzip_kb of
 * bundle-browser.bench.ts): the entry chunk and everything it imports statically, gzipped.
 * largest_route_chunk_gzip_kb: the largest lazily loaded chunk of our own code (a page, an
 * area, a dialog: a dynamic import of a file under src/) together with its own static imports
 * that the initial load does not already bring. A dynamic import whose module Rolldown placed
 * in a shared chunk (the manifest then marks no dynamic entry) counts too, as that chunk.
 * largest_route_own_gzip_kb and largest_route_shared_gzip_kb: that largest route split into its
 * own chunk and the shared chunks it loads with it (they add up to the figure above).
 * largest_lazy_chunk_gzip_kb: the same over every dynamic import, libraries included (Sentry,
 * the Auth0 SDK), so a heavy lazily loaded library stays visible.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A chunk some dynamic import loads, and whether that import names a file under src/. */
export interface LazyTarget {
  file: string;
  own: boolean;
}

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

export interface LazyChunkSize {
  key: string;
  /** Under src/: a page, an area, a dialog. */
  own: boolean;
  /** The chunk itself, and the non-initial chunks it imports statically (KB gzip). */
  selfKb: number;
  sharedKb: number;
  totalKb: number;
}

/** Every lazily loaded chunk with what it brings, largest first; and the initial load. */
export function lazyChunkSizes(
  manifest: Manifest,
  gzipBytes: (file: string) => number,
  targets: readonly LazyTarget[] = [],
): { initialKb: number; chunks: LazyChunkSize[] } {
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
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const own = new Set(Object.keys(manifest).filter((key) => key.startsWith('src/')));
  const lazy = new Set(Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry));
  for (const target of targets) {
    const key = keyOf.get(target.file);
    if (key === undefined) continue;
    lazy.add(key);
    if (target.own) own.add(key);
  }
  for (const key of initial) lazy.delete(key);
  const chunks = [...lazy].map((key) => {
    const loaded = [...staticClosure(manifest, [key])].filter((k) => !initial.has(k));
    return { key, own: own.has(key), selfKb: kb([key]), sharedKb: kb(loaded.filter((k) => k !== key)), totalKb: kb(loaded) };
  });
  return { initialKb: kb(initial), chunks: chunks.sort((a, b) => b.totalKb - a.totalKb) };
}

export function bundleFigures(
  manifest: Manifest,
  gzipBytes: (file: string) => number,
  targets: readonly LazyTarget[] = [],
): Record<string, number> {
  const { initialKb, chunks } = lazyChunkSizes(manifest, gzipBytes, targets);
  const route = chunks.find((chunk) => chunk.own);
  return {
    static_initial_js_gzip_kb: initialKb,
    largest_route_chunk_gzip_kb: route?.totalKb ?? 0,
    largest_route_own_gzip_kb: route?.selfKb ?? 0,
    largest_route_shared_gzip_kb: route?.sharedKb ?? 0,
    largest_lazy_chunk_gzip_kb: chunks[0]?.totalKb ?? 0,
  };
}

/** Records which output chunks hold a dynamically imported module (manifest keys miss some). */
function lazyTargetsPlugin(targets: LazyTarget[]): Plugin {
  const srcDir = `${path.join(root, 'src')}${path.sep}`;
  return {
    name: 'auricle-bench-lazy-targets',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const info = this.getModuleInfo(id);
          if (info && info.dynamicImporters.length > 0) targets.push({ file: chunk.fileName, own: id.startsWith(srcDir) });
        }
      }
    },
  };
}

export default async function bundleBench(): Promise<Record<string, number>> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'auricle-bundle-'));
  const targets: LazyTarget[] = [];
  try {
    await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'warn',
      plugins: [lazyTargetsPlugin(targets)],
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false, reportCompressedSize: false },
    });
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const gzipBytes = (file: string): number => gzipSync(readFileSync(path.join(outDir, file))).length;
    for (const chunk of lazyChunkSizes(manifest, gzipBytes, targets).chunks.filter((c) => c.own).slice(0, 5)) {
      console.info(`    route ${chunk.key}: ${chunk.totalKb} KB (own ${chunk.selfKb} + shared ${chunk.sharedKb})`);
    }
    return bundleFigures(manifest, gzipBytes, targets);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
