/** The pure reverb area plug-in, shared by the SPA and the API. */
import type { AreaDefinition } from '../../exam-contract';
import { describeReverbAnswer } from './reverb-category-words';
import { reverbDecayDimension, reverbMixDimension } from './reverb-adaptive';
import { reverbConfusions } from './reverb-confusions';
import { buildReverbProcessing, generateReverbQuestion, parseReverbAnswer, reverbBalancedForms, scoreReverbAnswer, type ReverbAnswer, type ReverbQuestion } from './reverb-question';
import {
  REVERB_DEFAULT_SETTINGS,
  REVERB_DIFFICULTY_PRESETS,
  REVERB_OFFICIAL_EXAM,
  validateReverbSettings,
  type ReverbSettings,
} from './reverb-settings';

export const reverbDefinition: AreaDefinition<ReverbSettings, ReverbQuestion, ReverbAnswer> = {
  id: 'reverb',
  // 2: each decay range's scale stays within the range its label names (version 1 offered 0.36 s and 4.05 s for "Halls").
  // 3: an exam's decay times and mixes are dealt evenly (balanced forms); version 2's one seeded stream is still made, for its results.
  version: 3,
  earlierVersions: [2],
  defaultSettings: REVERB_DEFAULT_SETTINGS,
  difficultyPresets: REVERB_DIFFICULTY_PRESETS,
  officialExam: REVERB_OFFICIAL_EXAM,
  validateSettings: validateReverbSettings,
  generateQuestion: generateReverbQuestion,
  balancedForms: { ...reverbBalancedForms, sinceVersion: 3 },
  buildProcessing: buildReverbProcessing,
  parseAnswer: parseReverbAnswer,
  score: scoreReverbAnswer,
  // Only the asked parts: a part that is not asked has an empty scale.
  rightAnswer: (question) => ({ rt60: question.decayScale.length > 0 ? question.rt60 : null, drr: question.mixScale.length > 0 ? question.drr : null }),
  describeAnswer: describeReverbAnswer,
  // The room the student chose: their decay time and mix, the other part as asked.
  answerSound: (question, answer) => ({ ...question, rt60: answer.rt60 ?? question.rt60, drr: answer.drr ?? question.drr }),
  adaptive: [reverbDecayDimension, reverbMixDimension],
  confusions: reverbConfusions,
};
