import type { CategoryWords } from '../../exam';

/** Decay and mix steps, as `reverbConfusions` counts them. */
export const reverbCategoryWords: CategoryWords = {
  namespace: 'reverb',
  describeCategory: (axis, value, t) => t(`category.${axis}`, { n: value }),
};
