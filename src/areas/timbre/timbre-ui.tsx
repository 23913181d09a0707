import type { TFunction } from 'i18next';
import type { AreaUi } from '../../exam';
import { languageOf, timbreCategoryWords } from './timbre-category-words';
import { instrumentById, localized } from './catalogue';
import { TimbreAnswerForm } from './timbre-answer-form';
import { TimbreAnswerView } from './timbre-answer-view';
import type { TimbreAnswer, TimbreQuestion } from './timbre-question';
import type { TimbreSettings, TimbreSettingsDraft } from './timbre-settings';
import { TimbreSettingsForm } from './timbre-settings-form';


/**
 * "English horn (Aerophone, Reed)" in the advanced test, "Aerophone, Reed" in the basic one,
 * "Aerophone" in the category one. An answer does not carry its test: no excitation reads as
 * "None (electronic)" for an electrophone, and as the category test's answer otherwise.
 */
function describeTimbreAnswer({ category, excitation, instrument }: TimbreAnswer, t: TFunction): string {
  const showsExcitation = excitation !== null || category === 'electrophone';
  const levels = showsExcitation
    ? t('view.levels', { category: t(`category.${category}`), excitation: t(`excitation.${excitation ?? 'none'}`) })
    : t(`category.${category}`);
  const named = instrument === null ? undefined : instrumentById(instrument);
  return named ? t('view.named', { name: localized(named.name, languageOf(t)), levels }) : levels;
}

export const timbreUi: AreaUi<TimbreSettings, TimbreQuestion, TimbreAnswer, TimbreSettingsDraft> = {
  ...timbreCategoryWords,
  listening: 'clip',
  levelMatchOffNote: 'timbre:levelMatchOff',
  toDraft: (settings) => ({ ...settings }),
  SettingsForm: TimbreSettingsForm,
  AnswerForm: TimbreAnswerForm,
  AnswerView: TimbreAnswerView,
  describeAnswer: describeTimbreAnswer,
};
