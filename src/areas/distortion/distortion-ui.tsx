import type { AreaUi } from '../../exam';
import { distortionCategoryWords } from './distortion-category-words';
import { DistortionAnswerForm } from './distortion-answer-form';
import { DistortionAnswerView } from './distortion-answer-view';
import type { DistortionAnswer, DistortionQuestion } from './distortion-question';
import type { DistortionSettings, DistortionSettingsDraft } from './distortion-settings';
import { DistortionSettingsForm } from './distortion-settings-form';

export const distortionUi: AreaUi<DistortionSettings, DistortionQuestion, DistortionAnswer, DistortionSettingsDraft> = {
  playsProgramme: (draft) => draft.source === 'programme',
  ...distortionCategoryWords,
  toDraft: (settings) => ({ ...settings }),
  SettingsForm: DistortionSettingsForm,
  AnswerForm: DistortionAnswerForm,
  AnswerView: DistortionAnswerView,
};
