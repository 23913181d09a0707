import type { AreaUi } from '../../exam';
import { timbreCategoryWords } from './timbre-category-words';
import { TimbreAnswerForm } from './timbre-answer-form';
import { TimbreAnswerView } from './timbre-answer-view';
import type { TimbreAnswer, TimbreQuestion } from './timbre-question';
import type { TimbreSettings, TimbreSettingsDraft } from './timbre-settings';
import { TimbreSettingsForm } from './timbre-settings-form';

export const timbreUi: AreaUi<TimbreSettings, TimbreQuestion, TimbreAnswer, TimbreSettingsDraft> = {
  ...timbreCategoryWords,
  listening: 'clip',
  levelMatchOffNote: 'timbre:levelMatchOff',
  toDraft: (settings) => ({ ...settings }),
  SettingsForm: TimbreSettingsForm,
  AnswerForm: TimbreAnswerForm,
  AnswerView: TimbreAnswerView,
};
