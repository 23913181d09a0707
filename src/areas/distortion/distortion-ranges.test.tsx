/** The amounts and types a distortion setting names hold for every question and every answer offered, over many seeds. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateQuestionSet } from '../../exam-contract';
import { DistortionAnswerForm } from './distortion-answer-form';
import { distortionDefinition } from './distortion-definition';
import { DistortionSettingsForm } from './distortion-settings-form';
import { AMOUNT_COUNTS, amountScale, TYPE_CHOICES, typesOf, type DistortionSettings } from './distortion-settings';

const SEEDS = Array.from({ length: 40 }, (_, i) => 7 + i * 7919);
const TYPE_LABEL = { soft: 'Soft clipping', hard: 'Hard clipping', asymmetric: 'Asymmetric (even harmonics)' } as const;
const radioLabels = (testId: string) => within(screen.getByTestId(testId)).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent ?? '');

describe.each(TYPE_CHOICES)('distortion, types %s', (types) => {
  it.each(AMOUNT_COUNTS)('%d amounts: every question and every offered answer within the setting, over 40 seeds', (amounts) => {
    const settings: DistortionSettings = { source: 'programme', types, amounts, asksType: true };
    for (const seed of SEEDS) {
      for (const question of generateQuestionSet(distortionDefinition, seed, settings, 10)) {
        expect(typesOf(types)).toContain(question.type);
        expect(amountScale(amounts)).toContain(question.thd);
      }
    }
    render(<DistortionAnswerForm question={null} settings={settings} answer={null} onChange={() => undefined} disabled={false} revealed={false} />);
    expect(radioLabels('distortion-type')).toEqual(typesOf(types).map((type) => TYPE_LABEL[type]));
    expect(radioLabels('distortion-amount').map((label) => Number.parseFloat(label))).toEqual(amountScale(amounts));
  });
});

it('names each amount setting by exactly the amounts it asks', () => {
  const draft: DistortionSettings = { source: 'programme', types: 'all', amounts: 3, asksType: true };
  render(<DistortionSettingsForm draft={draft} errors={{}} readOnly={false} onChange={() => undefined} />);
  const selected = screen.getByRole('option', { selected: true, name: /·/ });
  expect(selected.textContent?.split('·').map((part) => Number.parseFloat(part))).toEqual(amountScale(3));
});
