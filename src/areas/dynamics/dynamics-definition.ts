/** The pure dynamics area plug-in, shared by the SPA and the API. */
import type { AreaDefinition } from '../../exam-contract';
import { dynamicsGainReductionDimension } from './dynamics-adaptive';
import { describeDynamicsAnswer } from './dynamics-category-words';
import { buildDynamicsProcessing, generateDynamicsQuestion, type DynamicsQuestion } from './dynamics-question';
import { dynamicsAnswerSound, dynamicsConfusions, parseDynamicsAnswer, rightDynamicsAnswer, scoreDynamicsAnswer, type DynamicsAnswer } from './dynamics-scoring';
import { DYNAMICS_DEFAULT_SETTINGS, DYNAMICS_DIFFICULTY_PRESETS, DYNAMICS_OFFICIAL_EXAM, validateDynamicsSettings, type DynamicsSettings } from './dynamics-settings';

export const dynamicsDefinition: AreaDefinition<DynamicsSettings, DynamicsQuestion, DynamicsAnswer> = {
  id: 'dynamics',
  version: 1,
  defaultSettings: DYNAMICS_DEFAULT_SETTINGS,
  difficultyPresets: DYNAMICS_DIFFICULTY_PRESETS,
  officialExam: DYNAMICS_OFFICIAL_EXAM,
  validateSettings: validateDynamicsSettings,
  generateQuestion: generateDynamicsQuestion,
  buildProcessing: buildDynamicsProcessing,
  parseAnswer: parseDynamicsAnswer,
  score: scoreDynamicsAnswer,
  rightAnswer: rightDynamicsAnswer,
  describeAnswer: describeDynamicsAnswer,
  answerSound: dynamicsAnswerSound,
  adaptive: [dynamicsGainReductionDimension],
  confusions: dynamicsConfusions,
};
