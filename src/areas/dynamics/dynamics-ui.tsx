import type { AreaUi } from '../../exam';
import { DynamicsAnswerForm } from './dynamics-answer-form';
import { DynamicsAnswerView } from './dynamics-answer-view';
import { dynamicsCategoryWords } from './dynamics-category-words';
import { DynamicsMeter } from './dynamics-meter';
import type { DynamicsQuestion } from './dynamics-question';
import type { DynamicsAnswer } from './dynamics-scoring';
import type { DynamicsSettings, DynamicsSettingsDraft } from './dynamics-settings';
import { DynamicsSettingsForm } from './dynamics-settings-form';

export const dynamicsUi: AreaUi<DynamicsSettings, DynamicsQuestion, DynamicsAnswer, DynamicsSettingsDraft> = {
  // The settings choose the loop: the sound settings offer no source of their own.
  playsProgramme: () => false,
  ...dynamicsCategoryWords,
  // Matched by the compressor's own make-up gain (src/audio/dynamics/compressed-loop.ts), in every mode.
  levelMatchOffNote: 'dynamics:levelMatchBuiltIn',
  toDraft: (settings) => ({ ...settings }),
  SettingsForm: DynamicsSettingsForm,
  AnswerForm: DynamicsAnswerForm,
  AnswerView: DynamicsAnswerView,
  TrainingAid: DynamicsMeter,
};
