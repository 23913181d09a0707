import type { AreaUi } from '../../exam';
import { StereoAnswerForm } from './stereo-answer-form';
import { StereoAnswerView } from './stereo-answer-view';
import type { StereoAnswer, StereoQuestion } from './stereo-question';
import type { StereoSettings, StereoSettingsDraft } from './stereo-settings';
import { StereoSettingsForm } from './stereo-settings-form';

export const stereoUi: AreaUi<StereoSettings, StereoQuestion, StereoAnswer, StereoSettingsDraft> = {
  namespace: 'stereo',
  toDraft: (settings) => ({ ...settings }),
  SettingsForm: StereoSettingsForm,
  AnswerForm: StereoAnswerForm,
  AnswerView: StereoAnswerView,
};
