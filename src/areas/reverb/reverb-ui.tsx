import type { AreaUi } from '../../exam';
import { reverbCategoryWords } from './reverb-category-words';
import { ReverbAnswerForm } from './reverb-answer-form';
import { ReverbAnswerView } from './reverb-answer-view';
import { formatMixBoth, formatRt60 } from './reverb-format';
import type { ReverbAnswer, ReverbQuestion } from './reverb-question';
import type { ReverbSettings, ReverbSettingsDraft } from './reverb-settings';
import { ReverbSettingsForm } from './reverb-settings-form';

export const reverbUi: AreaUi<ReverbSettings, ReverbQuestion, ReverbAnswer, ReverbSettingsDraft> = {
  ...reverbCategoryWords,
  toDraft: (settings) => ({ ...settings }),
  SettingsForm: ReverbSettingsForm,
  AnswerForm: ReverbAnswerForm,
  AnswerView: ReverbAnswerView,
  describeAnswer: ({ rt60, drr }, t) =>
    [rt60 === null ? null : t('view.decay', { value: formatRt60(t, rt60) }), drr === null ? null : t('view.mix', { value: formatMixBoth(t, drr) })]
      .filter((part): part is string => part !== null)
      .join(t('view.separator')),
  // Both axes, 'decay' and 'mix', number their scale's steps from 1.
};
