import type { TFunction } from 'i18next';
import type { CategoryWords } from '../../exam';
import type { LoudnessAnswer } from './loudness-scoring';

/** "Louder", or "Louder, 2 steps" where the size was asked: the step size is the question's, not the answer's. */
export function describeLoudnessAnswer({ direction, steps }: LoudnessAnswer, t: TFunction): string {
  const named = t(`answer.${direction}`);
  return steps === null ? named : t('view.steps', { direction: named, count: steps });
}

/** Signed level steps, as `loudnessConfusions` counts them: "Boost 2 steps". */
export const loudnessCategoryWords: CategoryWords = {
  namespace: 'loudness',
  describeCategory: (axis, value, t) => {
    const steps = Number(value);
    if (axis !== 'change' || !Number.isInteger(steps) || steps === 0) return value;
    return t('view.steps', { direction: t(steps > 0 ? 'answer.boost' : 'answer.cut'), count: Math.abs(steps) });
  },
};
