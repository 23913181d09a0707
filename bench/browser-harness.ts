/**
 * Runs benchmark modules inside real headless Chromium: a Vite dev server (the repo's own
 * config, on a free port) serves a blank page and the modules; each module is imported in
 * a fresh page and its default export awaited there, with a loud timeout.
 */
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { chromium } from 'playwright';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { chromiumPath, headlessChromiumArgs } from '../chromium.config.ts';


export type Figures = Record<string, number>;

export interface ModuleOutcome {
  file: string;
  ms: number;
  figures?: Figures;
  error?: string;
}

const BLANK_PAGE = '/__bench__/';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Serves an empty page through Vite's HTML pipeline (so the React preamble is there too). */
function benchPage(): Plugin {
  return {
    name: 'auricle-bench-page',
    configureServer(server) {
      server.middlewares.use(BLANK_PAGE, (req, res) => {
        void server
          .transformIndexHtml(req.url ?? BLANK_PAGE, '<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>bench</title></head><body></body></html>')
          .then((html) => {
            res.setHeader('content-type', 'text/html');
            res.end(html);
          });
      });
    },
  };
}

export function checkFigures(value: unknown, file: string): Figures {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${file}: default export must resolve to an object of numbers`);
  const figures: Figures = {};
  for (const [key, figure] of Object.entries(value)) {
    if (typeof figure !== 'number' || !Number.isFinite(figure)) throw new Error(`${file}: figure "${key}" is ${String(figure)}, not a finite number`);
    figures[key] = figure;
  }
  return figures;
}

export async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`TIMEOUT: ${what} did not finish within ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function runBrowserModules(root: string, files: readonly string[], timeoutMs: number): Promise<ModuleOutcome[]> {
  if (files.length === 0) return [];
  const port = await freePort();
  let server: ViteDevServer | undefined;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: headlessChromiumArgs });
  const outcomes: ModuleOutcome[] = [];
  try {
    server = await createServer({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'warn',
      clearScreen: false,
      plugins: [benchPage()],
      server: { host: '127.0.0.1', port, strictPort: true, hmr: false, watch: null },
      // Found at start-up, so a late discovery cannot reload the page mid-measurement.
      optimizeDeps: { entries: files.map((file) => path.relative(root, file)) },
    });
    await server.listen();
    for (const file of files) {
      const url = `/${path.relative(root, file).split(path.sep).join('/')}`;
      const page = await browser.newPage();
      page.on('pageerror', (error) => console.error(`  [page error] ${url}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') console.error(`  [console ${message.type()}] ${url}: ${message.text()}`);
      });
      const started = Date.now();
      try {
        await page.goto(`http://127.0.0.1:${port}${BLANK_PAGE}`);
        const run = page.evaluate(async (moduleUrl) => {
          const module = (await import(/* @vite-ignore */ moduleUrl)) as { default: () => Promise<unknown> };
          return module.default();
        }, url);
        const figures = checkFigures(await withTimeout(run, timeoutMs, url), url);
        outcomes.push({ file, ms: Date.now() - started, figures });
      } catch (error) {
        outcomes.push({ file, ms: Date.now() - started, error: error instanceof Error ? error.message : String(error) });
      } finally {
        await page.close().catch(() => undefined);
      }
    }
  } finally {
    await browser.close();
    await server?.close();
  }
  return outcomes;
}
