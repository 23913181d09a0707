/**
 * The production server's build (`npm run build`, after the SPA's): server/serve.ts and the render
 * pool's worker compiled to JavaScript in dist-server/, which nothing serves. The code the server
 * shares with the SPA (src/: areas, exam contract, audio engine) is bundled in; packages stay
 * imports from node_modules, so they must be "dependencies" in package.json.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { serverOutDir } from './server-out-dir.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
// AURICLE_SERVER_OUT_DIR: a sibling folder of dist-server/ (the same depth, so the paths below
// stay right), for an end-to-end run beside another (e2e/e2e-env.ts).
const outDir = path.join(root, serverOutDir());
if (path.dirname(outDir) !== path.resolve(root)) throw new Error(`AURICLE_SERVER_OUT_DIR must name a folder beside dist-server/, not ${process.env.AURICLE_SERVER_OUT_DIR}`);
const renderPoolDir = path.join(root, 'server/api/official-exams/render-pool');

/**
 * Modules read data files beside their source: migrations (server/api/db/migrate.ts), locale
 * files (server/api/reports/csv-labels.ts), instrument clips in public/
 * (server/api/official-exams/sounds/question-audio.ts). Bundled, `import.meta.url` would be the bundle's, so
 * in each module it goes on naming the module's source file; the data stays where the repository
 * keeps it. The render pool is the exception: it starts its worker from the built files beside it.
 */
function importMetaUrlOfSource(): Plugin {
  return {
    name: 'auricle:import-meta-url-of-source',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!code.includes('import.meta.url') || file.includes('/node_modules/') || file.startsWith(renderPoolDir)) return null;
      const fromBundle = path.relative(outDir, file).split(path.sep).join('/');
      return { code: code.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), map: null };
    },
  };
}

/** The worker entry piscina starts (render-worker.mjs): it imports render-worker.js beside it when no .ts is there. */
function renderWorkerEntry(): Plugin {
  return {
    name: 'auricle:render-worker-entry',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'render-worker.mjs', source: await readFile(path.join(renderPoolDir, 'render-worker.mjs'), 'utf8') });
    },
  };
}

export default defineConfig({
  root,
  // No .env, no public files: this build has no VITE_ variables and serves nothing.
  envDir: false,
  publicDir: false,
  logLevel: 'warn',
  plugins: [importMetaUrlOfSource(), renderWorkerEntry()],
  build: {
    ssr: true,
    target: 'node20',
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // The SPA loads pink noise lazily; the server imports it up front, and that is fine.
      checks: { ineffectiveDynamicImport: false },
      input: {
        serve: path.join(root, 'server/serve.ts'),
        'render-worker': path.join(renderPoolDir, 'render-worker.ts'),
      },
      output: {
        format: 'es',
        // Flat: the render pool finds render-worker.mjs beside the chunk it is bundled into.
        entryFileNames: '[name].js',
        chunkFileNames: '[name]-[hash].js',
      },
    },
  },
});
