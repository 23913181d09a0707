/** The pure distortion area plug-in, shared by the SPA and the API. */
import type { AreaDefinition } from '../../exam-contract';
import { describeDistortionAnswer } from './distortion-category-words';
import { distortionThdDimension } from './distortion-adaptive';
import { distortionConfusions } from './distortion-confusions';
import {
  buildDistortionProcessing,
  distortionBalancedForms,
  generateDistortionQuestion,
  parseDistortionAnswer,
  scoreDistortionAnswer,
  type DistortionAnswer,
  type DistortionQuestion,
} from './distortion-question';
import {
  DISTORTION_DEFAULT_SETTINGS,
  DISTORTION_DIFFICULTY_PRESETS,
  DISTORTION_OFFICIAL_EXAM,
  validateDistortionSettings,
  type DistortionSettings,
} from './distortion-settings';

export const distortionDefinition: AreaDefinition<DistortionSettings, DistortionQuestion, DistortionAnswer> = {
  id: 'distortion',
  // 2: an exam's amounts and types are dealt evenly (balanced forms); version 1's one seeded stream is still made, for its results.
  version: 2,
  earlierVersions: [1],
  defaultSettings: DISTORTION_DEFAULT_SETTINGS,
  difficultyPresets: DISTORTION_DIFFICULTY_PRESETS,
  officialExam: DISTORTION_OFFICIAL_EXAM,
  validateSettings: validateDistortionSettings,
  generateQuestion: generateDistortionQuestion,
  balancedForms: { ...distortionBalancedForms, sinceVersion: 2 },
  buildProcessing: buildDistortionProcessing,
  parseAnswer: parseDistortionAnswer,
  score: scoreDistortionAnswer,
  rightAnswer: (question) => ({ thd: question.thd, type: question.asksType ? question.type : null }),
  describeAnswer: describeDistortionAnswer,
  answerSound: (question, answer) => ({ ...question, thd: answer.thd, type: answer.type ?? question.type }),
  adaptive: [distortionThdDimension],
  confusions: distortionConfusions,
};
