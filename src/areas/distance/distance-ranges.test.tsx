/** The distances a mode names ("four distances, 1 to 8 m") hold for every question and every answer offered, over many seeds. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateQuestionSet } from '../../exam-contract';
import { DistanceAnswerForm } from './distance-answer-form';
import { distanceDefinition } from './distance-definition';
import { DistanceSettingsForm } from './distance-settings-form';
import { DISTANCE_MODES, DISTANCES, type DistanceSettings } from './distance-settings';

const SEEDS = Array.from({ length: 40 }, (_, i) => 11 + i * 7919);

describe.each(DISTANCE_MODES)('distance, %s test', (mode) => {
  const scale = DISTANCES[mode];
  const [nearest, farthest] = [Math.min(...scale), Math.max(...scale)];

  it('every question and every offered distance lies on the mode’s scale, 1 to 8 m, over 40 seeds', () => {
    const settings: DistanceSettings = { mode, source: 'bursts' };
    expect([nearest, farthest]).toEqual([1, 8]);
    for (const seed of SEEDS) {
      for (const question of generateQuestionSet(distanceDefinition, seed, settings, 10)) expect(scale).toContain(question.distance);
    }
    render(<DistanceAnswerForm question={null} settings={settings} answer={null} onChange={() => undefined} disabled={false} revealed={false} />);
    const offered = within(screen.getByTestId('distance-scale'))
      .getAllByRole('radio')
      .map((radio) => Number.parseFloat(radio.closest('label')?.textContent ?? ''));
    expect(offered).toEqual([...scale]);
  });
});

it('names the basic test by its count and its span', () => {
  render(<DistanceSettingsForm draft={{ mode: 'basic', source: 'bursts' }} errors={{}} readOnly={false} onChange={() => undefined} />);
  expect(screen.getByRole('option', { selected: true, name: /four distances, 1 to 8 m/ })).toHaveValue('basic');
  expect(DISTANCES.basic).toHaveLength(4);
});
