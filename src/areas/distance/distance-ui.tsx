import type { AreaUi } from '../../exam';
import { distanceCategoryWords } from './distance-category-words';
import { DistanceAnswerForm } from './distance-answer-form';
import { DistanceAnswerView } from './distance-answer-view';
import type { DistanceAnswer, DistanceQuestion } from './distance-question';
import type { DistanceSettings, DistanceSettingsDraft } from './distance-settings';
import { DistanceSettingsForm } from './distance-settings-form';

export const distanceUi: AreaUi<DistanceSettings, DistanceQuestion, DistanceAnswer, DistanceSettingsDraft> = {
  playsProgramme: (draft) => draft.source === 'programme',
  ...distanceCategoryWords,
  levelMatchOffNote: 'distance:levelMatchOff',
  toDraft: (settings) => ({ ...settings }),
  SettingsForm: DistanceSettingsForm,
  AnswerForm: DistanceAnswerForm,
  AnswerView: DistanceAnswerView,
  // The one axis, 'step', numbers the scale from the nearest.
};
