import type { AreaUi } from '../../exam';
import { loudnessCategoryWords } from './loudness-category-words';
import { LoudnessAnswerForm } from './loudness-answer-form';
import { LoudnessAnswerView } from './loudness-answer-view';
import type { LoudnessQuestion } from './loudness-question';
import type { LoudnessAnswer } from './loudness-scoring';
import type { LoudnessSettings, LoudnessSettingsDraft } from './loudness-settings';
import { LoudnessSettingsForm } from './loudness-settings-form';

export const loudnessUi: AreaUi<LoudnessSettings, LoudnessQuestion, LoudnessAnswer, LoudnessSettingsDraft> = {
  playsProgramme: (draft) => draft.source === 'programme',
  ...loudnessCategoryWords,
  levelMatchOffNote: 'loudness:levelMatchOff',
  toDraft: (settings) => ({ ...settings }),
  SettingsForm: LoudnessSettingsForm,
  AnswerForm: LoudnessAnswerForm,
  AnswerView: LoudnessAnswerView,
  // The 'change' axis: signed steps ("Louder, 2 steps" for '2').
};
