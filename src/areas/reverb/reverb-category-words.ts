import type { TFunction } from 'i18next';
import type { CategoryWords } from '../../exam';
import { formatMixBoth, formatRt60 } from './reverb-format';
import type { ReverbAnswer } from './reverb-question';

/** The decay and the mix, each where the question asked it. */
export const describeReverbAnswer = ({ rt60, drr }: ReverbAnswer, t: TFunction): string =>
  [rt60 === null ? null : t('view.decay', { value: formatRt60(t, rt60) }), drr === null ? null : t('view.mix', { value: formatMixBoth(t, drr) })]
    .filter((part): part is string => part !== null)
    .join(t('view.separator'));

/** Decay and mix steps, as `reverbConfusions` counts them. */
export const reverbCategoryWords: CategoryWords = {
  namespace: 'reverb',
  describeCategory: (axis, value, t) => t(`category.${axis}`, { n: value }),
};
