import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnReport, OwnSubmissionRow, ReportKind } from '../api-contract';
import { OwnReportPage } from './own-report-page';
import type { OwnReportQuery } from './report-query';
import { fakeServices, renderWithServices } from './test-harness';

/** Practice 0-19 at Beginner, 20-43 at Medium, the newest at custom settings; official at the exam's settings. */
const difficultyOf = (kind: ReportKind, i: number): string | null => (kind === 'official' || i === 44 ? null : i < 20 ? 'beginner' : 'medium');
/** EQ's Beginner and Medium presets as stored, and settings no preset names. */
const SETTINGS: Record<string, unknown> = {
  beginner: { resolution: 'octave', bandCount: 1, gainDirection: 'boost', gainMagnitude: 12, rangeFrom: 125, rangeTo: 8000 },
  medium: { resolution: 'octave', bandCount: 2, gainDirection: 'boost-cut', gainMagnitude: 9, rangeFrom: 63, rangeTo: 16000 },
  custom: { resolution: 'octave', bandCount: 1, gainDirection: 'boost-cut', gainMagnitude: 3, rangeFrom: 63, rangeTo: 16000 },
};
const settingsOf = (difficulty: string | null): unknown => SETTINGS[difficulty ?? 'custom'];

/** 45 practice and 3 official submissions, one a day, newest last in time. */
function submissions(kind: ReportKind, count: number): OwnSubmissionRow[] {
  return Array.from({ length: count }, (_, i) => ({
    submitId: `${kind}-${String(i).padStart(3, '0')}`,
    submittedAt: new Date(Date.UTC(2026, 2, 1 + i, 10)).toISOString(),
    durationSeconds: 60 + i,
    questionCount: 10,
    score: 50 + i,
    correctRate: 40 + i,
    official: kind === 'official',
    outcome: 'submitted',
    difficulty: difficultyOf(kind, i),
    settings: settingsOf(difficultyOf(kind, i)),
  }));
}

const all: Record<ReportKind, OwnSubmissionRow[]> = {
  practice: submissions('practice', 45),
  official: submissions('official', 3),
};

/** What the API does: newest first, one page, summary and progress over both kinds. */
function serve(area: 'eq', query: OwnReportQuery): Promise<OwnReport> {
  const newestFirst = [...all[query.kind]].reverse();
  const start = (query.page - 1) * query.pageSize;
  return Promise.resolve({
    area,
    kind: query.kind,
    rows: newestFirst.slice(start, start + query.pageSize),
    total: newestFirst.length,
    page: query.page,
    pageSize: query.pageSize,
    summary: {
      practice: {
        count: 45,
        averageScore: 72,
        bestScore: 94,
        byDifficulty: [
          { difficulty: 'beginner', count: 20, averageScore: 59.5, bestScore: 69 },
          { difficulty: 'medium', count: 24, averageScore: 81.5, bestScore: 93 },
          { difficulty: null, count: 1, averageScore: 94, bestScore: 94 },
        ],
      },
      official: { count: 3, averageScore: 51, bestScore: 52, countedAttempt: 'best', countedScore: 52 },
    },
    progress: [...all.practice, ...all.official]
      .map(({ submittedAt, score, correctRate, official, difficulty }) => ({ submittedAt, score, correctRate, official, difficulty }))
      .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt)),
  });
}

function bodyRows(table: HTMLElement) {
  return within(table).getAllByRole('row').slice(1);
}

