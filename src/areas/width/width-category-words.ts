import type { CategoryWords } from '../../exam';

/** Signed width steps, as `widthConfusions` counts them: "Wider 2 steps". */
export const widthCategoryWords: CategoryWords = {
  namespace: 'width',
  describeCategory: (axis, value, t) => {
    const steps = Number(value);
    if (axis !== 'change' || !Number.isInteger(steps) || steps === 0) return value;
    return t('view.steps', { direction: t(steps > 0 ? 'answer.wider' : 'answer.narrower'), count: Math.abs(steps) });
  },
};
