// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import react from 'eslint-plugin-react';
// eslint-plugin-import, not import-x: import-x needs unrs-resolver, whose platform bindings this
// registry lacks, which leaves a lock file that `npm ci` rejects.
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { importZones } from './lint/import-zones.js';

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-server/**', 'dist-server-*/**', 'dist-e2e/**', 'dist-e2e-*/**', 'node_modules/**', '.data/**', 'coverage/**', 'test-results/**', 'test-results-*/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
    },
    // Import cycles are not ESLint's: import/no-cycle ignores type imports and took a third of
    // lint's time. `npm run lint` runs dpdm after it (package.json, lint:cycles), type imports included.
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-restricted-paths': ['error', { zones: importZones }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, react },
    settings: { react: { version: '19' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react/jsx-no-literals': ['error', { noStrings: true, ignoreProps: true, allowedStrings: ['·', '—', '-', '/', ':', '%', '(', ')', '×', '+', '−', 'dB', 'Hz', '°', '|'] }],
    },
  },
  {
    // The audio engine is plain TypeScript: no React, no MUI, no stores, and no raw side effects.
    files: ['src/audio/**/*.ts'],
    ignores: ['src/audio/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@mui/*', '@emotion/*', 'zustand', 'zustand/*', 'i18next', 'react-i18next'], message: 'src/audio stays free of UI and store code.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Inject I/O into the engine.' },
        { name: 'localStorage', message: 'Inject storage into the engine.' },
        { name: 'sessionStorage', message: 'Inject storage into the engine.' },
      ],
    },
  },
  {
    // The exam engine's non-UI modules take time and I/O as injected services.
    files: ['src/exam/**/*.ts'],
    ignores: ['src/exam/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', '@mui/*', 'react-i18next'], message: 'Exam engine modules (.ts) stay free of React; UI lives in .tsx files.' }] },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Inject I/O.' },
        { name: 'localStorage', message: 'Inject storage.' },
        { name: 'setTimeout', message: 'Inject a clock.' },
        { name: 'setInterval', message: 'Inject a clock.' },
      ],
    },
  },
  {
    // A feature's public surface is its index.ts: code outside imports only from there.
    files: ['src/{app,areas,reports,auth,session,i18n,lib}/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/exam/*', '!**/exam/testing', '**/exam-contract/*', '!**/exam-contract/testing', '**/ui/*', '**/api-contract/*', '!**/api-contract/schemas'],
              message: 'Import src/exam, src/exam-contract, src/api-contract and src/ui through their index.ts (the API\'s TypeBox schemas: src/api-contract/schemas.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // TypeBox stays out of the browser's bundle: the SPA imports the contract's types and plain constants only.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api-contract/**', '**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['typebox', 'typebox/*', '**/api-contract/schemas'], allowTypeImports: true, message: 'The SPA imports src/api-contract through its index.ts: types and plain constants, no TypeBox.' }] },
      ],
    },
  },
  {
    // The contract's index and its constants' modules are what the SPA loads: no TypeBox value reaches them.
    files: ['src/api-contract/**/*.ts'],
    ignores: ['src/api-contract/**/*-schemas.ts', 'src/api-contract/schemas.ts', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['typebox', 'typebox/*', '**/*-schemas', './schemas'], allowTypeImports: true, message: 'Only types come from the schema modules here: the SPA loads this module.' }] },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'scripts/**', 'server/**', 'tests/**'],
    rules: { 'react/jsx-no-literals': 'off' },
  },
);
