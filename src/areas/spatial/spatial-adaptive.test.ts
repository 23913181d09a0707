// @vitest-environment jsdom -- renders the answer form
import { createElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { adaptiveTrialQuestion, generateQuestionSet, NO_QUESTION_CONTEXT } from '../../exam-contract';
import { ADAPTIVE_POSITION_COUNT, ANGLE_LADDER, spatialAngleDimension } from './spatial-adaptive';
import { SpatialAnswerForm } from './spatial-answer-form';
import { spatialDefinition } from './spatial-definition';
import { angularError, type SpatialQuestion } from './spatial-question';
import { SPATIAL_DIFFICULTY_PRESETS } from './spatial-settings';
import { spatialUi } from './spatial-ui';

const SEEDS = Array.from({ length: 40 }, (_, i) => i * 7919 + 1);
const trialsAt = (level: number) => SEEDS.map((seed, i) => adaptiveTrialQuestion(spatialDefinition, spatialAngleDimension, seed, i, level));
const renderedAzimuth = (question: SpatialQuestion): number => {
  const spec = spatialDefinition.buildProcessing(question).chain[0];
  return spec?.kind === 'spatial' ? spec.azimuth : Number.NaN;
};
/** -180 to 180, left negative. */
const signed = (azimuth: number) => (azimuth > 180 ? azimuth - 360 : azimuth);

describe('spatial adaptive ladder', () => {
  it('runs from the front sector down past the minimum audible angle, finer near it', () => {
    expect(ANGLE_LADDER[spatialAngleDimension.startIndex]).toBe(20);
    expect(ANGLE_LADDER.at(-1)).toBeLessThan(1);
    expect(ANGLE_LADDER.length).toBeGreaterThanOrEqual(8);
    expect(ANGLE_LADDER.length).toBeLessThanOrEqual(14);
  });

  it.each(ANGLE_LADDER.map((level) => [level]))('at %s°: five directions that far apart, centred straight ahead, rendered there', (level) => {
    const rendered = new Set(trialsAt(level).map((q) => signed(renderedAzimuth(q))));
    expect([...rendered].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2].map((k) => k * level));
    expect(spatialAngleDimension.guessRate(level)).toBe(1 / ADAPTIVE_POSITION_COUNT);
  });

  it('scores the right direction correct at every rung, and the next one over wrong', () => {
    for (const level of ANGLE_LADDER) {
      for (const question of trialsAt(level)) {
        const right = spatialDefinition.parseAnswer(JSON.parse(JSON.stringify(spatialDefinition.rightAnswer(question))));
        expect(right && spatialDefinition.score(question, right).correct).toBe(true);
        const neighbour = (question.azimuth + (signed(question.azimuth) > 0 ? -level : level) + 360) % 360;
        expect(angularError(neighbour, question.azimuth)).toBeCloseTo(level, 9);
        expect(spatialDefinition.score(question, { azimuth: neighbour })).toMatchObject({ correct: false, credit: 0.5 });
      }
    }
  });

  it('makes a smaller step a narrower spread of directions', () => {
    const spreads = ANGLE_LADDER.map((level) => {
      const azimuths = trialsAt(level).map((q) => signed(renderedAzimuth(q)));
      return Math.max(...azimuths) - Math.min(...azimuths);
    });
    for (let i = 1; i < spreads.length; i++) expect(spreads[i]).toBeLessThan(spreads[i - 1] as number);
  });
});

