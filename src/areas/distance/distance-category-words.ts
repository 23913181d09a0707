import type { CategoryWords } from '../../exam';

/** Distance steps, as the confusions count them (`distanceConfusions`). */
export const distanceCategoryWords: CategoryWords = {
  namespace: 'distance',
  describeCategory: (_axis, value, t) => t('category.step', { n: value }),
};
