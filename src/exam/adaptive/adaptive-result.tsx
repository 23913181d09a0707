import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { adaptiveDimension, type AreaDefinition } from '../../exam-contract';
import { StaircaseTrack } from '../../ui';
import type { AdaptiveRun } from '../exam-types';
import { formatLevel } from './format-level';

export interface AdaptiveResultProps {
  definition: Pick<AreaDefinition<unknown>, 'adaptive'>;
  namespace: string;
  dimension: string;
  run: AdaptiveRun;
}

/** A finished run: the threshold with its interval, in the dimension's unit, and the track that found it. */
export function AdaptiveResult({ definition, namespace, dimension, run }: AdaptiveResultProps) {
  const { t, i18n } = useTranslation(['exam', namespace]);
  const format = (value: number) => formatLevel(t, i18n.language, run.unit, value);
  const { estimate, staircase } = run;
  const ladder = adaptiveDimension(definition, dimension)?.ladder ?? staircase.config.ladder;
  const trials = staircase.trials;
  return (
    <Stack spacing={2} data-testid="adaptive-result" data-threshold={estimate?.threshold ?? ''}>
      {estimate ? (
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
          <Box>
            <Typography variant="overline" color="text.secondary">
              {t(`${namespace}:adaptive.${dimension}`)}
            </Typography>
            <Typography variant="h3" component="p" data-testid="adaptive-threshold" sx={{ fontSize: '2.5rem', fontWeight: 600, lineHeight: 1.1 }}>
              {format(estimate.threshold)}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="adaptive-interval">
              {t('exam:adaptive.interval', { low: format(estimate.low), high: format(estimate.high) })}
            </Typography>
          </Box>
          <Box>
            <Typography variant="overline" color="text.secondary">
              {t('exam:adaptive.trials')}
            </Typography>
            <Typography variant="h5" component="p">
              {trials.length}
            </Typography>
          </Box>
        </Stack>
      ) : (
        <Alert severity="info">{t('exam:adaptive.noThreshold')}</Alert>
      )}
      <StaircaseTrack
        trials={trials}
        threshold={estimate ? { value: estimate.threshold, low: estimate.low, high: estimate.high } : null}
        range={{ from: ladder[0] ?? 0, to: ladder[ladder.length - 1] ?? 1 }}
        levelTicks={[ladder[0] ?? 0, ladder[Math.floor(ladder.length / 2)] ?? 0, ladder[ladder.length - 1] ?? 0]}
        formatLevel={format}
        label={
          estimate
            ? t('exam:adaptive.trackLabel', { count: trials.length, threshold: format(estimate.threshold) })
            : t('exam:adaptive.trackLabelNone', { count: trials.length })
        }
        levelAxis={t('exam:adaptive.levelAxis')}
        trialAxis={t('exam:adaptive.trialAxis')}
      />
    </Stack>
  );
}
