import type { TFunction } from 'i18next';
import type { AreaUi } from '../../exam';
import { EqAnswerForm } from './eq-answer-form';
import { EqAnswerView } from './eq-answer-view';
import { compareBandCategories, parseBandCategory, type BandCategory } from './eq-confusions';
import { formatFrequency } from './eq-format';
import type { EqQuestion } from './eq-question';
import type { EqAnswer } from './eq-scoring';
import type { EqSettings, EqSettingsDraft } from './eq-settings';
import { EqSettingsForm } from './eq-settings-form';

/** "1 kHz", "1 kHz (Boost)". */
function describeBand(band: BandCategory, t: TFunction): string {
  const frequency = formatFrequency(band.frequency);
  return band.direction === null ? frequency : t('view.answerWithDirection', { frequency, direction: t(`answer.${band.direction}`) });
}

/** Several bands one after the other. */
const describeEqAnswer = (answer: EqAnswer, t: TFunction): string => answer.bands.map((band) => describeBand(band, t)).join(t('view.separator'));

function describeBandCategory(value: string, t: TFunction): string {
  const band = parseBandCategory(value);
  return band ? describeBand(band, t) : value;
}

export const eqUi: AreaUi<EqSettings, EqQuestion, EqAnswer, EqSettingsDraft> = {
  namespace: 'eq',
  toDraft: (settings) => ({ ...settings }),
  SettingsForm: EqSettingsForm,
  AnswerForm: EqAnswerForm,
  AnswerView: EqAnswerView,
  describeAnswer: describeEqAnswer,
  describeCategory: (axis, value, t) => (axis === 'band' ? describeBandCategory(value, t) : value),
  compareCategories: (axis, a, b) => (axis === 'band' ? compareBandCategories(a, b) : a.localeCompare(b)),
};
