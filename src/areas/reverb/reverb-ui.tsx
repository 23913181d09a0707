import type { AreaUi } from '../../exam';
import { reverbCategoryWords } from './reverb-category-words';
import { ReverbAnswerForm } from './reverb-answer-form';
import { ReverbAnswerView } from './reverb-answer-view';
import type { ReverbAnswer, ReverbQuestion } from './reverb-question';
import type { ReverbSettings, ReverbSettingsDraft } from './reverb-settings';
import { ReverbSettingsForm } from './reverb-settings-form';

export const reverbUi: AreaUi<ReverbSettings, ReverbQuestion, ReverbAnswer, ReverbSettingsDraft> = {
  playsProgramme: (draft) => draft.source === 'programme',
  ...reverbCategoryWords,
  toDraft: (settings) => ({ ...settings }),
  SettingsForm: ReverbSettingsForm,
  AnswerForm: ReverbAnswerForm,
  AnswerView: ReverbAnswerView,
  // Both axes, 'decay' and 'mix', number their scale's steps from 1.
};
