import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClassLearningReport, OwnLearningReport } from '../api-contract';
import { fakeServices, renderWithServices } from '../reports/test-harness';
import { ClassLearningPanel } from './class-learning-panel';
import { OwnLearningPanel } from './own-learning-panel';

const run = (submitId: string, finishedAt: string, threshold: number) => ({ submitId, finishedAt, threshold, low: threshold - 1, high: threshold + 1, bound: null, trials: 44 });

const OWN: OwnLearningReport = {
  area: 'eq',
  thresholds: [{ dimension: 'gain', unit: 'dB', runs: [run('a', '2026-03-01T10:00:00Z', 6), run('b', '2026-03-08T10:00:00Z', 4.5), run('c', '2026-03-15T10:00:00Z', 3)] }],
  confusions: [
    { axis: 'band', asked: '1000:boost', answered: '1000:boost', count: 5 },
    { axis: 'band', asked: '1000:boost', answered: '2000:boost', count: 3 },
    { axis: 'band', asked: '250:cut', answered: '250:cut', count: 2 },
  ],
};

describe('the own report\'s thresholds and confusions', () => {
  it('shows the latest threshold with its interval in dB, one point per run, and the band confusions', async () => {
    const services = fakeServices({ ownLearning: () => Promise.resolve(OWN) });
    renderWithServices(<OwnLearningPanel area="eq" />, '/report/eqreport', services);
    expect(await screen.findByTestId('own-latest-threshold', {}, { timeout: 10_000 })).toHaveTextContent('Latest: 3 dB (95 % interval 2 dB to 4 dB), from 3 runs');
    expect(screen.getByTestId('threshold-history')).toHaveAttribute('data-points', '3');
    const matrix = screen.getByTestId('confusion-matrix-band');
    const row = matrix.querySelector('tr[data-asked="1000:boost"]') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((cell) => cell.getAttribute('data-count'))).toEqual(['0', '5', '3']);
    // Low to high: 250 Hz cut, 1 kHz boost, 2 kHz boost.
    expect([...matrix.querySelectorAll('tr[data-asked]')].map((r) => r.getAttribute('data-asked'))).toEqual(['250:cut', '1000:boost']);
    expect(services.api.ownLearning).toHaveBeenCalledWith('eq', expect.any(AbortSignal));
  });

  it('invites a student without a threshold to find one', async () => {
    renderWithServices(<OwnLearningPanel area="eq" />, '/report/eqreport', fakeServices({ ownLearning: () => Promise.resolve({ area: 'eq', thresholds: [], confusions: [] }) }));
    expect(await screen.findByRole('link', { name: 'Find your threshold' }, { timeout: 10_000 })).toHaveAttribute('href', '/eq?mode=adaptive');
  });
});

describe("the total report's class thresholds", () => {
  const student = (sub: string, studentId: string, threshold: number) => ({ sub, name: sub, studentId, organization: 'Conservatory of Music', runs: 2, latest: run(sub, '2026-03-10T10:00:00Z', threshold) });
  const CLASS: ClassLearningReport = {
    area: 'eq',
    thresholds: [{ dimension: 'gain', unit: 'dB', students: [student('ana', 'S-1', 2), student('li', 'S-2', 3), student('ivo', 'S-3', 7)] }],
    confusions: [{ axis: 'band', asked: '1000:boost', answered: '500:boost', count: 4 }],
  };

  it("asks with the report's organization and dates, and shows the distribution, the median and every student", async () => {
    const services = fakeServices({ classLearning: () => Promise.resolve(CLASS) });
    renderWithServices(<ClassLearningPanel area="eq" filters={{ organization: 'Conservatory of Music', from: '2026-03-01' }} />, '/totalreport/eq-report', services, 'zh-CN');
    expect(await screen.findByTestId('class-median', {}, { timeout: 10_000 })).toHaveTextContent('3 名学生的中位数：3 dB');
    expect(services.api.classLearning).toHaveBeenCalledWith('eq', { organization: 'Conservatory of Music', from: '2026-03-01', to: undefined }, expect.any(AbortSignal));
    expect(screen.getByTestId('threshold-strip')).toHaveAttribute('data-students', '3');
    expect(screen.getAllByRole('row').filter((row) => row.hasAttribute('data-student'))).toHaveLength(3);
    expect(screen.getByTestId('confusion-matrix-band')).toBeInTheDocument();
  });

  it('writes a threshold beyond the ladder as a bound, with no interval', async () => {
    const beyond = { ...student('mei', 'S-4', 0.5), latest: { ...run('mei', '2026-03-10T10:00:00Z', 0.5), low: 0.5, high: 0.5, bound: 'atOrBelow' as const } };
    const withBound = { ...CLASS, thresholds: [{ dimension: 'gain', unit: 'dB', students: [beyond] }] };
    renderWithServices(<ClassLearningPanel area="eq" filters={{}} />, '/totalreport/eq-report', fakeServices({ classLearning: () => Promise.resolve(withBound) }));
    const row = (await screen.findAllByRole('row', {}, { timeout: 10_000 })).find((r) => r.getAttribute('data-student') === 'S-4') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['≤ 0.5 dB', "beyond the test's steps"]));
  });
});
