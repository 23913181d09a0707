/** The pure stereo localization area plug-in, shared by the SPA and the API. */
import type { AreaDefinition } from '../../exam-contract';
import { describeStereoAnswer } from './stereo-category-words';
import { stereoPositionDimension } from './stereo-adaptive';
import { buildStereoProcessing, generateStereoQuestion, parseStereoAnswer, scoreStereoAnswer, stereoBalancedForms, type StereoAnswer, type StereoQuestion } from './stereo-question';
import { STEREO_DEFAULT_SETTINGS, STEREO_DIFFICULTY_PRESETS, STEREO_OFFICIAL_EXAM, validateStereoSettings, type StereoSettings } from './stereo-settings';

export const stereoDefinition: AreaDefinition<StereoSettings, StereoQuestion, StereoAnswer> = {
  id: 'stereo',
  // 2: an exam's positions are dealt evenly (balanced forms); version 1's one seeded stream is still made, for its results.
  version: 2,
  earlierVersions: [1],
  defaultSettings: STEREO_DEFAULT_SETTINGS,
  difficultyPresets: STEREO_DIFFICULTY_PRESETS,
  officialExam: STEREO_OFFICIAL_EXAM,
  validateSettings: validateStereoSettings,
  generateQuestion: generateStereoQuestion,
  balancedForms: { ...stereoBalancedForms, sinceVersion: 2 },
  buildProcessing: buildStereoProcessing,
  parseAnswer: parseStereoAnswer,
  score: scoreStereoAnswer,
  rightAnswer: (question) => ({ angle: question.angle }),
  describeAnswer: describeStereoAnswer,
  answerSound: (question, answer) => ({ ...question, angle: answer.angle }),
  adaptive: [stereoPositionDimension],
  confusions: (question, answer) => [{ axis: 'position', asked: String(question.angle), answered: String(answer.angle) }],
};
