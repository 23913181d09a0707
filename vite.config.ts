import { defineConfig, type Plugin } from 'vite';
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

/** These layers run nothing when imported (declarations only); the IR worker aside. */
const ownPureCode = /\/src\/(audio|exam|exam-contract|ui)\/(?!.*\.worker\.ts$)/;

export default defineConfig(({ command }) => ({
  plugins: [react(), muiWithoutCssVariablesTheme(), precompress()],
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
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
}));
