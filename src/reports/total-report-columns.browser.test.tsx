/**
 * The total report beside the drawer on a 1366 px laptop and on a 390 px phone, in real Chromium:
 * the scores must be in view without scrolling sideways, whatever else the table holds.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { screen, waitFor } from '@testing-library/react';
import { page } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import type { TotalReport, TotalReportSubmissionRow, TotalReportUserRow } from '../api-contract';
import { fakeServices, renderWithServices } from './test-harness';
import { TotalReportPage } from './total-report-page';

// The harness runs under act() for jsdom; here the updates come from real layout.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const DRAWER_WIDTH = 256;
const ORGANIZATION = 'Central Conservatory of Music, Department of Recording Arts';

const who = (i: number) => ({
  sub: `sub-${i}`,
  user: `clara.andersen-lindqvist.${i}@conservatory-of-music.example`,
  studentId: `CCM-2026-${1000 + i}`,
  name: i % 2 ? '欧阳明轩 (Ouyang Mingxuan)' : 'Clara Andersen-Lindqvist',
  organization: ORGANIZATION,
});

const submission = (i: number): TotalReportSubmissionRow => ({
  ...who(i),
  submitId: `0b7f2c1e-3f59-4a59-9d55-1d2e4b8a9c${String(i).padStart(2, '0')}`,
  submittedAt: '2026-03-02T09:30:00.000Z',
  durationSeconds: 1795,
  questionCount: 10,
  score: 87.5,
  correctRate: 80,
  official: true,
  outcome: 'submitted',
  headphoneCheck: 'not-taken',
  listeningFlag: i % 3 === 0 ? 'unheard' : null,
  listeningTimeline: null,
});

const user = (i: number): TotalReportUserRow => ({ ...who(i), submitCount: 12, averageScore: 74.4, maxScore: 92.5, countedScore: 88 });

function serve(): Promise<TotalReport> {
  return Promise.resolve({ area: 'spatial', kind: 'official', view: 'submissions', rows: Array.from({ length: 10 }, (_, i) => submission(i)), total: 10, page: 1, pageSize: 20, countedAttempt: 'best' });
}

function renderBesideDrawer(url: string, report: () => Promise<TotalReport>) {
  renderWithServices(
    <div style={{ marginLeft: DRAWER_WIDTH, width: 1366 - DRAWER_WIDTH }}>
      <TotalReportPage area="spatial" />
    </div>,
    url,
    fakeServices({ totalReport: report }),
  );
}

const users = (): Promise<TotalReport> =>
  Promise.resolve({ area: 'spatial', kind: 'official', view: 'users', rows: Array.from({ length: 10 }, (_, i) => user(i)), total: 10, page: 1, pageSize: 20, countedAttempt: 'best' });

/** The column header is wholly inside the table's visible (unscrolled) area, and on the screen. */
async function expectInView(name: string) {
  const header = screen.getAllByRole('columnheader').find((th) => th.textContent === name);
  if (!header) throw new Error(`no column ${name}`);
  const container = header.closest('table')?.parentElement;
  if (!container) throw new Error('no scroll container');
  const visibleRight = () => Math.min(container.getBoundingClientRect().right, window.innerWidth);
  await waitFor(() => expect(header.getBoundingClientRect().right).toBeLessThanOrEqual(visibleRight() + 0.5));
  expect(container.scrollLeft).toBe(0);
}

describe('total report at 1366 px beside the drawer', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it('keeps the score and the correct rate of each submission in view', async () => {
    await page.viewport(1366, 768);
    renderBesideDrawer('/totalreport/spatial-loc-report?kind=official&view=submissions', serve);
    await screen.findAllByText('Clara Andersen-Lindqvist');
    await expectInView('Score');
    await expectInView('Correct rate');
  });

  it('keeps the counted, average and best scores of each student in view', async () => {
    await page.viewport(1366, 768);
    renderBesideDrawer('/totalreport/spatial-loc-report?kind=official', users);
    await screen.findAllByText('Clara Andersen-Lindqvist');
    await expectInView('Counted score');
    await expectInView('Avg score');
    await expectInView('Max score');
  });
});

describe('total report on a 390 px phone', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it('shows the scores beside each name, the rest a scroll away', async () => {
    await page.viewport(390, 844);
    // The app's baseline (border-box sizing), or the page's padding would widen it past the screen.
    renderWithServices(
      <>
        <CssBaseline />
        <TotalReportPage area="spatial" />
      </>,
      '/totalreport/spatial-loc-report?kind=official',
      fakeServices({ totalReport: users }),
    );
    await screen.findAllByText('Clara Andersen-Lindqvist');
    await expectInView('Name');
    await expectInView('Counted score');
    await expectInView('Avg score');
    await expectInView('Max score');
  });
});
