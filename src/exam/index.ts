export type {
  AreaDefinition,
  DifficultyPreset,
  OfficialExamConfig,
  ScoreResult,
  SettingsErrors,
  SettingsValidation,
} from './area-definition';
export type { AnswerFormProps, AnswerViewProps, AreaUi, SettingsFormProps } from './area-ui';
export { ChoiceChips, type ChoiceChipsProps, type ChoiceOption } from './choice-chips';
export { OrderedScale, type OrderedScaleProps } from './ordered-scale';
export { SettingsSelect, type SettingsSelectProps } from './settings-select';
export { SteppedAnswerForm, type SteppedAnswerFormProps } from './stepped-answer-form';
export { parseSteppedAnswer, scoreSteppedAnswer, type SteppedAnswer, type SteppedChange } from './stepped-change';
export { createExamMachine, primaryAction, primaryActionEnabled, type ExamMachine } from './exam-machine';
export { ExamPage, ExamView, type ExamPageProps } from './exam-page';
export {
  ExamServicesContext,
  createBrowserExamServices,
  getBrowserExamServices,
  startSubmissionQueue,
  useExamServices,
  type ExamPageServices,
} from './exam-services';
export {
  DEFAULT_QUESTION_COUNT,
  EXAM_MODES,
  QUESTION_COUNTS,
  type AnsweredQuestion,
  type ExamEvent,
  type ExamMode,
  type ExamServices,
  type ExamSnapshot,
  type ExamState,
  type PrimaryAction,
} from './exam-types';
export { generateQuestionSet, scoreExam, type ExamScore } from './question-set';
export { PendingSubmissionsIndicator, usePendingSubmissions } from './submission-status';
export {
  createSubmissionQueue,
  isPermanentRejection,
  type SubmissionQueue,
  type SubmissionQueueSnapshot,
} from './submission-queue';
export { useEnterShortcut } from './use-enter-shortcut';
