import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { adaptiveDimension, type AreaDefinition } from '../../exam-contract';
import { StaircaseTrack } from '../../ui';
import type { AdaptiveRun } from '../exam-types';
import { formatLevel, formatThreshold } from '../../i18n';

export interface AdaptiveResultProps {
  definition: Pick<AreaDefinition<unknown>, 'adaptive'>;
  namespace: string;
  dimension: string;
  run: AdaptiveRun;
}

/**
 * A finished run: the threshold with its interval in the dimension's unit (or the end of the
 * ladder it lies beyond), what a threshold is, and the track that found it.
 */
export function AdaptiveResult({ definition, namespace, dimension, run }: AdaptiveResultProps) {
  const { t, i18n } = useTranslation(['exam', namespace]);
  const format = (value: number) => formatLevel(t, i18n.language, run.unit, value);
  const { estimate, staircase } = run;
  const ladder = adaptiveDimension(definition, dimension)?.ladder ?? staircase.config.ladder;
  const trials = staircase.trials;
  const shown = estimate ? formatThreshold(t, i18n.language, run.unit, estimate.threshold, estimate.bound) : null;
  const beyond = estimate?.bound ? (estimate.threshold === ladder[ladder.length - 1] ? 'hardest' : 'easiest') : null;
  return (
    <Stack spacing={2} data-testid="adaptive-result" data-threshold={estimate?.threshold ?? ''} data-bound={estimate?.bound ?? ''}>
      {estimate && shown ? (
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
          <Box>
            <Typography variant="overline" color="text.secondary">
              {t(`${namespace}:adaptive.${dimension}`)}
            </Typography>
            <Typography variant="h3" component="p" data-testid="adaptive-threshold" sx={{ fontSize: '2.5rem', fontWeight: 600, lineHeight: 1.1 }}>
              {shown}
            </Typography>
            {beyond === null ? (
              <Typography variant="body2" color="text.secondary" data-testid="adaptive-interval">
                {t('exam:adaptive.interval', { low: format(estimate.low), high: format(estimate.high) })}
              </Typography>
            ) : null}
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
      {beyond ? (
        <Alert severity={beyond === 'hardest' ? 'success' : 'warning'} data-testid="adaptive-beyond">
          {t(`exam:adaptive.beyond.${beyond}`, { count: staircase.config.stopWhenPinned, level: format(estimate?.threshold ?? 0) })}
        </Alert>
      ) : null}
      <Typography variant="body2" color="text.secondary" data-testid="adaptive-meaning">
        {t([`${namespace}:adaptive.meaning.${dimension}`, 'exam:adaptive.meaning'], { value: shown ?? '' })}
        {/* A bound is no mean of turns: its own note above says what it is. */}
        {beyond === null ? ` ${t('exam:adaptive.meaningEstimate', { turns: staircase.config.stopAfterReversals })}` : null}
      </Typography>
      <StaircaseTrack
        trials={trials}
        threshold={estimate && beyond === null ? { value: estimate.threshold, low: estimate.low, high: estimate.high } : null}
        ladder={ladder}
        formatLevel={format}
        label={shown ? t('exam:adaptive.trackLabel', { count: trials.length, threshold: shown }) : t('exam:adaptive.trackLabelNone', { count: trials.length })}
        levelAxis={t('exam:adaptive.levelAxis')}
        trialAxis={t('exam:adaptive.trialAxis')}
      />
    </Stack>
  );
}
