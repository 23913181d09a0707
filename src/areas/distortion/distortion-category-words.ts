import type { TFunction } from 'i18next';
import type { CategoryWords } from '../../exam';
import type { DistortionAnswer } from './distortion-question';
import { compareDistortionCategories } from './distortion-confusions';
import { DISTORTION_TYPES } from './distortion-settings';

/** "5 %", or "Soft clipping, 5 %" where the type was asked. */
export function describeDistortionAnswer({ thd, type }: DistortionAnswer, t: TFunction): string {
  const amount = t('percent', { value: thd });
  return type ? t('view.typed', { amount, type: t(`type.${type}`) }) : amount;
}

/** The amount in percent THD and the type of curve, as `distortionConfusions` counts them. */
export const distortionCategoryWords: CategoryWords = {
  namespace: 'distortion',
  describeCategory: (axis, value, t) => {
    if (axis === 'amount') return t('percent', { value: Number(value) });
    return axis === 'type' && DISTORTION_TYPES.some((type) => type === value) ? t(`type.${value}`) : value;
  },
  compareCategories: compareDistortionCategories,
};