describe('OwnReportPage', () => {
  it('averages practice per difficulty and charts the same score as the cards', async () => {
    const services = fakeServices({ ownReport: (area, query) => serve(area as 'eq', query) });
    renderWithServices(<OwnReportPage area="eq" />, '/report/eqreport', services);

    await screen.findByRole('table', { name: 'Your submissions: Practice' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Parametric equalization (EQ): my report');
    expect(services.api.ownReport).toHaveBeenCalledWith('eq', { kind: 'practice', page: 1, pageSize: 20 }, expect.any(AbortSignal));
    expect(screen.getByTestId('summary-practice-count')).toHaveTextContent('45');
    // No average over every difficulty at once: one line each, easiest first, custom settings last.
    expect(screen.queryByTestId('summary-practice-average')).not.toBeInTheDocument();
    const byDifficulty = within(screen.getByRole('table', { name: 'Practice by difficulty' })).getAllByRole('row').slice(1);
    expect(byDifficulty.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Beginner', '20', '59.5', '69'],
      ['Medium', '24', '81.5', '93'],
      ['Custom', '1', '94.0', '94'],
    ]);
    expect(screen.getByTestId('summary-official-best')).toHaveTextContent(/^52$/);

    const chart = screen.getByTestId('progress-chart');
    expect(screen.getByRole('heading', { level: 2, name: 'Score over time' })).toBeInTheDocument();
    expect(screen.getByTestId('progress-chart-y-axis')).toHaveTextContent('Score');
    expect(within(chart).queryByText('100%')).not.toBeInTheDocument();
    // One series per difficulty, easiest first, each named in the legend; custom settings and the official exams after them.
    expect(within(screen.getByTestId('progress-chart-legend')).getAllByText(/./).map((label) => label.textContent)).toEqual([
      'Beginner',
      'Medium',
      'Custom',
      'Official exam',
    ]);
    const pointsOf = (series: string) => chart.querySelectorAll(`[data-series="${series}"] [data-point]`);
    expect(pointsOf('preset:beginner')).toHaveLength(20);
    expect(pointsOf('preset:medium')).toHaveLength(24);
    expect(pointsOf('custom')).toHaveLength(1);
    expect(pointsOf('official')).toHaveLength(3);
    // A line never runs from one difficulty to another: each line goes through its own points only.
    const lineVertices = (series: string) => chart.querySelector(`[data-series="${series}"] > path`)?.getAttribute('d')?.split(/[ML]/).filter(Boolean).length;
    expect(lineVertices('preset:beginner')).toBe(20);
    expect(lineVertices('preset:medium')).toBe(24);
    expect(chart.querySelector('[data-series="custom"] > path')).toBeNull();
    // The newest Medium exam (score 93), its difficulty named in its title.
    expect(pointsOf('preset:medium')[23]?.textContent).toMatch(/^Practice · Medium, .*: score 93$/);
    expect(pointsOf('preset:beginner')[0]?.textContent).toMatch(/^Practice · Beginner, .*: score 50$/);
  });

  it('lists the newest submissions first with their difficulty, the submit id behind a details toggle', async () => {
    const user = userEvent.setup({ delay: null });
    const services = fakeServices({ ownReport: (area, query) => serve(area as 'eq', query) });
    renderWithServices(<OwnReportPage area="eq" />, '/report/eqreport', services);

    const table = await screen.findByRole('table', { name: 'Your submissions: Practice' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Details',
      'Submit time',
      'Difficulty',
      'Duration',
      'Questions',
      'Score',
      'Review',
    ]);
    const rows = bodyRows(table);
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent('Custom');
    expect(rows[1]).toHaveTextContent('Medium');
    expect(rows[1]).toHaveTextContent('93');
    expect(screen.queryByText('practice-043')).not.toBeInTheDocument();
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();

    // Each row is found by its submit id (its key), though the id is no column any more.
    expect(rows[1]).toHaveAttribute('data-row-key', 'practice-043');
    // Each exam opens in its review, question by question.
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: /^Review the exam of / })).toHaveAttribute('href', '/review/practice-043');
    const toggle = within(rows[1] as HTMLElement).getByRole('button', { name: /^Details of the exam of / });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const detail = within(table).getByTestId('own-submission-detail');
    expect(toggle).toHaveAttribute('aria-controls', detail.closest('tr')?.id);
    expect(detail).toHaveTextContent('Submit IDpractice-043');
    expect(detail).toHaveTextContent('Medium: 1 octave, two bands, ±9 dB');
    expect(detail).toHaveTextContent('Correct rate83%');
    expect(detail).toHaveTextContent('bandCount: 2');
    // The line sits right under its row.
    expect(detail.closest('tr')?.previousElementSibling).toBe(rows[1]);
    await user.click(toggle);
    expect(within(table).queryByTestId('own-submission-detail')).not.toBeInTheDocument();

    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: /^Details/ }));
    expect(within(table).getByTestId('own-submission-detail')).toHaveTextContent('Custom settings: no preset matches them');
    expect(within(table).getByTestId('own-submission-detail')).toHaveTextContent('gainMagnitude: 3');
  });

  it('pages on the server and keeps the page in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const services = fakeServices({ ownReport: (area, query) => serve(area as 'eq', query) });
    const { search } = renderWithServices(<OwnReportPage area="eq" />, '/report/eqreport', services);
    const table = await screen.findByRole('table', { name: 'Your submissions: Practice' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(20));

    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await screen.findByText('21–40 of 45');
    expect(bodyRows(table)[0]).toHaveTextContent('74');
    expect(services.api.ownReport).toHaveBeenLastCalledWith('eq', { kind: 'practice', page: 2, pageSize: 20 }, expect.any(AbortSignal));
    expect(search().get('page')).toBe('2');
  });

  it('switches to official submissions', async () => {
    const user = userEvent.setup({ delay: null });
    const services = fakeServices({ ownReport: (area, query) => serve(area as 'eq', query) });
    const { search } = renderWithServices(<OwnReportPage area="eq" />, '/report/eqreport?page=2', services);
    await screen.findByText('21–40 of 45');

    await user.click(screen.getByRole('tab', { name: 'Official exam (3)' }));
    const table = await screen.findByRole('table', { name: 'Your submissions: Official exam' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(3));
    expect(bodyRows(table)[0]).toHaveTextContent(/Exam settings.*52Review$/);
    expect(search().get('kind')).toBe('official');
    expect(search().get('page')).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    const services = fakeServices({
      ownReport: (area, query) =>
        Promise.resolve({
          area,
          kind: query.kind,
          rows: [],
          total: 0,
          page: 1,
          pageSize: 20,
          summary: {
            practice: { count: 0, averageScore: null, bestScore: null, byDifficulty: [] },
            official: { count: 0, averageScore: null, bestScore: null, countedAttempt: 'best', countedScore: null },
          },
          progress: [],
        }),
    });
    renderWithServices(<OwnReportPage area="eq" />, '/report/eqreport', services);
    expect(await screen.findByText(/^No practice exams yet\. Finish an exam/)).toBeInTheDocument();
    expect(within(screen.getByTestId('summary-practice')).getByText('No practice exams yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Practice by difficulty' })).not.toBeInTheDocument();
    expect(screen.getByText('Your progress appears here after your first exam.')).toBeInTheDocument();
    expect(screen.getByTestId('summary-official-average')).toHaveTextContent('—');
    expect(screen.queryByTestId('progress-chart')).not.toBeInTheDocument();
  });

  it('offers a retry after a failure, which then loads', async () => {
    const user = userEvent.setup({ delay: null });
    let fail = true;
    const services = fakeServices({
      ownReport: (area, query) =>
        fail ? Promise.reject(Object.assign(new Error('boom'), { status: 503 })) : serve(area as 'eq', query),
    });
    renderWithServices(<OwnReportPage area="eq" />, '/report/eqreport', services);
    expect(await screen.findByText('The report could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Your submissions: Practice' })).toBeInTheDocument();
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    expect(screen.queryByText('The report could not be loaded.')).not.toBeInTheDocument();
  });

  it('speaks Chinese when the language is zh-CN', async () => {
    const services = fakeServices({ ownReport: (area, query) => serve(area as 'eq', query) });
    renderWithServices(<OwnReportPage area="eq" />, '/report/eqreport', services, 'zh-CN');
    const table = await screen.findByRole('table', { name: '你的提交记录：练习' });
    expect(screen.getByText('得分随时间的变化')).toBeInTheDocument();
    expect(screen.getByTestId('progress-chart-y-axis')).toHaveTextContent('得分');
    const byDifficulty = screen.getByRole('table', { name: '按难度统计的练习' });
    expect(within(byDifficulty).getAllByRole('row')[2]).toHaveTextContent(/^中等2481\.593$/);
    expect(within(table).getByRole('columnheader', { name: '难度' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /的考试详情$/ })).toHaveLength(20);
    expect(screen.getByText('第 1–20 条，共 45 条')).toBeInTheDocument();
  });
});
