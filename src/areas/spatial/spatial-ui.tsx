import type { AreaUi } from '../../exam';
import { spatialCategoryWords } from './spatial-category-words';
import { SpatialAnswerForm } from './spatial-answer-form';
import { SpatialAnswerView } from './spatial-answer-view';
import type { SpatialAnswer, SpatialQuestion } from './spatial-question';
import type { SpatialSettings, SpatialSettingsDraft } from './spatial-settings';
import { SpatialSettingsForm } from './spatial-settings-form';

export const spatialUi: AreaUi<SpatialSettings, SpatialQuestion, SpatialAnswer, SpatialSettingsDraft> = {
  playsProgramme: (draft) => draft.source === 'programme',
  ...spatialCategoryWords,
  toDraft: (settings) => ({ ...settings }),
  SettingsForm: SpatialSettingsForm,
  AnswerForm: SpatialAnswerForm,
  AnswerView: SpatialAnswerView,
};
