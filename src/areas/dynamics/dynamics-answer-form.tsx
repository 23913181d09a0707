import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { AnswerFormProps } from '../../exam';
import { ChoiceChips, OrderedScale } from '../../ui';
import { describeDynamicsAnswer } from './dynamics-category-words';
import { AMOUNTS, RATIOS, SPEEDS, type DynamicsQuestion, type Speed } from './dynamics-question';
import { answerValue, rightDynamicsAnswer, type DynamicsAnswer } from './dynamics-scoring';
import type { DynamicsSettings } from './dynamics-settings';

/** The answer's one value for each test, as the form offers it. */
function answerOf(test: DynamicsSettings['test'], value: string): DynamicsAnswer {
  switch (test) {
    case 'presence':
      return { test, compressed: value === 'compressed' };
    case 'amount':
      return { test, gainReductionDb: Number(value) };
    case 'ratio':
      return { test, ratio: Number(value) as (typeof RATIOS)[number] };
    case 'attack':
    case 'release':
      return { test, speed: value as Speed };
  }
}

const VALUES: Record<DynamicsSettings['test'], readonly string[]> = {
  presence: ['compressed', 'uncompressed'],
  amount: AMOUNTS.map(String),
  ratio: RATIOS.map(String),
  attack: SPEEDS,
  release: SPEEDS,
};

/** The one part the settings ask: compressed or not, the amount (an ordered scale), the ratio, or the attack or release. */
export function DynamicsAnswerForm({ question, settings, answer, onChange, disabled, revealed }: AnswerFormProps<DynamicsSettings, DynamicsQuestion, DynamicsAnswer>) {
  const { t } = useTranslation('dynamics');
  const [value, setValue] = useState<string | null>(answer ? answerValue(answer) : null);
  const right = revealed && question ? answerValue(rightDynamicsAnswer(question)) : null;
  const { test } = settings;
  const options = VALUES[test].map((v) => ({ value: v, label: describeDynamicsAnswer(answerOf(test, v), t) }));
  const choose = (next: string) => {
    setValue(next);
    onChange(answerOf(test, next));
  };
  return (
    <Stack spacing={2.5} data-testid="dynamics-answer-form">
      {test === 'amount' ? (
        <OrderedScale
          label={t('answer.amount.label')}
          steps={AMOUNTS.map((amount) => ({ value: amount, label: t('answer.amountDb', { value: amount }) }))}
          value={value === null ? null : Number(value)}
          disabled={disabled}
          onChange={(amount) => choose(String(amount))}
          right={right === null ? null : Number(right)}
          describeOffset={(offset) => t(offset > 0 ? 'answer.amount.tooMuch' : 'answer.amount.tooLittle', { count: Math.abs(offset) })}
          data-testid="dynamics-amount"
        />
      ) : (
        <ChoiceChips
          label={t(`answer.${test}.label`)}
          options={options}
          value={value}
          disabled={disabled}
          onChange={choose}
          highlight={(v) => (right === null ? null : v === right ? 'right' : v === value ? 'wrong' : null)}
          data-testid={`dynamics-${test}`}
        />
      )}
    </Stack>
  );
}
