/** The pure distance area plug-in, shared by the SPA and the API. */
import type { AreaDefinition } from '../../exam-contract';
import { describeDistanceAnswer } from './distance-category-words';
import { distanceRatioDimension } from './distance-adaptive';
import { distanceConfusions } from './distance-confusions';
import { buildDistanceProcessing, distanceBalancedForms, generateDistanceQuestion, parseDistanceAnswer, scoreDistanceAnswer, type DistanceAnswer, type DistanceQuestion } from './distance-question';
import { DISTANCE_DEFAULT_SETTINGS, DISTANCE_DIFFICULTY_PRESETS, DISTANCE_OFFICIAL_EXAM, validateDistanceSettings, type DistanceSettings } from './distance-settings';

export const distanceDefinition: AreaDefinition<DistanceSettings, DistanceQuestion, DistanceAnswer> = {
  id: 'distance',
  // 2: an exam's distances are dealt evenly (balanced forms); version 1's one seeded stream is still made, for its results.
  version: 2,
  earlierVersions: [1],
  defaultSettings: DISTANCE_DEFAULT_SETTINGS,
  difficultyPresets: DISTANCE_DIFFICULTY_PRESETS,
  officialExam: DISTANCE_OFFICIAL_EXAM,
  validateSettings: validateDistanceSettings,
  generateQuestion: generateDistanceQuestion,
  balancedForms: { ...distanceBalancedForms, sinceVersion: 2 },
  buildProcessing: buildDistanceProcessing,
  parseAnswer: parseDistanceAnswer,
  score: scoreDistanceAnswer,
  rightAnswer: (question) => ({ distance: question.distance }),
  describeAnswer: describeDistanceAnswer,
  answerSound: (question, answer) => ({ ...question, distance: answer.distance }),
  adaptive: [distanceRatioDimension],
  confusions: distanceConfusions,
};
