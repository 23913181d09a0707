import type { AreaUi } from '../../exam';
import { eqCategoryWords } from './eq-category-words';
import { EqAnswerForm } from './eq-answer-form';
import { EqAnswerView } from './eq-answer-view';
import type { EqQuestion } from './eq-question';
import type { EqAnswer } from './eq-scoring';
import type { EqSettings, EqSettingsDraft } from './eq-settings';
import { EqSettingsForm } from './eq-settings-form';

export const eqUi: AreaUi<EqSettings, EqQuestion, EqAnswer, EqSettingsDraft> = {
  ...eqCategoryWords,
  toDraft: (settings) => ({ ...settings }),
  SettingsForm: EqSettingsForm,
  AnswerForm: EqAnswerForm,
  AnswerView: EqAnswerView,
};
