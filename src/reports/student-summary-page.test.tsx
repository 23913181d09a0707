import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudentAreaSummary, StudentSummary } from '../api-contract';
import { STUDENT_SUMMARY_ROUTE } from './student-identity-path';
import { describeTrend } from './student-summary-area';
import { StudentSummaryPage } from './student-summary-page';
import { fakeServices, renderWithServices } from './test-harness';

const none = { count: 0, averageScore: null, bestScore: null };
const points = (scores: number[], official = false, difficulty: string | null = 'easy') =>
  scores.map((score, i) => ({ submittedAt: `2026-03-${String(2 + i * 7).padStart(2, '0')}T09:00:00.000Z`, score, official, difficulty: official ? null : difficulty }));

const AREAS: StudentAreaSummary[] = [
  {
    area: 'spatial',
    practice: { count: 2, averageScore: 55, bestScore: 60 },
    official: none,
    points: points([60, 50], false, null),
    practiceTrend: { difficulty: null, perWeek: -1.26 },
    thresholds: [],
  },
  {
    area: 'eq',
    practice: { count: 3, averageScore: 70, bestScore: 85 },
    official: { count: 1, averageScore: 90, bestScore: 90 },
    // Easy, then Medium twice: a week apart each.
    points: [...points([55]), ...points([70, 85], false, 'medium').map((p, i) => ({ ...p, submittedAt: ['2026-03-09T09:00:00.000Z', '2026-03-16T09:00:00.000Z'][i] ?? '' })), ...points([90], true)],
    practiceTrend: { difficulty: 'medium', perWeek: 2.54 },
    thresholds: [
      {
        dimension: 'gain',
        unit: 'dB',
        runs: 3,
        first: { submitId: 'r1', finishedAt: '2026-03-02T09:00:00.000Z', threshold: 6, low: 5, high: 7, bound: null, trials: 44 },
        latest: { submitId: 'r3', finishedAt: '2026-03-16T09:00:00.000Z', threshold: 2.5, low: 2, high: 3.25, bound: null, trials: 41 },
      },
    ],
  },
  { area: 'loudness', practice: none, official: none, points: [], practiceTrend: null, thresholds: [] },
  { area: 'timbre', practice: { count: 1, averageScore: 40, bestScore: 40 }, official: none, points: points([40]), practiceTrend: { difficulty: 'easy', perWeek: null }, thresholds: [] },
];

const SUMMARY: StudentSummary = {
  student: { sub: 'demo|li', name: '李明', email: 'li@cons.example', studentId: 'S2026001', organization: 'Conservatory of Music' },
  areas: AREAS,
};

function renderPage(summary: StudentSummary = SUMMARY, lng: 'en' | 'zh-CN' = 'en') {
  const fake = fakeServices({ studentSummary: () => Promise.resolve(summary) });
  const view = renderWithServices(<StudentSummaryPage />, `/totalreport/students/${encodeURIComponent(summary.student.sub)}`, fake, lng, STUDENT_SUMMARY_ROUTE);
  return { ...view, fake };
}

const area = (name: string) => screen.getByRole('region', { name });

describe('StudentSummaryPage', () => {
  it('shows who the student is and, per area, practice and official figures with the trend', async () => {
    const { fake } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: '李明' })).toBeInTheDocument();
    expect(fake.api.studentSummary).toHaveBeenCalledWith('demo|li', expect.any(AbortSignal));
    expect(screen.getByTestId('student-identity')).toHaveTextContent('Student ID S2026001 · Conservatory of Music · li@cons.example');

    // In the registry's order, whatever order the API sent.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Parametric equalization (EQ)', 'Timbre', 'Spatial localization']);

    const eq = area('Parametric equalization (EQ)');
    expect(within(eq).getByTestId('practice-count')).toHaveTextContent(/^3$/);
    expect(within(eq).getByTestId('practice-average')).toHaveTextContent(/^70\.0$/);
    expect(within(eq).getByTestId('practice-best')).toHaveTextContent(/^85$/);
    expect(within(eq).getByTestId('official-count')).toHaveTextContent(/^1$/);
    expect(within(eq).getByTestId('official-average')).toHaveTextContent(/^90\.0$/);
    expect(within(eq).getByTestId('trend-label')).toHaveTextContent('Practice trend at Medium');
    expect(within(eq).getByTestId('trend')).toHaveTextContent('+2.5 points a week');
    expect(within(eq).getByTestId('trend')).toHaveAttribute('data-direction', 'up');
    const chart = within(eq).getByTestId('progress-chart');
    expect(chart.querySelectorAll('[data-series="preset:easy"] [data-point]')).toHaveLength(1);
    expect(chart.querySelectorAll('[data-series="preset:medium"] [data-point]')).toHaveLength(2);
    expect(chart.querySelectorAll('[data-series="official"] [data-point]')).toHaveLength(1);
    expect(within(eq).getByTestId('progress-chart-legend')).toHaveTextContent('EasyMediumOfficial exam');
    expect(within(eq).getByTestId('progress-chart-y-axis')).toHaveTextContent('Score');
    expect(within(eq).getByTestId('student-thresholds')).toHaveTextContent(
      'Band gain threshold: 2.5 dB (95 % interval 2 dB to 3.25 dB); first 6 dB; 3 runs',
    );

    const spatial = area('Spatial localization');
    expect(within(spatial).getByTestId('trend-label')).toHaveTextContent('Practice trend at custom settings');
    expect(within(spatial).getByTestId('trend')).toHaveTextContent('-1.3 points a week');
    expect(within(spatial).getByTestId('trend')).toHaveAttribute('data-direction', 'down');
    expect(within(spatial).getByTestId('official-average')).toHaveTextContent('—');
    expect(within(area('Timbre')).getByTestId('trend')).toHaveTextContent('Not enough practice for a trend: it needs two exams at this difficulty at least a week apart');

    expect(screen.getByTestId('untried-areas')).toHaveTextContent('No exams yet in: Loudness.');
  });

  it('says so when the student has finished nothing yet', async () => {
    renderPage({ ...SUMMARY, areas: [AREAS[2] as StudentAreaSummary] });
    expect(await screen.findByText(/has not finished any exam yet/)).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('goes back to the list of students when opened directly', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/totalreport/students');
  });

  it('speaks Chinese', async () => {
    renderPage(SUMMARY, 'zh-CN');
    const eq = await screen.findByRole('region', { name: '参量均衡（EQ）' });
    expect(within(eq).getByTestId('trend-label')).toHaveTextContent('中等难度的练习趋势');
    expect(within(eq).getByTestId('progress-chart-legend')).toHaveTextContent('简单中等正式考试');
    expect(within(eq).getByTestId('trend')).toHaveTextContent('每周 +2.5 分');
    expect(within(eq).getByTestId('trend')).toHaveTextContent('进步中');
    expect(screen.getByTestId('student-identity')).toHaveTextContent('学号 S2026001');
  });
});

describe('describeTrend', () => {
  it('rounds to a tenth with its sign, and calls a rounded zero steady', () => {
    expect(describeTrend(2.54, 'en')).toEqual({ text: '+2.5', direction: 'up' });
    expect(describeTrend(-0.04, 'en')).toEqual({ text: '0.0', direction: 'flat' });
    expect(describeTrend(-3, 'en')).toEqual({ text: '-3.0', direction: 'down' });
  });
});
