import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ScoredProgress } from '../exam-progress';
import type { ModeCards } from './card-types';
import { PresetChoices } from './setup-fields';

export const trainingCards: ModeCards<'training'> = {
  SetupChoices: PresetChoices,
  settingsForm: true,
  setupPrompt: (_snapshot, t, clip) => ({ title: t('setup.title.training'), hint: t(clip ? 'setup.hint.trainingClip' : 'setup.hint.training') }),
  Progress: ScoredProgress,
  // Training ends when the student says so.
  Actions: function FinishTraining({ snapshot, machine }) {
    const { t } = useTranslation('exam');
    if (snapshot.state !== 'answering' && snapshot.state !== 'answered') return null;
    return (
      <Button variant="outlined" onClick={() => machine.send({ type: 'FINISH' })} data-testid="exam-finish-training">
        {t('actions.finishTraining')}
      </Button>
    );
  },
};
