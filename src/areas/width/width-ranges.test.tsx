/** The range a width setting names ("Narrower only", 0-200 %) holds for every question and every answer offered, over many seeds. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateQuestionSet } from '../../exam-contract';
import { WidthAnswerForm } from './width-answer-form';
import { widthDefinition } from './width-definition';
import { questionWidth } from './width-question';
import { WIDTH_CHANGES, WIDTH_STEPS, type WidthSettings } from './width-settings';

const SEEDS = Array.from({ length: 40 }, (_, i) => 5 + i * 7919);
const NAMED = { narrower: ['Narrower'], wider: ['Wider'], either: ['Narrower', 'Wider'] } as const;
const DIRECTION = { narrower: 'Narrower', wider: 'Wider' } as const;
const radioLabels = (testId: string) => within(screen.getByTestId(testId)).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent ?? '');

describe.each(WIDTH_CHANGES)('width, change %s', (change) => {
  it.each(WIDTH_STEPS)('steps of %d per cent: every question and every offered answer within the setting, the width within 0-200 per cent', (step) => {
    for (const asksSize of [false, true]) {
      const settings: WidthSettings = { change, step, asksSize };
      for (const seed of SEEDS) {
        for (const question of generateQuestionSet(widthDefinition, seed, settings, 10)) {
          expect(NAMED[change]).toContain(DIRECTION[question.direction]);
          expect(questionWidth(question)).toBeGreaterThanOrEqual(0);
          expect(questionWidth(question)).toBeLessThanOrEqual(200);
        }
      }
      const view = render(<WidthAnswerForm question={null} settings={settings} answer={null} onChange={() => undefined} disabled={false} revealed={false} />);
      expect(radioLabels('width-direction')).toEqual(NAMED[change]);
      if (asksSize) {
        for (const label of radioLabels('width-size')) expect(Number.parseFloat(label)).toBeLessThanOrEqual(100);
      }
      view.unmount();
    }
  });
});
