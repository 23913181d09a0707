import type { CategoryWords } from '../../exam';
import { compareDistortionCategories } from './distortion-confusions';
import { DISTORTION_TYPES } from './distortion-settings';

/** The amount in percent THD and the type of curve, as `distortionConfusions` counts them. */
export const distortionCategoryWords: CategoryWords = {
  namespace: 'distortion',
  describeCategory: (axis, value, t) => {
    if (axis === 'amount') return t('percent', { value: Number(value) });
    return axis === 'type' && DISTORTION_TYPES.some((type) => type === value) ? t(`type.${value}`) : value;
  },
  compareCategories: compareDistortionCategories,
};
