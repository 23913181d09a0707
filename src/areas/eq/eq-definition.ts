/** The pure EQ area plug-in, shared by the SPA and the API. */
import type { AreaDefinition } from '../../exam-contract';
import { dB } from '../../lib/units';
import { eqGainDimension } from './eq-adaptive';
import { describeEqAnswer } from './eq-category-words';
import { eqConfusions } from './eq-confusions';
import { validateEqSettingsFor } from './eq-programme';
import { buildEqProcessing, eqBalancedForms, generateEqQuestion, type EqQuestion } from './eq-question';
import { parseEqAnswer, scoreEqAnswer, type EqAnswer } from './eq-scoring';
import {
  EQ_DEFAULT_SETTINGS,
  EQ_DIFFICULTY_PRESETS,
  EQ_OFFICIAL_EXAM,
  type EqSettings,
} from './eq-settings';

export const eqDefinition: AreaDefinition<EqSettings, EqQuestion, EqAnswer> = {
  id: 'eq',
  // 2: an exam's bands and directions are dealt evenly (balanced forms); version 1's one seeded stream is still made, for its results.
  version: 2,
  earlierVersions: [1],
  defaultSettings: EQ_DEFAULT_SETTINGS,
  difficultyPresets: EQ_DIFFICULTY_PRESETS,
  officialExam: EQ_OFFICIAL_EXAM,
  validateSettings: validateEqSettingsFor,
  generateQuestion: generateEqQuestion,
  balancedForms: { ...eqBalancedForms, sinceVersion: 2 },
  buildProcessing: buildEqProcessing,
  parseAnswer: parseEqAnswer,
  score: scoreEqAnswer,
  rightAnswer: (question) => ({
    bands: question.bands.map((band) => ({ frequency: band.frequency, direction: question.asksDirection ? (band.gain > 0 ? 'boost' : 'cut') : null })),
  }),
  describeAnswer: describeEqAnswer,
  // The answered frequencies at the question's gain, boosted or cut as answered (or as asked).
  answerSound: (question, answer) => ({
    ...question,
    bands: answer.bands.map((band, i) => {
      const gain = question.bands[i]?.gain ?? 0;
      const sign = band.direction === null ? Math.sign(gain) : band.direction === 'boost' ? 1 : -1;
      return { frequency: band.frequency, gain: dB(sign * Math.abs(gain)) };
    }),
  }),
  adaptive: [eqGainDimension],
  confusions: eqConfusions,
};
