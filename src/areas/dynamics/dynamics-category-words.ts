import type { TFunction } from 'i18next';
import type { CategoryWords } from '../../exam';
import type { DynamicsAnswer } from './dynamics-scoring';
import { answerValue } from './dynamics-scoring';

/** A value of the test's one category, in words: "Compressed", "6 dB", "4:1", "Fast attack". */
function describeValue(test: string, value: string, t: TFunction): string {
  switch (test) {
    case 'presence':
      return t(`answer.presence.${value === 'compressed' ? 'compressed' : 'uncompressed'}`);
    case 'amount':
      return t('answer.amountDb', { value: Number(value) });
    case 'ratio':
      return t('answer.ratioValue', { value: Number(value) });
    case 'attack':
    case 'release':
      return t(`answer.${test}.${value === 'fast' ? 'fast' : 'slow'}`);
    default:
      return value;
  }
}

export function describeDynamicsAnswer(answer: DynamicsAnswer, t: TFunction): string {
  return describeValue(answer.test, answerValue(answer), t);
}

/** The confusions' axis is the test, its values those of `answerValue`. */
export const dynamicsCategoryWords: CategoryWords = {
  namespace: 'dynamics',
  describeCategory: (axis, value, t) => describeValue(axis, value, t),
};
