/**
 * Test-only helpers for the teacher's schedule pages: a memory router (the tests read where a
 * page went), and scheduled exams and organizations to hand to a fake API.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { eqDefinition } from '../areas/eq';
import type { OfficialExamSchedule, Organization } from '../api-contract';

// Vitest runs without globals here, so Testing Library cannot register this by itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// MUI forms render slowly in jsdom on a loaded 2-core machine; 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 });

export const ORGANIZATIONS: Organization[] = [
  { id: 1, name: 'Conservatory of Music' },
  { id: 2, name: 'Institute of Acoustics' },
];

/** A clock the tests fix: 2 March 2026, 10:00 UTC. */
export const NOW = Date.parse('2026-03-02T10:00:00.000Z');
const HOUR = 3_600_000;

export function schedule(overrides: Partial<OfficialExamSchedule> = {}): OfficialExamSchedule {
  return {
    id: 'sched-1',
    area: 'eq',
    title: 'EQ mid-term',
    organizations: [ORGANIZATIONS[0] as Organization],
    settings: eqDefinition.officialExam.settings,
    questionCount: 10,
    opensAt: new Date(NOW - HOUR).toISOString(),
    closesAt: new Date(NOW + 48 * HOUR).toISOString(),
    timeLimitSeconds: 1800,
    attempts: 1,
    counts: 'best',
    programme: null,
    status: 'open',
    started: false,
    createdAt: new Date(NOW - 24 * HOUR).toISOString(),
    updatedAt: new Date(NOW - 24 * HOUR).toISOString(),
    startedCount: 0,
    submittedCount: 0,
    ...overrides,
  };
}

/** Renders `page` for `pattern` at `url`; any other path renders a marker, so tests see where the page went. */
export function renderAt(page: ReactElement, pattern: string, url: string) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      { path: '*', element: <p data-testid="elsewhere" /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, pathname: () => router.state.location.pathname, search: () => new URLSearchParams(router.state.location.search) };
}
