// @vitest-environment jsdom -- renders the answer form
import { createElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { adaptiveTrialQuestion, generateQuestionSet, NO_QUESTION_CONTEXT } from '../../exam-contract';
import { ADAPTIVE_POSITION_COUNT, POSITION_STEP_LADDER, stereoPositionDimension } from './stereo-adaptive';
import { StereoAnswerForm } from './stereo-answer-form';
import { stereoDefinition } from './stereo-definition';
import type { StereoQuestion } from './stereo-question';
import { STEREO_DIFFICULTY_PRESETS } from './stereo-settings';
import { stereoUi } from './stereo-ui';

const SEEDS = Array.from({ length: 40 }, (_, i) => i * 7919 + 1);
const trialsAt = (level: number) => SEEDS.map((seed, i) => adaptiveTrialQuestion(stereoDefinition, stereoPositionDimension, seed, i, level));
const panOfQuestion = (question: StereoQuestion): number => {
  const pan = stereoDefinition.buildProcessing(question).chain.find((spec) => spec.kind === 'stereo-pan');
  return pan?.kind === 'stereo-pan' ? pan.pan : Number.NaN;
};

describe('stereo adaptive ladder', () => {
  it('runs from the whole stage down past the minimum audible angle, finer near it', () => {
    expect(POSITION_STEP_LADDER[stereoPositionDimension.startIndex]).toBe(15);
    expect(POSITION_STEP_LADDER.at(-1)).toBeLessThan(1);
    expect(POSITION_STEP_LADDER.length).toBeGreaterThanOrEqual(8);
    expect(POSITION_STEP_LADDER.length).toBeLessThanOrEqual(14);
  });

  it.each(POSITION_STEP_LADDER.map((level) => [level]))('at %s°: five positions that far apart around the middle, panned there', (level) => {
    const pans = new Set(trialsAt(level).map((q) => Math.round(panOfQuestion(q) * 30 * 1000) / 1000));
    const expected = [-2, -1, 0, 1, 2].map((k) => k * level);
    expect([...pans].sort((a, b) => a - b)).toEqual(expected);
    expect(stereoPositionDimension.guessRate(level)).toBe(1 / ADAPTIVE_POSITION_COUNT);
  });

  it('scores the right position correct at every rung, and the next position over wrong', () => {
    for (const level of POSITION_STEP_LADDER) {
      for (const question of trialsAt(level)) {
        const right = stereoDefinition.parseAnswer(JSON.parse(JSON.stringify(stereoDefinition.rightAnswer(question))));
        expect(right && stereoDefinition.score(question, right).correct).toBe(true);
        const neighbour = question.angle > 0 ? question.angle - level : question.angle + level;
        expect(stereoDefinition.score(question, { angle: neighbour })).toMatchObject({ correct: false, credit: 0.5 });
      }
    }
  });

  it('makes a smaller step a smaller difference of pan between neighbours', () => {
    const spreads = POSITION_STEP_LADDER.map((level) => {
      const pans = trialsAt(level).map(panOfQuestion);
      return Math.max(...pans) - Math.min(...pans);
    });
    for (let i = 1; i < spreads.length; i++) expect(spreads[i]).toBeLessThan(spreads[i - 1] as number);
  });
});

describe('stereo questions of the practice settings', () => {
  it('are those the generator gave before the adaptive mode (seed 7, generator version 1, still made for its results)', () => {
    const angles = (id: string) => {
      const preset = STEREO_DIFFICULTY_PRESETS.find((p) => p.id === id);
      return preset ? generateQuestionSet(stereoDefinition, 7, preset.settings, 20, NO_QUESTION_CONTEXT, 1).map((q) => q.angle) : [];
    };
    expect(angles('beginner')).toEqual([-30, 0, 30, 30, 0, 0, 30, -30, 0, -30, 30, -30, -30, -30, 30, -30, -30, -30, 0, 0]);
    expect(angles('easy')).toEqual([-30, -15, 30, 30, -15, 0, 30, -30, 15, -30, 30, -15, -15, -15, 30, -30, -15, -15, 0, 0]);
    expect(angles('medium')).toEqual([-20, -10, 20, 20, -10, 0, 30, -30, 10, -30, 20, -10, -20, -20, 30, -30, -10, -20, -10, -10]);
    expect(angles('expert')).toEqual([-20, -10, 20, 20, -5, 0, 30, -30, 10, -25, 20, -10, -15, -15, 30, -30, -10, -20, -5, -5]);
    expect(generateQuestionSet(stereoDefinition, 7, { interval: 10, source: 'bursts' }, 1, NO_QUESTION_CONTEXT, 1)).toEqual([{ angle: -20, interval: 10, source: 'bursts' }]);
  });
});

describe('stereo confusions', () => {
  const question: StereoQuestion = { angle: -1.5, interval: 1.5, source: 'bursts' };

  it('pair the position asked with the position answered, in degrees', () => {
    expect(stereoDefinition.confusions(question, stereoDefinition.rightAnswer(question))).toEqual([{ axis: 'position', asked: '-1.5', answered: '-1.5' }]);
    expect(stereoDefinition.confusions(question, { angle: 1.5 })).toEqual([{ axis: 'position', asked: '-1.5', answered: '1.5' }]);
  });

  it('read as stage angles', () => {
    const t = i18next.getFixedT('en', 'stereo');
    expect(stereoUi.describeCategory('position', '-1.5', t)).toBe('1.5° left');
    expect(stereoUi.describeCategory('position', '0', t)).toBe('Centre');
    expect(i18next.getFixedT('zh-CN', 'stereo')('confusion.position')).not.toBe('confusion.position');
  });
});

describe('stereo answer form at an adaptive rung', () => {
  it('offers the five close positions as named choices', async () => {
    const onChange = vi.fn();
    const settings = stereoPositionDimension.settingsAt(0.5);
    render(createElement(StereoAnswerForm, { question: null, settings, answer: null, onChange, disabled: false, revealed: false }));
    const radios = within(screen.getByTestId('stereo-position')).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['1° left', '0.5° left', 'Centre', '0.5° right', '1° right']);
    await userEvent.setup().click(screen.getByText('0.5° left'));
    expect(onChange).toHaveBeenLastCalledWith({ angle: -0.5 });
  });
});
