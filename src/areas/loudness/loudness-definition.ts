/** The pure loudness area plug-in, shared by the SPA and the API. */
import { rightSteppedAnswer, type AreaDefinition } from '../../exam-contract';
import { describeLoudnessAnswer } from './loudness-category-words';
import { loudnessLevelDimension } from './loudness-adaptive';
import { buildLoudnessProcessing, generateLoudnessQuestion, loudnessBalancedForms, type LoudnessQuestion } from './loudness-question';
import { loudnessConfusions, parseLoudnessAnswer, scoreLoudnessAnswer, type LoudnessAnswer } from './loudness-scoring';
import {
  LOUDNESS_DEFAULT_SETTINGS,
  LOUDNESS_DIFFICULTY_PRESETS,
  LOUDNESS_OFFICIAL_EXAM,
  validateLoudnessSettings,
  type LoudnessSettings,
} from './loudness-settings';

export const loudnessDefinition: AreaDefinition<LoudnessSettings, LoudnessQuestion, LoudnessAnswer> = {
  id: 'loudness',
  // 2: an exam's boosts and cuts, and sizes, are dealt evenly (balanced forms); version 1's one seeded stream is still made, for its results.
  version: 2,
  earlierVersions: [1],
  defaultSettings: LOUDNESS_DEFAULT_SETTINGS,
  difficultyPresets: LOUDNESS_DIFFICULTY_PRESETS,
  officialExam: LOUDNESS_OFFICIAL_EXAM,
  validateSettings: validateLoudnessSettings,
  generateQuestion: generateLoudnessQuestion,
  balancedForms: { ...loudnessBalancedForms, sinceVersion: 2 },
  buildProcessing: buildLoudnessProcessing,
  parseAnswer: parseLoudnessAnswer,
  score: scoreLoudnessAnswer,
  rightAnswer: rightSteppedAnswer,
  describeAnswer: describeLoudnessAnswer,
  answerSound: (question, answer) => ({ ...question, direction: answer.direction, steps: answer.steps ?? question.steps }),
  adaptive: [loudnessLevelDimension],
  confusions: loudnessConfusions,
};
