/** The pure timbre area plug-in, shared by the SPA and the API. */
import type { AreaDefinition } from '../../exam-contract';
import { describeTimbreAnswer } from './timbre-category-words';
import { timbreTreeLevelDimension } from './timbre-adaptive';
import { timbreConfusions } from './timbre-confusions';
import {
  buildTimbreProcessing,
  generateTimbreQuestion,
  parseTimbreAnswer,
  rightTimbreAnswer,
  scoreTimbreAnswer,
  timbreBalancedForms,
  type TimbreAnswer,
  type TimbreQuestion,
} from './timbre-question';
import { TIMBRE_DEFAULT_SETTINGS, TIMBRE_DIFFICULTY_PRESETS, TIMBRE_OFFICIAL_EXAM, validateTimbreSettings, type TimbreSettings } from './timbre-settings';

export const timbreDefinition: AreaDefinition<TimbreSettings, TimbreQuestion, TimbreAnswer> = {
  id: 'timbre',
  // 2: an exam's instruments are dealt evenly down the instrument tree (balanced forms); version 1's one seeded stream is still made, for its results.
  version: 2,
  earlierVersions: [1],
  defaultSettings: TIMBRE_DEFAULT_SETTINGS,
  difficultyPresets: TIMBRE_DIFFICULTY_PRESETS,
  officialExam: TIMBRE_OFFICIAL_EXAM,
  validateSettings: validateTimbreSettings,
  generateQuestion: generateTimbreQuestion,
  balancedForms: { ...timbreBalancedForms, sinceVersion: 2 },
  buildProcessing: buildTimbreProcessing,
  parseAnswer: parseTimbreAnswer,
  score: scoreTimbreAnswer,
  rightAnswer: rightTimbreAnswer,
  describeAnswer: describeTimbreAnswer,
  adaptive: [timbreTreeLevelDimension],
  confusions: timbreConfusions,
};
