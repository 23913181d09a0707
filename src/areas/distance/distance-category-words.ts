import type { TFunction } from 'i18next';
import type { CategoryWords } from '../../exam';
import type { DistanceAnswer } from './distance-question';

export const describeDistanceAnswer = (answer: DistanceAnswer, t: TFunction): string => t('metres', { value: answer.distance });

/** Distance steps, as the confusions count them (`distanceConfusions`). */
export const distanceCategoryWords: CategoryWords = {
  namespace: 'distance',
  describeCategory: (_axis, value, t) => t('category.step', { n: value }),
};
