import type { CategoryWords } from '../../exam';

/** Signed level steps, as `loudnessConfusions` counts them: "Boost 2 steps". */
export const loudnessCategoryWords: CategoryWords = {
  namespace: 'loudness',
  describeCategory: (axis, value, t) => {
    const steps = Number(value);
    if (axis !== 'change' || !Number.isInteger(steps) || steps === 0) return value;
    return t('view.steps', { direction: t(steps > 0 ? 'answer.boost' : 'answer.cut'), count: Math.abs(steps) });
  },
};
