import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnReport, ReportKind, SubmissionRow } from '../lib/api-types';
import { OwnReportPage } from './own-report-page';
import type { OwnReportQuery } from './report-query';
import { fakeServices, renderWithServices } from './test-harness';

/** 45 practice and 3 official submissions, one a day, newest last in time. */
function submissions(kind: ReportKind, count: number): SubmissionRow[] {
  return Array.from({ length: count }, (_, i) => ({
    submitId: `${kind}-${String(i).padStart(3, '0')}`,
    submittedAt: new Date(Date.UTC(2026, 2, 1 + i, 10)).toISOString(),
    durationSeconds: 60 + i,
    questionCount: 10,
    score: 50 + i,
    correctRate: 40 + i,
    official: kind === 'official',
    outcome: 'submitted',
  }));
}

const all: Record<ReportKind, SubmissionRow[]> = {
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
      practice: { count: 45, averageScore: 72, bestScore: 94 },
      official: { count: 3, averageScore: 51, bestScore: 52, countedAttempt: 'best', countedScore: 52 },
    },
    progress: [...all.practice, ...all.official]
      .map((row) => ({ submittedAt: row.submittedAt, correctRate: row.correctRate, official: row.official }))
      .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt)),
  });
}

function bodyRows(table: HTMLElement) {
  return within(table).getAllByRole('row').slice(1);
}

describe('OwnReportPage', () => {
  it('shows the summary apart by kind, the chart and the newest practice submissions first', async () => {
    const services = fakeServices({ ownReport: (area, query) => serve(area as 'eq', query) });
    renderWithServices(<OwnReportPage area="eq" />, '/report/eqreport', services);

    const table = await screen.findByRole('table', { name: 'Your submissions: Practice' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Parametric equalization (EQ): my report');
    expect(services.api.ownReport).toHaveBeenCalledWith('eq', { kind: 'practice', page: 1, pageSize: 20 }, expect.any(AbortSignal));
    const rows = bodyRows(table);
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent('practice-044');
    expect(rows[0]).toHaveTextContent('84%');
    expect(rows[19]).toHaveTextContent('practice-025');

    expect(screen.getByTestId('summary-practice-count')).toHaveTextContent('45');
    expect(screen.getByTestId('summary-practice-average')).toHaveTextContent(/^72\.0$/);
    expect(screen.getByTestId('summary-official-best')).toHaveTextContent(/^52$/);
    const practice = screen.getByTestId('summary-practice');
    expect(within(practice).getByText('Average score (out of 100)')).toBeInTheDocument();
    expect(within(practice).getByText('Best score (out of 100)')).toBeInTheDocument();
    const chart = screen.getByTestId('progress-chart');
    // The chart says what it plots, apart from the scores above it.
    expect(screen.getByRole('heading', { level: 2, name: 'Correct rate over time' })).toBeInTheDocument();
    expect(screen.getByText(/Scores also give partial credit/)).toBeInTheDocument();
    expect(screen.getByTestId('progress-chart-y-axis')).toHaveTextContent('Correct rate');
    expect(within(chart).getByText('100%')).toBeInTheDocument();
    expect(chart.querySelectorAll('[data-series="practice"] circle')).toHaveLength(45);
    expect(chart.querySelectorAll('[data-series="official"] circle')).toHaveLength(3);
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
  });

  it('pages on the server and keeps the page in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const services = fakeServices({ ownReport: (area, query) => serve(area as 'eq', query) });
    const { search } = renderWithServices(<OwnReportPage area="eq" />, '/report/eqreport', services);
    await screen.findByText('practice-044');

    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await screen.findByText('practice-024');
    expect(services.api.ownReport).toHaveBeenLastCalledWith('eq', { kind: 'practice', page: 2, pageSize: 20 }, expect.any(AbortSignal));
    expect(search().get('page')).toBe('2');
    expect(screen.getByText('21–40 of 45')).toBeInTheDocument();
  });

  it('switches to official submissions', async () => {
    const user = userEvent.setup({ delay: null });
    const services = fakeServices({ ownReport: (area, query) => serve(area as 'eq', query) });
    const { search } = renderWithServices(<OwnReportPage area="eq" />, '/report/eqreport?page=2', services);
    await screen.findByText('practice-024');

    await user.click(screen.getByRole('tab', { name: 'Official exam (3)' }));
    const table = await screen.findByRole('table', { name: 'Your submissions: Official exam' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(3));
    expect(bodyRows(table)[0]).toHaveTextContent('official-002');
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
            practice: { count: 0, averageScore: null, bestScore: null },
            official: { count: 0, averageScore: null, bestScore: null, countedAttempt: 'best', countedScore: null },
          },
          progress: [],
        }),
    });
    renderWithServices(<OwnReportPage area="eq" />, '/report/eqreport', services);
    expect(await screen.findByText(/No practice exams yet/)).toBeInTheDocument();
    expect(screen.getByText('Your progress appears here after your first exam.')).toBeInTheDocument();
    expect(screen.getByTestId('summary-practice-average')).toHaveTextContent('—');
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
    expect(await screen.findByText('practice-044')).toBeInTheDocument();
    expect(screen.queryByText('The report could not be loaded.')).not.toBeInTheDocument();
  });

  it('speaks Chinese when the language is zh-CN', async () => {
    const services = fakeServices({ ownReport: (area, query) => serve(area as 'eq', query) });
    renderWithServices(<OwnReportPage area="eq" />, '/report/eqreport', services, 'zh-CN');
    expect(await screen.findByRole('table', { name: '你的提交记录：练习' })).toBeInTheDocument();
    expect(screen.getByText('正确率随时间的变化')).toBeInTheDocument();
    expect(screen.getByTestId('progress-chart-y-axis')).toHaveTextContent('正确率');
    expect(screen.getByText('平均分（满分 100）', { selector: '[data-testid="summary-practice"] *' })).toBeInTheDocument();
    expect(screen.getByTestId('summary-practice-average')).toHaveTextContent(/^72\.0$/);
    expect(screen.getByText('第 1–20 条，共 45 条')).toBeInTheDocument();
  });
});
