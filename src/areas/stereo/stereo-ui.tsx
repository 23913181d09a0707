import type { AreaUi } from '../../exam';
import { stereoCategoryWords } from './stereo-category-words';
import { StereoAnswerForm } from './stereo-answer-form';
import { StereoAnswerView } from './stereo-answer-view';
import { formatStageAngle } from './stereo-format';
import type { StereoAnswer, StereoQuestion } from './stereo-question';
import type { StereoSettings, StereoSettingsDraft } from './stereo-settings';
import { StereoSettingsForm } from './stereo-settings-form';

export const stereoUi: AreaUi<StereoSettings, StereoQuestion, StereoAnswer, StereoSettingsDraft> = {
  ...stereoCategoryWords,
  toDraft: (settings) => ({ ...settings }),
  SettingsForm: StereoSettingsForm,
  AnswerForm: StereoAnswerForm,
  AnswerView: StereoAnswerView,
  describeAnswer: (answer, t) => formatStageAngle(t, answer.angle),
  // The one axis, 'position', is a stage angle.
};
