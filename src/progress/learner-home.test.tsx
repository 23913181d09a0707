import { act, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import enProgress from '../../locales/en/progress.json';
import enReports from '../../locales/en/reports.json';
import zhProgress from '../../locales/zh-CN/progress.json';
import zhReports from '../../locales/zh-CN/reports.json';
import { AREA_DEFINITIONS } from '../areas/definitions';
import type { AreaProgress, OwnProgress } from '../api-contract';
import { AREA_IDS, AREAS_IN_NAV_ORDER, areaRecord, type AreaId } from '../lib/area-registry';
import { setSignedIn } from '../session';
import { LearnerHome } from './learner-home';

vi.mock('../schedules/student-schedules', () => ({ StudentSchedules: () => <p data-testid="student-schedules">Your exams</p> }));

const NOW = new Date('2026-03-10T12:00:00Z');
const now = () => NOW;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

const untried = (area: AreaId): AreaProgress => ({
  area,
  practiceCount: 0,
  officialCount: 0,
  level: null,
  levelCount: 5,
  practisedAt: null,
  last: null,
  recentScores: [],
  trend: null,
  next: { step: 'start', difficulty: null },
});

/**
 * EQ ready for the official exam, loudness after a drop, stereo ready for Easy, distance at custom
 * settings, width trying Expert once with Easy earned, timbre with the top level earned; the rest untried.
 */
const PROGRESS: OwnProgress = {
  submissionCount: 12,
  areas: AREA_IDS.map((area): AreaProgress => {
    switch (area) {
      case 'eq':
        return { ...untried(area), practiceCount: 7, level: { preset: 'medium', number: 3 }, levelCount: 6, practisedAt: 'medium', last: { score: 88, submittedAt: daysAgo(3), official: false, outcome: 'submitted' }, recentScores: [82, 85, 90, 88], trend: 'up', next: { step: 'official', difficulty: null } };
      case 'loudness':
        return { ...untried(area), practiceCount: 2, practisedAt: 'easy', last: { score: 40.5, submittedAt: daysAgo(1), official: false, outcome: 'submitted' }, recentScores: [90, 40.5], trend: 'down', next: { step: 'again', difficulty: null } };
      case 'stereo':
        return { ...untried(area), practiceCount: 3, officialCount: 1, level: { preset: 'beginner', number: 1 }, levelCount: 4, practisedAt: 'beginner', last: { score: 70, submittedAt: daysAgo(6), official: true, outcome: 'submitted' }, recentScores: [85, 90, 95], trend: 'up', next: { step: 'harder', difficulty: 'easy' } };
      case 'distance':
        return { ...untried(area), practiceCount: 1, levelCount: 2, last: { score: 50, submittedAt: daysAgo(2), official: false, outcome: 'submitted' }, recentScores: [50], next: { step: 'keep', difficulty: null } };
      case 'width':
        return { ...untried(area), practiceCount: 6, level: { preset: 'easy', number: 2 }, levelCount: 4, practisedAt: 'expert', last: { score: 52.5, submittedAt: daysAgo(1), official: false, outcome: 'submitted' }, recentScores: [52.5], next: { step: 'keep', difficulty: null } };
      case 'timbre':
        return { ...untried(area), practiceCount: 9, level: { preset: 'expert', number: 4 }, levelCount: 4, practisedAt: 'expert', last: { score: 85, submittedAt: daysAgo(1), official: false, outcome: 'submitted' }, recentScores: [85, 70, 85], trend: 'flat', next: { step: 'keep', difficulty: null } };
      default:
        return untried(area);
    }
  }),
};

function renderHome(load: (signal: AbortSignal) => Promise<OwnProgress>) {
  render(
    <MemoryRouter>
      <LearnerHome areaCards={<p data-testid="area-cards">Plain cards</p>} howItWorks={<p data-testid="how-it-works">How</p>} load={load} now={now} />
    </MemoryRouter>,
  );
}

beforeEach(() => setSignedIn({ sub: 'demo|student-li', name: 'Li Ming' }, []));

const card = (area: AreaId) => screen.getByTestId(`progress-${area}`);

describe('LearnerHome', () => {
  it('greets a student back and shows every area in the drawer order with its level, last result, trend and next step', async () => {
    renderHome(() => Promise.resolve(PROGRESS));
    await screen.findByTestId('student-overview');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Li Ming');
    expect(screen.getByText(/where you stand in each area/)).toBeInTheDocument();
    expect(screen.queryByTestId('how-it-works')).not.toBeInTheDocument();
    expect(screen.queryByTestId('area-cards')).not.toBeInTheDocument();
    // The scheduled exams come first, then the areas.
    const areas = screen.getByRole('heading', { level: 2, name: 'Your areas' });
    expect(screen.getByTestId('student-schedules').compareDocumentPosition(areas) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.closest('li')?.dataset.testid)).toEqual(
      AREAS_IN_NAV_ORDER.map(({ id }) => `progress-${id}`),
    );

    const eq = within(card('eq'));
    expect(eq.getByTestId('progress-level')).toHaveTextContent('Medium · 3 of 6');
    expect(eq.getByTestId('level-meter').children).toHaveLength(6);
    expect(eq.getByTestId('progress-practised-at')).toHaveTextContent('Medium');
    expect(eq.getByTestId('progress-last')).toHaveTextContent('88 · 3 days ago');
    expect(eq.getByTestId('progress-trend')).toHaveTextContent('Improving');
    expect(eq.getByTestId('progress-trend')).toHaveTextContent('Recent scores at this difficulty: 82, 85, 90, 88');
    expect(eq.getByRole('link', { name: 'Take the official exam: Parametric equalization (EQ)' })).toHaveAttribute('href', '/eq?mode=official');
    expect(eq.getByRole('link', { name: 'Report: Parametric equalization (EQ)' })).toHaveAttribute('href', '/report/eqreport');

    const loudness = within(card('loudness'));
    expect(loudness.getByTestId('progress-level')).toHaveTextContent('None earned yet');
    expect(loudness.queryByTestId('level-meter')).not.toBeInTheDocument();
    expect(loudness.getByTestId('progress-practised-at')).toHaveTextContent('Easy');
    expect(loudness.getByTestId('progress-last')).toHaveTextContent('40.5 · yesterday');
    expect(loudness.getByTestId('progress-trend')).toHaveAttribute('data-trend', 'down');
    expect(loudness.getByTestId('progress-why')).toHaveTextContent('Your last score dropped');
    expect(loudness.getByRole('link', { name: /^Practise again/ })).toHaveAttribute('href', '/loudness?mode=exam&difficulty=easy');

    const stereo = within(card('stereo'));
    expect(stereo.getByTestId('progress-last')).toHaveTextContent('70 · 6 days ago · official exam');
    expect(stereo.getByRole('link', { name: /^Try Easy/ })).toHaveAttribute('href', `${areaRecord('stereo').page}?mode=exam&difficulty=easy`);
    expect(stereo.getByTestId('progress-why')).toHaveTextContent('3 scores of 80 or more in a row at Beginner: you are ready for more.');
  });

  it('tells the level earned from the difficulty last practised, and the top level only once earned', async () => {
    renderHome(() => Promise.resolve(PROGRESS));
    await screen.findByTestId('student-overview');
    const width = within(card('width'));
    expect(width.getByTestId('progress-level')).toHaveTextContent('Easy · 2 of 4');
    expect(width.getByTestId('level-meter').children).toHaveLength(4);
    expect(width.getByTestId('progress-practised-at')).toHaveTextContent('Expert');
    expect(width.getByTestId('progress-why')).toHaveTextContent('3 scores of 80 or more in a row at one difficulty earn you that level.');
    expect(width.getByRole('link', { name: /^Keep practising/ })).toHaveAttribute('href', `${areaRecord('width').page}?mode=exam&difficulty=expert`);
    expect(within(card('timbre')).getByTestId('progress-why')).toHaveTextContent('You have earned the top level');
  });

  it('tells an untried area and custom settings apart from a level', async () => {
    renderHome(() => Promise.resolve(PROGRESS));
    await screen.findByTestId('student-overview');
    const reverb = within(card('reverb'));
    expect(reverb.getByText('Judge reverberation time and the wet-to-dry mix.')).toBeInTheDocument();
    expect(reverb.getByRole('link', { name: /^Start here/ })).toHaveAttribute('href', '/reverb?mode=training');
    expect(reverb.queryByRole('link', { name: /^Report/ })).not.toBeInTheDocument();
    const distance = within(card('distance'));
    expect(distance.getByTestId('progress-level')).toHaveTextContent('None earned yet');
    expect(distance.getByTestId('progress-practised-at')).toHaveTextContent('Custom settings');
    expect(distance.queryByTestId('level-meter')).not.toBeInTheDocument();
    expect(distance.getByText('Needs two exams at the same difficulty')).toBeInTheDocument();
    expect(distance.getByTestId('progress-why')).toHaveTextContent('Choose a named difficulty');
    // Custom settings name no preset to come back to.
    expect(distance.getByRole('link', { name: /^Keep practising/ })).toHaveAttribute('href', `${areaRecord('distance').page}?mode=exam`);
  });

  it('keeps the plain cards and the greeting unseen while loading, and a neutral title when the progress cannot be had', async () => {
    let fail: (error: Error) => void = () => undefined;
    renderHome(() => new Promise((_, reject) => (fail = reject)));
    expect(screen.getByTestId('area-cards')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await act(async () => fail(new Error('offline')));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Train your ears like an audio engineer');
    expect(screen.getByTestId('area-cards')).toBeInTheDocument();
    expect(screen.queryByTestId('student-overview')).not.toBeInTheDocument();
  });

  it('welcomes a student without any exam yet, with the how-to', async () => {
    renderHome(() => Promise.resolve({ submissionCount: 0, areas: AREA_IDS.map(untried) }));
    await screen.findByTestId('student-overview');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome, Li Ming$/);
    expect(screen.getByText('Pick an area below or from the menu.')).toBeInTheDocument();
    expect(screen.getByTestId('how-it-works')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Start here/ })).toHaveLength(AREA_IDS.length);
  });

  it('speaks Chinese', async () => {
    await i18next.changeLanguage('zh-CN');
    renderHome(() => Promise.resolve(PROGRESS));
    await screen.findByTestId('student-overview');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('欢迎回来，Li Ming');
    expect(within(card('eq')).getByTestId('progress-level')).toHaveTextContent('中等 · 第 3 级，共 6 级');
    expect(within(card('eq')).getByTestId('progress-last')).toHaveTextContent('88 分 · 3天前');
    expect(within(card('stereo')).getByRole('link', { name: /^挑战简单/ })).toBeInTheDocument();
    expect(within(card('width')).getByTestId('progress-level')).toHaveTextContent('简单 · 第 2 级，共 4 级');
    expect(within(card('width')).getByTestId('progress-practised-at')).toHaveTextContent('专家');
    expect(within(card('width')).getByTestId('progress-why')).toHaveTextContent('在同一难度连续 3 次 80 分以上，即可获得该等级。');
    expect(within(card('loudness')).getByTestId('progress-level')).toHaveTextContent('尚未获得');
  });

  it('has a short name for every difficulty preset of every area, in both languages', () => {
    const ids = new Set(Object.values(AREA_DEFINITIONS).flatMap((definition) => definition.difficultyPresets.map((preset) => preset.id)));
    for (const names of [enProgress.level.names, zhProgress.level.names, enReports.difficulty.names, zhReports.difficulty.names]) {
      expect([...ids].filter((id) => !(id in names))).toEqual([]);
    }
  });
});
