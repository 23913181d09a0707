// The set-up of every unit test (vitest.config.ts): IndexedDB (the submission queue), the English
// strings with every namespace bundled (so nothing suspends), the session store reset between
// tests; and where the test has a DOM (the jsdom project, or a .ts test that asks for jsdom), the
// DOM's matchers and React Testing Library's clean-up. A test in Node loads none of the DOM's.
//
// A worker runs its files one after another in one process and one DOM (`isolate: false` in
// vitest.config.ts). After each file, the app's modules are forgotten, so that the next file
// evaluates them afresh (their stores, caches and the API client's configuration with them), and
// what lives outside them is put back: the browser's storage, address and IndexedDB, timers and
// stubbed globals. Only the packages (React, MUI, i18next) stay loaded: that is the time saved.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import i18next from 'i18next';
import { afterAll, afterEach, vi } from 'vitest';
import { buildResources, initI18n } from '../src/i18n';
import { resetSession } from '../src/session';

const hasDom = typeof document !== 'undefined';
const cleanup = hasDom ? (await import('./setup-dom')).cleanup : () => undefined;

await initI18n({
  language: 'en',
  resources: buildResources(import.meta.glob('../locales/*/*.json', { eager: true })),
});

afterEach(async () => {
  cleanup();
  resetSession();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});

afterAll(() => {
  vi.resetModules();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  globalThis.indexedDB = new IDBFactory();
  if (hasDom) {
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    document.title = '';
  }
});
