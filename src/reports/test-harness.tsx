/**
 * Test-only helpers for the report pages: a private i18next instance with the real locale
 * files, a memory router (so tests can read the URL and go back), and injected services.
 */
import type { ReactElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { i18n as I18n, ResourceLanguage } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import type { Me, Organization } from '../api-contract';
import type { ReportsApi } from './reports-api';
import { ReportsServicesContext } from './reports-services';

// Vitest runs without globals here, so Testing Library cannot register these by itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// Rendering MUI tables in jsdom takes seconds on a loaded 2-core machine; 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const files = import.meta.glob<{ default: ResourceLanguage[string] }>('../../locales/*/*.json', { eager: true });

export function createTestI18n(lng: 'en' | 'zh-CN' = 'en'): I18n {
  const resources: Record<string, ResourceLanguage> = {};
  for (const [path, module] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    (resources[match[1]] ??= {})[match[2]] = module.default;
  }
  const instance = createInstance();
  // Given to the page by I18nextProvider only: react-i18next's global instance stays the app's
  // (tests/setup-unit.ts), which the other files of a worker share.
  void instance.init({
    resources,
    lng,
    fallbackLng: 'en',
    ns: ['reports'],
    defaultNS: 'reports',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export interface FakeServices {
  api: {
    ownReport: ReturnType<typeof vi.fn<ReportsApi['ownReport']>>;
    totalReport: ReturnType<typeof vi.fn<ReportsApi['totalReport']>>;
    organizations: ReturnType<typeof vi.fn<ReportsApi['organizations']>>;
    exportTotalReport: ReturnType<typeof vi.fn<ReportsApi['exportTotalReport']>>;
    me: ReturnType<typeof vi.fn<ReportsApi['me']>>;
    studentSummary: ReturnType<typeof vi.fn<ReportsApi['studentSummary']>>;
    ownLearning: ReturnType<typeof vi.fn<ReportsApi['ownLearning']>>;
    classLearning: ReturnType<typeof vi.fn<ReportsApi['classLearning']>>;
  };
  saveFile: ReturnType<typeof vi.fn<(blob: Blob, fileName: string) => void>>;
}

/** A teacher of no organization: the total report then opens on all of them. */
export const TEACHER_WITHOUT_ORGANIZATION: Me = {
  sub: 'demo|teacher',
  name: 'Teacher',
  email: 'teacher@auricle.example',
  studentId: null,
  organization: null,
  permissions: ['read:admin'],
  identityManaged: false,
};

export function fakeServices(impl: Partial<ReportsApi> = {}): FakeServices {
  const unexpected = (name: string) => () => Promise.reject(new Error(`unexpected call: ${name}`));
  return {
    api: {
      ownReport: vi.fn<ReportsApi['ownReport']>(impl.ownReport ?? unexpected('ownReport')),
      totalReport: vi.fn<ReportsApi['totalReport']>(impl.totalReport ?? unexpected('totalReport')),
      organizations: vi.fn<ReportsApi['organizations']>(
        impl.organizations ?? (() => Promise.resolve<Organization[]>([])),
      ),
      exportTotalReport: vi.fn<ReportsApi['exportTotalReport']>(
        impl.exportTotalReport ?? unexpected('exportTotalReport'),
      ),
      me: vi.fn<ReportsApi['me']>(impl.me ?? (() => Promise.resolve(TEACHER_WITHOUT_ORGANIZATION))),
      studentSummary: vi.fn<ReportsApi['studentSummary']>(impl.studentSummary ?? unexpected('studentSummary')),
      ownLearning: vi.fn<ReportsApi['ownLearning']>(impl.ownLearning ?? unexpected('ownLearning')),
      classLearning: vi.fn<ReportsApi['classLearning']>(impl.classLearning ?? unexpected('classLearning')),
    },
    saveFile: vi.fn<(blob: Blob, fileName: string) => void>(),
  };
}

/**
 * Renders `ui` at `url` inside the providers a report page needs; `path` is its route's pattern
 * (for pages that read route parameters). Any other path renders a marker, so tests see where a link went.
 */
export function renderWithServices(ui: ReactElement, url: string, services: FakeServices, lng: 'en' | 'zh-CN' = 'en', path = '*') {
  const routes = [{ path, element: ui }, ...(path === '*' ? [] : [{ path: '*', element: <p data-testid="elsewhere" /> }])];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const i18n = createTestI18n(lng);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ReportsServicesContext value={services}>
        <RouterProvider router={router} />
      </ReportsServicesContext>
    </I18nextProvider>,
  );
  const search = () => new URLSearchParams(router.state.location.search);
  return { ...view, router, search, i18n };
}

/** A promise the test settles by hand, to look at a page while its request is still open. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

