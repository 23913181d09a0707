/**
 * The teacher's pages the specs visit, each with what shows it has loaded with the data of a
 * scheduled EQ exam the Conservatory's student took (e2e/helpers/scheduled-exam.ts).
 */
import type { Page } from '@playwright/test';
import type { OfficialExamSchedule } from '../../src/api-contract/index.ts';
import { expect } from '../fixtures.ts';
import { e2eUrls } from '../e2e-env.ts';
import { demoUser } from './demo-accounts.ts';

/** The first screen after a navigation waits for the silent sign-in too. */
const FIRST_PAINT = { timeout: 30_000 };

export type TeacherPageName =
  | 'home'
  | 'total-report'
  | 'student-identities'
  | 'student-summary'
  | 'schedules'
  | 'schedule-form'
  | 'schedule-results'
  | 'organizations'
  | 'platforms';

export interface TeacherPage {
  name: TeacherPageName;
  path: string;
  /** Resolves once the page shows its content. */
  shown(page: Page): Promise<void>;
}

/** The named pages, in the order given. */
export function teacherPages(schedule: OfficialExamSchedule, names: readonly TeacherPageName[]): TeacherPage[] {
  const all: Record<TeacherPageName, Omit<TeacherPage, 'name'>> = {
    home: { path: '/', shown: (page) => expect(page.getByTestId('teacher-home')).toContainText(schedule.title, FIRST_PAINT) },
    'total-report': {
      path: '/totalreport/eq-report',
      shown: async (page) => {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT);
        await expect(page.getByTestId('total-count')).toContainText(/\d/, FIRST_PAINT);
      },
    },
    'student-identities': { path: '/totalreport/students', shown: (page) => expect(page.getByText('S2026001').first()).toBeVisible(FIRST_PAINT) },
    'student-summary': {
      path: `/totalreport/students/${encodeURIComponent(demoUser('student').sub)}`,
      shown: (page) => expect(page.getByRole('heading', { level: 1 })).toContainText('Li Ming', FIRST_PAINT),
    },
    schedules: { path: '/schedules', shown: (page) => expect(page.locator(`[data-schedule-id="${schedule.id}"]`)).toBeVisible(FIRST_PAINT) },
    'schedule-form': { path: '/schedules/new', shown: (page) => expect(page.getByTestId('eq-settings-form')).toBeVisible(FIRST_PAINT) },
    'schedule-results': {
      path: `/schedules/${schedule.id}`,
      shown: async (page) => {
        const results = page.getByTestId('schedule-results-page');
        await expect(results.getByTestId('score-distribution')).toBeVisible(FIRST_PAINT);
        await expect(results.getByTestId('schedule-students').getByRole('row').filter({ hasText: 'S2026001' })).toBeVisible(FIRST_PAINT);
      },
    },
    platforms: { path: '/platforms', shown: (page) => expect(page.getByTestId('tool-jwks')).toHaveValue(`${e2eUrls.apiBase}lti/jwks`, FIRST_PAINT) },
    organizations: { path: '/organizations', shown: (page) => expect(page.getByTestId('organizations-page').getByText('Institute of Acoustics')).toBeVisible(FIRST_PAINT) },
  };
  return names.map((name) => ({ name, ...all[name] }));
}

/**
 * Opens a page and waits until it shows its content. The first is loaded; the others are opened
 * inside the app, as a click on a link would (the router follows the history's popstate), which
 * spares each a page load and a silent sign-in (2-3 s). Each page's `shown` names content only
 * it has, so the page before it cannot pass for it.
 */
export async function openTeacherPage(page: Page, { path, shown }: TeacherPage): Promise<void> {
  if (page.url().startsWith(e2eUrls.appOrigin)) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  } else {
    await page.goto(path);
  }
  await shown(page);
}
