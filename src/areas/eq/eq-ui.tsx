import type { TFunction } from 'i18next';
import type { AreaUi } from '../../exam';
import { EqAnswerForm } from './eq-answer-form';
import { EqAnswerView } from './eq-answer-view';
import { formatFrequency } from './eq-format';
import type { EqQuestion } from './eq-question';
import type { EqAnswer } from './eq-scoring';
import type { EqSettings, EqSettingsDraft } from './eq-settings';
import { EqSettingsForm } from './eq-settings-form';

/** "1 kHz", "1 kHz (Boost)"; several bands one after the other. */
function describeEqAnswer(answer: EqAnswer, t: TFunction): string {
  return answer.bands
    .map((band) => {
      const frequency = formatFrequency(band.frequency);
      return band.direction === null ? frequency : t('view.answerWithDirection', { frequency, direction: t(`answer.${band.direction}`) });
    })
    .join(t('view.separator'));
}

export const eqUi: AreaUi<EqSettings, EqQuestion, EqAnswer, EqSettingsDraft> = {
  namespace: 'eq',
  toDraft: (settings) => ({ ...settings }),
  SettingsForm: EqSettingsForm,
  AnswerForm: EqAnswerForm,
  AnswerView: EqAnswerView,
  describeAnswer: describeEqAnswer,
};
