import type { TFunction } from 'i18next';
import type { CategoryWords } from '../../exam';
import type { SteppedAnswer } from '../../exam-contract';
import type { WidthDirection } from './width-question';

/** "Wider", or "Wider, 2 steps" where the size was asked: the step size is the question's, not the answer's. */
export function describeWidthAnswer({ direction, steps }: SteppedAnswer<WidthDirection>, t: TFunction): string {
  const named = t(`answer.${direction}`);
  return steps === null ? named : t('view.steps', { direction: named, count: steps });
}

/** Signed width steps, as `widthConfusions` counts them: "Wider 2 steps". */
export const widthCategoryWords: CategoryWords = {
  namespace: 'width',
  describeCategory: (axis, value, t) => {
    const steps = Number(value);
    if (axis !== 'change' || !Number.isInteger(steps) || steps === 0) return value;
    return t('view.steps', { direction: t(steps > 0 ? 'answer.wider' : 'answer.narrower'), count: Math.abs(steps) });
  },
};
