import { defineConfig, type Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { precompress } from './server/build/precompress.ts';

/**
 * MUI's createTheme and ThemeProvider import its CSS-variables theme machinery (about 25 KB
 * before gzip) and use it only for a theme made with `cssVariables` or `colorSchemes`, which
 * Auricle's are not (src/app/theme.ts builds one plain theme per mode). In the build those two
 * imports resolve to a module that fails loudly if that ever changes.
 */
function muiWithoutCssVariablesTheme(): Plugin {
  const STUB = '\0auricle:mui-css-variables-theme';
  const importer = /[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/;
  return {
    name: 'auricle:mui-without-css-variables-theme',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, from) {
      if (from && importer.test(from) && /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.mjs$/.test(source)) return STUB;
      return null;
    },
    load(id) {
      if (id !== STUB) return null;
      return [
        "const unsupported = () => { throw new Error('This build has no MUI CSS-variables themes (see vite.config.ts).'); };",
        'export default unsupported;',
        'export const CssVarsProvider = unsupported;',
      ].join('\n');
    },
  };
}

/**
 * @mdi/js is one module of some 7,000 icon paths. Tree-shaking keeps only the icons the app
 * uses, but a module lives in one chunk: every icon of every page would ride in the first load
 * beside the top bar's. In the build, each named import from it becomes a module of one icon,
 * which then goes where it is used (the drawer's icons with the drawer, a page's with the page).
 */
function mdiIconPerModule(): Plugin {
  const PREFIX = '\0auricle:mdi/';
  const namedImports = /import\s*\{([^}]*)\}\s*from\s*['"]@mdi\/js['"];?/g;
  let paths: Map<string, string> | undefined;
  const iconPaths = (): Map<string, string> => {
    paths ??= new Map(
      [...readFileSync(fileURLToPath(new URL('./node_modules/@mdi/js/mdi.js', import.meta.url)), 'utf8').matchAll(/^export var (mdi\w+) = "([^"]+)";$/gm)].map(
        ([, name, path]) => [name as string, path as string],
      ),
    );
    return paths;
  };
  return {
    name: 'auricle:mdi-icon-per-module',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.tsx?$/.test(id) || !code.includes('@mdi/js')) return null;
      const rewritten = code.replace(namedImports, (statement, names: string) => {
        const imports = names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => {
            const [icon, local = icon] = name.split(/\s+as\s+/);
            return `import ${local} from '${PREFIX}${icon}';`;
          });
        // As many lines as the statement replaced: every other line stays where it was, so the
        // source map of the file needs no change (`map: null`).
        return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
      });
      return { code: rewritten, map: null };
    },
    resolveId(source) {
      return source.startsWith(PREFIX) ? source : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const icon = id.slice(PREFIX.length);
      const path = iconPaths().get(icon);
      if (path === undefined) throw new Error(`@mdi/js has no icon ${icon}`);
      return { code: `export default ${JSON.stringify(path)};`, moduleSideEffects: false };
    },
  };
}

/** These layers run nothing when imported (declarations only); the IR worker aside. */
const ownPureCode = /\/src\/(audio|exam|exam-contract|ui)\/(?!.*\.worker\.ts$)/;

export default defineConfig(({ command }) => ({
  plugins: [react(), muiWithoutCssVariablesTheme(), mdiIconPerModule(), precompress()],
  resolve: {
    // react-router's package entry is its development build (dev warnings on); the build takes
    // the production one it ships beside it, the same code with those warnings compiled out.
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }] : [],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    // Maps are written for whoever debugs a build, but no file points to them and the production
    // server never serves them (server/web/spa-routes.ts).
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      // An import that uses nothing from a pure module then needs no module. Without this, a
      // barrel import (the top bar's pending-results chip, the play control's error helpers)
      // drags in everything the barrel re-exports, and parts loaded later (the audio engine,
      // pink noise) end up in the page's chunk.
      treeshake: { moduleSideEffects: (id: string) => !ownPureCode.test(id) },
      output: {
        codeSplitting: {
          groups: [
            // The first load's libraries in one chunk instead of a splinter per set of pages
            // that also use them: fewer, larger files compress better (and cache apart from our
            // code). MUI's modal and transition code is not forced in: with the exam pages'
            // selects native, only dialogs and menus use it, and those load after the paint.
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 1 },
            // The home page's one card component (and its helpers) on its own: merged into a
            // neighbour below, it would bring a reports page's MUI into the signed-out first load.
            { name: 'home-libs', test: /node_modules[\\/]@mui[\\/]material[\\/]CardActionArea[\\/]/, priority: 1 },
            // The MUI only the exam pages use (their cards, the volume slider, the level-match
            // switch and its label) in one chunk: the split below cut four from it, each for
            // another set of modules, but every page that loads one (an exam page, the schedule
            // form) loads them all. Their dependencies stay where the split puts them: captured
            // here, they would bring this chunk into the report pages, which share some of them.
            {
              name: 'exam-libs',
              test: /node_modules[\\/]@mui[\\/](material[\\/](Slider|Switch|FormControlLabel|Card|CardContent|internal[\\/]SwitchBase|internal[\\/]switchBaseClasses|utils[\\/]areArraysEqual)|utils[\\/]visuallyHidden)[\\/.]/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // The progress bar, on its own: an exam page loads it only once a run or a room
            // preparation shows one (src/exam/progress-bar.tsx). Merged into a neighbour below,
            // it would bring that neighbour along, and the neighbour it into a teacher's home.
            {
              name: 'progress-libs',
              test: /node_modules[\\/]@mui[\\/]material[\\/]LinearProgress[\\/]/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // MUI loaded later, by the pages: split by the set of pages that use it (an area page
            // does not load the reports' tables), but with chunks under 12 KB merged into their
            // nearest neighbour. Left to itself, Rolldown cuts a splinter (ownerDocument, setRef,
            // debounce) for every set of pages, and each one costs a request, its own compression
            // and an entry in the preload lists of the first load.
            {
              name: 'lazy-libs',
              test: /node_modules[\\/](@mui|@popperjs|react-transition-group)[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 12_000,
            },
          ],
        },
        // Those chunks' names list every page that shares them: a short name keeps the preload
        // lists short.
        chunkFileNames: (chunk) => (/^(lazy|progress)-libs/.test(chunk.name) ? 'assets/lib-[hash].js' : 'assets/[name]-[hash].js'),
      },
    },
  },
  worker: { format: 'es' },
}));
