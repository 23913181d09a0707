import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { AnswerFormProps } from '../../exam/area-ui';
import { ChoiceChips } from '../../exam/choice-chips';
import { OrderedScale } from '../../exam/ordered-scale';
import { formatDb } from './loudness-format';
import type { LevelDirection, LoudnessQuestion } from './loudness-question';
import type { LoudnessAnswer } from './loudness-scoring';
import { SIZE_STEPS, type LoudnessSettings } from './loudness-settings';

const DIRECTIONS: readonly LevelDirection[] = ['boost', 'cut'];

/**
 * Louder or softer, and (when asked) by how much on the scale of steps. The rows follow the
 * settings (an official exam gives no question); the question only marks them once revealed.
 */
export function LoudnessAnswerForm({ question, settings, answer, onChange, disabled, revealed }: AnswerFormProps<LoudnessSettings, LoudnessQuestion, LoudnessAnswer>) {
  const { t } = useTranslation('loudness');
  const [direction, setDirection] = useState<LevelDirection | null>(answer?.direction ?? null);
  const [steps, setSteps] = useState<number | null>(answer?.steps ?? null);
  const shown = revealed ? question : null;

  const update = (nextDirection: LevelDirection | null, nextSteps: number | null) => {
    setDirection(nextDirection);
    setSteps(nextSteps);
    const complete = nextDirection !== null && (!settings.asksSize || nextSteps !== null);
    onChange(complete ? { direction: nextDirection, steps: settings.asksSize ? nextSteps : null } : null);
  };

  const sizes = Array.from({ length: SIZE_STEPS }, (_, i) => ({ value: i + 1, label: formatDb((i + 1) * settings.step) }));
  return (
    <Stack spacing={2.5} data-testid="loudness-answer-form">
      <ChoiceChips
        label={t('answer.direction')}
        options={DIRECTIONS.map((d) => ({ value: d, label: t(`answer.${d}`) }))}
        value={direction}
        disabled={disabled}
        onChange={(d) => update(d, steps)}
        highlight={(d) => (!shown ? null : d === shown.direction ? 'right' : d === direction ? 'wrong' : null)}
        data-testid="loudness-direction"
      />
      {settings.asksSize ? (
        <OrderedScale
          label={t('answer.size')}
          steps={sizes}
          value={steps}
          disabled={disabled}
          onChange={(s) => update(direction, s)}
          right={shown?.steps ?? null}
          describeOffset={(offset) => t(offset > 0 ? 'answer.tooLarge' : 'answer.tooSmall', { count: Math.abs(offset) })}
          data-testid="loudness-size"
        />
      ) : null}
    </Stack>
  );
}
