/** The range a loudness setting names ("Boost only") holds for every question and every answer offered, over many seeds. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateQuestionSet } from '../../exam-contract';
import { LoudnessAnswerForm } from './loudness-answer-form';
import { loudnessDefinition } from './loudness-definition';
import { CHANGE_TYPES, LEVEL_STEPS, SIZE_STEPS, type LoudnessSettings } from './loudness-settings';

const SEEDS = Array.from({ length: 40 }, (_, i) => 3 + i * 7919);
const NAMED = { boost: ['Louder'], cut: ['Softer'], 'boost-cut': ['Louder', 'Softer'] } as const;
const DIRECTION = { boost: 'Louder', cut: 'Softer' } as const;
const radioLabels = (testId: string) => within(screen.getByTestId(testId)).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent ?? '');

describe.each(CHANGE_TYPES)('loudness, change type %s', (changeType) => {
  it.each(LEVEL_STEPS)('steps of %d dB: every question and every offered answer within the setting, over 40 seeds', (step) => {
    for (const asksSize of [false, true]) {
      const settings: LoudnessSettings = { ...loudnessDefinition.defaultSettings, changeType, step, asksSize };
      for (const seed of SEEDS) {
        for (const question of generateQuestionSet(loudnessDefinition, seed, settings, 10)) {
          expect(NAMED[changeType]).toContain(DIRECTION[question.direction]);
          expect(question.steps).toBeGreaterThanOrEqual(1);
          expect(question.steps).toBeLessThanOrEqual(asksSize ? SIZE_STEPS : 1);
        }
      }
      const view = render(<LoudnessAnswerForm question={null} settings={settings} answer={null} onChange={() => undefined} disabled={false} revealed={false} />);
      expect(radioLabels('loudness-direction')).toEqual(NAMED[changeType]);
      if (asksSize) expect(radioLabels('loudness-size')).toHaveLength(SIZE_STEPS);
      view.unmount();
    }
  });
});
