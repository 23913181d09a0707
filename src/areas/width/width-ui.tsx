import type { AreaUi } from '../../exam';
import { widthCategoryWords } from './width-category-words';
import type { WidthAnswer } from './width-definition';
import { WidthAnswerForm } from './width-answer-form';
import { WidthAnswerView } from './width-answer-view';
import type { WidthQuestion } from './width-question';
import type { WidthSettings, WidthSettingsDraft } from './width-settings';
import { WidthSettingsForm } from './width-settings-form';

export const widthUi: AreaUi<WidthSettings, WidthQuestion, WidthAnswer, WidthSettingsDraft> = {
  ...widthCategoryWords,
  requiresStereo: true,
  toDraft: (settings) => ({ ...settings }),
  SettingsForm: WidthSettingsForm,
  AnswerForm: WidthAnswerForm,
  AnswerView: WidthAnswerView,
  // The 'change' axis: signed steps ("Wider, 2 steps" for '2').
};
