import { useId } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CHANNEL_SIDES } from '../../audio';
import type { CheckAnswer, CheckTrial } from './check-trials';

const TONE_POSITIONS = [0, 1, 2] as const;

export interface CheckAnswersProps {
  trial: CheckTrial;
  onAnswer(answer: CheckAnswer): void;
  'data-testid'?: string;
}

/**
 * The answers to one trial as buttons: a press answers at once and plays the next sound. Not
 * radio chips, whose arrow keys would answer every choice passed on the way.
 */
export function CheckAnswers({ trial, onAnswer, ...rest }: CheckAnswersProps) {
  const { t } = useTranslation('exam');
  const labelId = useId();
  const options: { value: CheckAnswer; label: string }[] =
    trial.kind === 'side'
      ? CHANNEL_SIDES.map((side) => ({ value: side, label: t(`channelCheck.side.${side}`) }))
      : TONE_POSITIONS.map((position) => ({ value: position, label: t(`headphones.tone.${position}`) }));
  return (
    <div role="group" aria-labelledby={labelId} data-testid={rest['data-testid']} data-trial={trial.kind}>
      <Typography id={labelId} variant="subtitle2" component="div" sx={{ mb: 1 }}>
        {trial.kind === 'side' ? t('channelCheck.question') : t('headphones.question')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {options.map((option) => (
          <Button
            key={option.value}
            variant="outlined"
            // The second click of a double click would land on the next trial's button, unheard.
            onClick={(event) => (event.detail > 1 ? undefined : onAnswer(option.value))}
            sx={{ minWidth: 96 }}
          >
            {option.label}
          </Button>
        ))}
      </Stack>
    </div>
  );
}
