import type { AreaUi } from '../../exam';
import { SpatialAnswerForm } from './spatial-answer-form';
import { SpatialAnswerView } from './spatial-answer-view';
import { compareSpatialCategories } from './spatial-confusions';
import { formatAzimuth } from './spatial-format';
import type { SpatialAnswer, SpatialQuestion } from './spatial-question';
import type { SpatialSettings, SpatialSettingsDraft } from './spatial-settings';
import { SpatialSettingsForm } from './spatial-settings-form';

export const spatialUi: AreaUi<SpatialSettings, SpatialQuestion, SpatialAnswer, SpatialSettingsDraft> = {
  namespace: 'spatial',
  toDraft: (settings) => ({ ...settings }),
  SettingsForm: SpatialSettingsForm,
  AnswerForm: SpatialAnswerForm,
  AnswerView: SpatialAnswerView,
  describeAnswer: (answer, t) => formatAzimuth(t, answer.azimuth),
  describeCategory: (axis, value, t) => (axis === 'direction' ? formatAzimuth(t, Number(value)) : t(`category.${value}`)),
  compareCategories: compareSpatialCategories,
};
