import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { adaptiveDimension, currentLevel } from '../../exam-contract';
import { formatLevel } from '../../i18n';
import { SelectField } from '../../ui';
import { currentQuestion, ProgressStrip, ScoredProgress } from '../exam-progress';
import type { ModeCards, ModeSettingsProps } from './card-types';
import { modeSetupPrompt } from './setup-fields';

/** The dimension the run measures and its ladder. */
function AdaptiveChoices<S, Q, A, D>({ definition, ui, snapshot, machine }: ModeSettingsProps<'adaptive', S, Q, A, D>) {
  const { t, i18n } = useTranslation(['exam', ui.namespace]);
  const dimension = adaptiveDimension(definition, snapshot.dimension) ?? definition.adaptive[0];
  return (
    <Stack spacing={1} data-testid="adaptive-settings">
      <SelectField
        label={t('exam:adaptive.dimension')}
        value={dimension.id}
        disabled={snapshot.state !== 'setup' || definition.adaptive.length < 2}
        data-testid="dimension-select"
        onChange={(value) => machine.send({ type: 'SELECT_DIMENSION', dimension: value })}
      >
        {definition.adaptive.map((d) => (
          <option key={d.id} value={d.id}>
            {t(`${ui.namespace}:adaptive.${d.id}`)}
          </option>
        ))}
      </SelectField>
      <Typography variant="body2" color="text.secondary">
        {t((dimension.ladder[0] ?? 0) > (dimension.ladder.at(-1) ?? 0) ? 'exam:adaptive.ladder' : 'exam:adaptive.ladderRising', {
          from: formatLevel(t, i18n.language, dimension.unit, dimension.ladder[0] ?? 0),
          to: formatLevel(t, i18n.language, dimension.unit, dimension.ladder.at(-1) ?? 0),
        })}
      </Typography>
    </Stack>
  );
}

export const adaptiveCards: ModeCards<'adaptive'> = {
  SetupChoices: AdaptiveChoices,
  // A run's settings follow from its dimension and level.
  settingsForm: false,
  setupPrompt: modeSetupPrompt,
  // A running score says nothing in a threshold run: right answers make it harder, so it hovers near 79 %.
  Progress: function AdaptiveProgress({ snapshot }) {
    const { t, i18n } = useTranslation('exam');
    const run = snapshot.adaptive;
    if (!run) return <ScoredProgress snapshot={snapshot} />;
    const { staircase } = run;
    return (
      <ProgressStrip
        snapshot={snapshot}
        counter={t('adaptive.counter', { current: currentQuestion(snapshot), reversals: staircase.reversals, total: staircase.config.stopAfterReversals })}
        chips={
          <Chip
            size="small"
            variant="outlined"
            data-testid="adaptive-level"
            label={t('adaptive.level', { level: formatLevel(t, i18n.language, run.unit, currentLevel(staircase)) })}
          />
        }
        note={
          <Typography variant="caption" color="text.secondary" data-testid="adaptive-counter-help">
            {t('adaptive.counterHelp', { count: staircase.config.stopWhenPinned })}
          </Typography>
        }
      />
    );
  },
};
