import { ScoredProgress } from '../exam-progress';
import type { ModeCards } from './card-types';
import { modeSetupPrompt, PresetChoices } from './setup-fields';

export const examCards: ModeCards<'exam'> = {
  SetupChoices: PresetChoices,
  settingsForm: true,
  setupPrompt: modeSetupPrompt,
  Progress: ScoredProgress,
};
