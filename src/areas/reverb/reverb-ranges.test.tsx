/**
 * The range a decay setting names ("Halls (0.5 to 3 s)") holds for every question and every
 * answer offered, at every step, over many seeds.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateQuestionSet } from '../../exam-contract';
import { ReverbAnswerForm } from './reverb-answer-form';
import { reverbDefinition } from './reverb-definition';
import { ReverbSettingsForm } from './reverb-settings-form';
import { DECAY_RANGE_SECONDS, DECAY_RANGES, DECAY_STEPS, type ReverbSettings } from './reverb-settings';

const SEEDS = Array.from({ length: 40 }, (_, i) => 1 + i * 7919);
const settingsFor = (patch: Partial<ReverbSettings>): ReverbSettings => ({ ...reverbDefinition.defaultSettings, decay: true, mix: true, ...patch });
const seconds = (label: string): number => Number(/([\d.]+)\s*s/.exec(label)?.[1]);

describe.each(DECAY_RANGES)('the %s decay range', (range) => {
  const { min, max } = DECAY_RANGE_SECONDS[range];

  it.each(DECAY_STEPS)('at steps of %d per cent: every question and every offered decay time lies within it, over 40 seeds', (decayStep) => {
    const settings = settingsFor({ decayRange: range, decayStep });
    for (const seed of SEEDS) {
      for (const question of generateQuestionSet(reverbDefinition, seed, settings, 10)) {
        expect(question.rt60).toBeGreaterThanOrEqual(min);
        expect(question.rt60).toBeLessThanOrEqual(max);
        for (const offered of question.decayScale) {
          expect(offered).toBeGreaterThanOrEqual(min);
          expect(offered).toBeLessThanOrEqual(max);
        }
      }
    }
    // What the answer form offers, read off the page.
    render(<ReverbAnswerForm question={null} settings={settings} answer={null} onChange={() => undefined} disabled={false} revealed={false} />);
    const offered = within(screen.getByTestId('reverb-decay'))
      .getAllByRole('radio')
      .map((radio) => seconds(radio.closest('label')?.textContent ?? ''));
    expect(offered.length).toBeGreaterThanOrEqual(4);
    for (const value of offered) {
      expect(value).toBeGreaterThanOrEqual(min - 0.005);
      expect(value).toBeLessThanOrEqual(max + 0.005);
    }
  });

  it('is named by those bounds in the settings form', () => {
    const draft = settingsFor({ decayRange: range });
    render(<ReverbSettingsForm draft={draft} errors={{}} readOnly={false} onChange={() => undefined} />);
    const option = screen.getByRole('option', { selected: true, name: new RegExp(`\\(${min} to ${max} s\\)`) });
    expect(option).toHaveValue(range);
  });
});
