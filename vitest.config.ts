import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { chromiumPath, headlessChromiumArgs } from './chromium.config.ts';


export default defineConfig({
  plugins: [react()],
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload a browser test page.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@mui/material',
      // Deep imports the browser tests reach only on some pages: found mid-run, Vite reloads the page.
      '@mui/material/Link',
      '@emotion/react',
      '@emotion/styled',
      'i18next',
      'react-i18next',
      'zustand',
      'fft.js',
      '@testing-library/react',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.{ts,tsx}', 'node_modules/**'],
          setupFiles: ['tests/setup-unit.ts'],
          // jsdom pages that wait for a lazy chunk (up to 8 s in app-layout.test.tsx), a lint of
          // a planted import, or a rendered phrase: seconds each, several times that on a 2-core
          // machine running the whole suite. A test that hangs still fails, after 20 s.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'deploy/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.{ts,tsx}'],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: headlessChromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