describe('spatial questions of the practice settings', () => {
  it('are those the generator gave before the adaptive mode (seed 7, generator version 1, still made for its results)', () => {
    const azimuths = (id: string) => {
      const preset = SPATIAL_DIFFICULTY_PRESETS.find((p) => p.id === id);
      return preset ? generateQuestionSet(spatialDefinition, 7, preset.settings, 20, NO_QUESTION_CONTEXT, 1).map((q) => q.azimuth) : [];
    };
    expect(azimuths('beginner')).toEqual([330, 0, 30, 30, 0, 0, 30, 330, 0, 330, 30, 330, 330, 330, 30, 330, 330, 330, 0, 0]);
    expect(azimuths('easy')).toEqual([60, 120, 300, 300, 120, 180, 330, 0, 210, 0, 270, 90, 90, 90, 330, 0, 90, 60, 120, 150]);
    expect(azimuths('medium')).toEqual([60, 120, 300, 300, 135, 180, 330, 15, 225, 15, 285, 105, 90, 90, 330, 0, 105, 75, 135, 150]);
    expect(azimuths('advanced')).toEqual([70, 120, 300, 300, 140, 190, 330, 10, 230, 20, 280, 110, 100, 90, 330, 10, 110, 70, 140, 150]);
    expect(azimuths('expert')).toEqual([70, 125, 300, 300, 140, 190, 330, 15, 230, 25, 285, 115, 100, 90, 330, 10, 110, 75, 145, 150]);
    expect(generateQuestionSet(spatialDefinition, 7, { sector: 'front', resolution: 30, source: 'bursts' }, 1, NO_QUESTION_CONTEXT, 1)).toEqual([
      { azimuth: 330, sector: 'front', resolution: 30, source: 'bursts' },
    ]);
  });
});

describe('spatial confusions', () => {
  const frontRight: SpatialQuestion = { azimuth: 30, sector: 'all', resolution: 30, source: 'bursts' };

  it('agree on every axis for the right answer', () => {
    expect(spatialDefinition.confusions(frontRight, spatialDefinition.rightAnswer(frontRight))).toEqual([
      { axis: 'frontBack', asked: 'front', answered: 'front' },
      { axis: 'leftRight', asked: 'right', answered: 'right' },
      { axis: 'direction', asked: '30', answered: '30' },
    ]);
  });

  it('show a front-back and a left-right confusion', () => {
    expect(spatialDefinition.confusions(frontRight, { azimuth: 150 })).toEqual([
      { axis: 'frontBack', asked: 'front', answered: 'back' },
      { axis: 'leftRight', asked: 'right', answered: 'right' },
      { axis: 'direction', asked: '30', answered: '150' },
    ]);
    expect(spatialDefinition.confusions(frontRight, { azimuth: 330 }).slice(0, 2)).toEqual([
      { axis: 'frontBack', asked: 'front', answered: 'front' },
      { axis: 'leftRight', asked: 'right', answered: 'left' },
    ]);
    expect(spatialDefinition.confusions({ ...frontRight, azimuth: 90 }, { azimuth: 0 }).slice(0, 2)).toEqual([
      { axis: 'frontBack', asked: 'side', answered: 'front' },
      { axis: 'leftRight', asked: 'right', answered: 'middle' },
    ]);
  });

  it('read in words, in order front to back, left to right, and round from behind left', () => {
    const t = i18next.getFixedT('en', 'spatial');
    expect(spatialUi.describeCategory('frontBack', 'back', t)).toBe('Behind');
    expect(spatialUi.describeCategory('leftRight', 'middle', t)).toMatch(/^Midline/);
    expect(spatialUi.describeCategory('direction', '359.5', t)).toBe('359.5°, front left');
    const sorted = (axis: string, values: string[]) => [...values].sort((a, b) => spatialUi.compareCategories?.(axis, a, b) ?? 0);
    expect(sorted('frontBack', ['back', 'front', 'side'])).toEqual(['front', 'side', 'back']);
    expect(sorted('leftRight', ['right', 'middle', 'left'])).toEqual(['left', 'middle', 'right']);
    expect(sorted('direction', ['1', '359', '0', '180', '200'])).toEqual(['200', '359', '0', '1', '180']);
  });
});

describe('spatial answer form at an adaptive rung', () => {
  it('offers the five close directions as named choices, left to right', async () => {
    const onChange = vi.fn();
    render(createElement(SpatialAnswerForm, { question: null, settings: spatialAngleDimension.settingsAt(1.5), answer: null, onChange, disabled: false, revealed: false }));
    const labels = within(screen.getByTestId('spatial-direction'))
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(labels).toEqual(['357°, front left', '358.5°, front left', 'Front (0°)', '1.5°, front right', '3°, front right']);
    await userEvent.setup().click(screen.getByText('358.5°, front left'));
    expect(onChange).toHaveBeenLastCalledWith({ azimuth: 358.5 });
  });
});
