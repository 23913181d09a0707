export type {
  AdaptiveDimension,
  AdaptiveUnit,
  AreaDefinition,
  BalancedCategory,
  BalancedForms,
  CategoryValue,
  Confusion,
  DealtValues,
  DifficultyPreset,
  OfficialExamConfig,
  QuestionContext,
  ScoreResult,
  SettingsErrors,
  SettingsValidation,
} from './area-definition';
export { ADAPTIVE_UNITS, isAdaptiveUnit, NO_QUESTION_CONTEXT } from './area-definition';
export { countConfusions, examConfusions, type ConfusionCount } from './confusion-counts';
export { dealtValue, dealtValues } from './balanced-forms';
export { presetIdOf } from './difficulty-preset';
export { answerOutcome, generateQuestionSet, makesGeneratorVersion, scoreExam, type AnswerOutcome, type ExamScore } from './question-set';
export { processingOn } from './played-on';
export { BOOLEAN_CHOICES, createSettingsReader, type SettingsMessages, type SettingsReader } from './settings-validation';
export {
  describeSteppedMiss,
  parseSteppedAnswer,
  rightSteppedAnswer,
  scoreSteppedAnswer,
  type SteppedAnswer,
  type SteppedChange,
  type SteppedMiss,
} from './stepped-change';
export { TEST_SOURCES, stimulusOf, type TestSource } from './test-source';
export * from './adaptive';
