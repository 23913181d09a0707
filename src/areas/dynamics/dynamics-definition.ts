/** The pure dynamics area plug-in, shared by the SPA and the API. */
import { dealtValue, type AreaDefinition, type BalancedForms } from '../../exam-contract';
import { dynamicsGainReductionDimension } from './dynamics-adaptive';
import { describeDynamicsAnswer } from './dynamics-category-words';
import { askedValueOf, askedValues, buildDynamicsProcessing, dynamicsQuestionOf, generateDynamicsQuestion, type DynamicsQuestion } from './dynamics-question';
import { dynamicsAnswerSound, dynamicsConfusions, parseDynamicsAnswer, rightDynamicsAnswer, scoreDynamicsAnswer, type DynamicsAnswer } from './dynamics-scoring';
import { DYNAMICS_DEFAULT_SETTINGS, DYNAMICS_DIFFICULTY_PRESETS, DYNAMICS_OFFICIAL_EXAM, validateDynamicsSettings, type DynamicsSettings } from './dynamics-settings';

/** An exam deals the one part its test asks: as many compressed loops as not, each amount, ratio or speed as often. */
const dynamicsBalancedForms: BalancedForms<DynamicsSettings, DynamicsQuestion> = {
  sinceVersion: 1,
  categories: (settings) => [{ id: settings.test, values: askedValues(settings.test) }],
  generateQuestion: (_rng, settings, _context, dealt) => dynamicsQuestionOf(settings, dealtValue(dealt, settings.test, askedValues(settings.test))),
  valuesOf: (question) => ({ [question.test]: [askedValueOf(question)] }),
};

export const dynamicsDefinition: AreaDefinition<DynamicsSettings, DynamicsQuestion, DynamicsAnswer> = {
  id: 'dynamics',
  version: 1,
  defaultSettings: DYNAMICS_DEFAULT_SETTINGS,
  difficultyPresets: DYNAMICS_DIFFICULTY_PRESETS,
  officialExam: DYNAMICS_OFFICIAL_EXAM,
  validateSettings: validateDynamicsSettings,
  generateQuestion: generateDynamicsQuestion,
  balancedForms: dynamicsBalancedForms,
  buildProcessing: buildDynamicsProcessing,
  parseAnswer: parseDynamicsAnswer,
  score: scoreDynamicsAnswer,
  rightAnswer: rightDynamicsAnswer,
  describeAnswer: describeDynamicsAnswer,
  answerSound: dynamicsAnswerSound,
  adaptive: [dynamicsGainReductionDimension],
  confusions: dynamicsConfusions,
};
