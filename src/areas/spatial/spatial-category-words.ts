import type { TFunction } from 'i18next';
import type { CategoryWords } from '../../exam';
import { compareSpatialCategories } from './spatial-confusions';
import { formatAzimuth } from './spatial-format';
import type { SpatialAnswer } from './spatial-question';

export const describeSpatialAnswer = (answer: SpatialAnswer, t: TFunction): string => formatAzimuth(t, answer.azimuth);

/** Directions in degrees, and front/back and left/right, as `spatialConfusions` counts them. */
export const spatialCategoryWords: CategoryWords = {
  namespace: 'spatial',
  describeCategory: (axis, value, t) => (axis === 'direction' ? formatAzimuth(t, Number(value)) : t(`category.${value}`)),
  compareCategories: compareSpatialCategories,
};
