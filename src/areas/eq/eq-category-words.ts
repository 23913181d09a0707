import type { TFunction } from 'i18next';
import type { CategoryWords } from '../../exam';
import { compareBandCategories, parseBandCategory, type BandCategory } from './eq-confusions';
import { formatFrequency } from './eq-format';
import type { EqAnswer } from './eq-scoring';

/** "1 kHz", "1 kHz (Boost)". */
export function describeBand(band: BandCategory, t: TFunction): string {
  const frequency = formatFrequency(band.frequency);
  return band.direction === null ? frequency : t('view.answerWithDirection', { frequency, direction: t(`answer.${band.direction}`) });
}

/** Several bands one after the other. */
export const describeEqAnswer = (answer: EqAnswer, t: TFunction): string => answer.bands.map((band) => describeBand(band, t)).join(t('view.separator'));

function describeBandCategory(value: string, t: TFunction): string {
  const band = parseBandCategory(value);
  return band ? describeBand(band, t) : value;
}

/** Bands with their direction, as `eqConfusions` counts them. */
export const eqCategoryWords: CategoryWords = {
  namespace: 'eq',
  describeCategory: (axis, value, t) => (axis === 'band' ? describeBandCategory(value, t) : value),
  compareCategories: (axis, a, b) => (axis === 'band' ? compareBandCategories(a, b) : a.localeCompare(b)),
};
