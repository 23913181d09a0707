import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach } from 'vitest';
import { buildResources, initI18n } from '../src/i18n';
import { resetSession } from '../src/session';

// Unit tests read the English strings, with every namespace bundled so nothing suspends.
await initI18n({
  language: 'en',
  resources: buildResources(import.meta.glob('../locales/*/*.json', { eager: true })),
});

afterEach(async () => {
  cleanup();
  resetSession();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});
