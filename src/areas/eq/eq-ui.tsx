import type { TFunction } from 'i18next';
import type { AreaUi } from '../../exam';
import { describeBand, eqCategoryWords } from './eq-category-words';
import { EqAnswerForm } from './eq-answer-form';
import { EqAnswerView } from './eq-answer-view';
import type { EqQuestion } from './eq-question';
import type { EqAnswer } from './eq-scoring';
import type { EqSettings, EqSettingsDraft } from './eq-settings';
import { EqSettingsForm } from './eq-settings-form';

/** Several bands one after the other. */
const describeEqAnswer = (answer: EqAnswer, t: TFunction): string => answer.bands.map((band) => describeBand(band, t)).join(t('view.separator'));

export const eqUi: AreaUi<EqSettings, EqQuestion, EqAnswer, EqSettingsDraft> = {
  ...eqCategoryWords,
  toDraft: (settings) => ({ ...settings }),
  SettingsForm: EqSettingsForm,
  AnswerForm: EqAnswerForm,
  AnswerView: EqAnswerView,
  describeAnswer: describeEqAnswer,
};
