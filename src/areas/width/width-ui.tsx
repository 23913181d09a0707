import type { AreaUi } from '../../exam';
import type { WidthAnswer } from './width-definition';
import { WidthAnswerForm } from './width-answer-form';
import { WidthAnswerView } from './width-answer-view';
import type { WidthQuestion } from './width-question';
import type { WidthSettings, WidthSettingsDraft } from './width-settings';
import { WidthSettingsForm } from './width-settings-form';

export const widthUi: AreaUi<WidthSettings, WidthQuestion, WidthAnswer, WidthSettingsDraft> = {
  namespace: 'width',
  requiresStereo: true,
  toDraft: (settings) => ({ ...settings }),
  SettingsForm: WidthSettingsForm,
  AnswerForm: WidthAnswerForm,
  AnswerView: WidthAnswerView,
};
