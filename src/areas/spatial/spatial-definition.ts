/** The pure spatial localization area plug-in, shared by the SPA and the API. */
import type { AreaDefinition } from '../../exam-contract';
import { describeSpatialAnswer } from './spatial-category-words';
import { spatialAngleDimension } from './spatial-adaptive';
import { spatialConfusions } from './spatial-confusions';
import { buildSpatialProcessing, generateSpatialQuestion, parseSpatialAnswer, scoreSpatialAnswer, spatialBalancedForms, type SpatialAnswer, type SpatialQuestion } from './spatial-question';
import { SPATIAL_DEFAULT_SETTINGS, SPATIAL_DIFFICULTY_PRESETS, SPATIAL_OFFICIAL_EXAM, validateSpatialSettings, type SpatialSettings } from './spatial-settings';

export const spatialDefinition: AreaDefinition<SpatialSettings, SpatialQuestion, SpatialAnswer> = {
  id: 'spatial',
  // 2: an exam's directions are dealt evenly, all around by quarters first (balanced forms); version 1's one seeded stream is still made, for its results.
  version: 2,
  earlierVersions: [1],
  defaultSettings: SPATIAL_DEFAULT_SETTINGS,
  difficultyPresets: SPATIAL_DIFFICULTY_PRESETS,
  officialExam: SPATIAL_OFFICIAL_EXAM,
  validateSettings: validateSpatialSettings,
  generateQuestion: generateSpatialQuestion,
  balancedForms: { ...spatialBalancedForms, sinceVersion: 2 },
  buildProcessing: buildSpatialProcessing,
  parseAnswer: parseSpatialAnswer,
  score: scoreSpatialAnswer,
  rightAnswer: (question) => ({ azimuth: question.azimuth }),
  describeAnswer: describeSpatialAnswer,
  answerSound: (question, answer) => ({ ...question, azimuth: answer.azimuth }),
  adaptive: [spatialAngleDimension],
  confusions: spatialConfusions,
};
