// The set-up of every unit test (vitest.config.ts): IndexedDB (the submission queue), the English
// strings with every namespace bundled (so nothing suspends), the session store reset between
// tests; and where the test has a DOM (the jsdom project, or a .ts test that asks for jsdom), the
// DOM's matchers and React Testing Library's clean-up. A test in Node loads none of the DOM's.
import 'fake-indexeddb/auto';
import i18next from 'i18next';
import { afterEach } from 'vitest';
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
