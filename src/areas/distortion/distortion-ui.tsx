import type { AreaUi } from '../../exam';
import { DistortionAnswerForm } from './distortion-answer-form';
import { DistortionAnswerView } from './distortion-answer-view';
import { compareDistortionCategories } from './distortion-confusions';
import type { DistortionAnswer, DistortionQuestion } from './distortion-question';
import { DISTORTION_TYPES, type DistortionSettings, type DistortionSettingsDraft } from './distortion-settings';
import { DistortionSettingsForm } from './distortion-settings-form';

export const distortionUi: AreaUi<DistortionSettings, DistortionQuestion, DistortionAnswer, DistortionSettingsDraft> = {
  namespace: 'distortion',
  toDraft: (settings) => ({ ...settings }),
  SettingsForm: DistortionSettingsForm,
  AnswerForm: DistortionAnswerForm,
  AnswerView: DistortionAnswerView,
  describeAnswer: ({ thd, type }, t) => {
    const amount = t('percent', { value: thd });
    return type ? t('view.typed', { amount, type: t(`type.${type}`) }) : amount;
  },
  describeCategory: (axis, value, t) => {
    if (axis === 'amount') return t('percent', { value: Number(value) });
    return axis === 'type' && DISTORTION_TYPES.some((type) => type === value) ? t(`type.${value}`) : value;
  },
  compareCategories: compareDistortionCategories,
};
