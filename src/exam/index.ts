export type { AnswerFormProps, AnswerViewProps, AreaUi, CategoryWords, SettingsFormProps, TrainingAidProps } from './area-ui';
export { SteppedAnswerForm, type SteppedAnswerFormProps } from './stepped-answer-form';
export { steppedMissInWords } from './stepped-miss-words';
export { createExamMachine, primaryAction, primaryActionEnabled, type ExamMachine } from './exam-machine';
export { ExamPage, ExamView, examPageRecord, type ExamPageProps } from './exam-page';
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
export { settingsFieldProps, type SettingsFieldProps } from './settings-field';
export { PendingSubmissionsIndicator, usePendingSubmissions } from './submission-status';
export { useHasKeyboard } from './play-control';
export {
  createSubmissionQueue,
  isPermanentRejection,
  type SubmissionQueue,
  type SubmissionQueueSnapshot,
} from './submission-queue';
export { useEnterShortcut } from './use-enter-shortcut';
export { programmeOf, sourceRoleOf } from './sound-material';
export { ReviewList, type ReviewItem, type ReviewSoundSource } from './review';
export { fetchReviewAudio } from './exam-api';
