import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** src/audio and src/exam run nothing when imported (declarations only); the IR worker aside. */
const ownPureCode = /\/src\/(audio|exam)\/(?!.*\.worker\.ts$)/;

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
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
            // Modal, backdrop, focus trap, portal and transitions serve every dialog, menu,
            // select and tooltip (most lazily loaded parts), so they come with the first load
            // instead of with each of them. The group takes the libraries they build on along,
            // which is what puts it in the first load.
            { name: 'vendor-overlay', test: /\/@mui\/material\/(Modal|Fade|Backdrop|Unstable_TrapFocus|Portal|Grow|internal\/Transition)\b/, priority: 2 },
            // The rest of the first load's libraries in one chunk instead of a splinter per set
            // of pages that also use them: fewer, larger files compress better (and cache apart
            // from our code).
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
});
