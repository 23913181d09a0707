import type { AreaUi } from '../../exam';
import { stereoCategoryWords } from './stereo-category-words';
import { StereoAnswerForm } from './stereo-answer-form';
import { StereoAnswerView } from './stereo-answer-view';
import type { StereoAnswer, StereoQuestion } from './stereo-question';
import type { StereoSettings, StereoSettingsDraft } from './stereo-settings';
import { StereoSettingsForm } from './stereo-settings-form';

export const stereoUi: AreaUi<StereoSettings, StereoQuestion, StereoAnswer, StereoSettingsDraft> = {
  playsProgramme: (draft) => draft.source === 'programme',
  ...stereoCategoryWords,
  toDraft: (settings) => ({ ...settings }),
  SettingsForm: StereoSettingsForm,
  AnswerForm: StereoAnswerForm,
  AnswerView: StereoAnswerView,
  // The one axis, 'position', is a stage angle.
};
