import type { AreaDefinition } from '../../../src/exam-contract';
import { dB } from '../../../src/lib/units';
import { DEFAULT_AREAS, type AreaDefinitions } from '../areas';

/** A deliberately tiny area for API tests: name a number in [0, max); one off earns half. */
export interface CountSettings {
  max: number;
}

export const countArea: AreaDefinition<CountSettings, number, number> = {
  id: 'loudness',
  version: 1,
  defaultSettings: { max: 6 },
  difficultyPresets: [{ id: 'easy', settings: { max: 6 } }],
  officialExam: { settings: { max: 4 }, questionCount: 5, levelMatch: false },
  validateSettings(input) {
    const max = typeof input === 'object' && input !== null ? (input as Record<string, unknown>).max : undefined;
    return typeof max === 'number' && Number.isInteger(max) && max >= 2 && max <= 10
      ? { ok: true, settings: { max } }
      : { ok: false, errors: { max: 'validation.required' } };
  },
  generateQuestion: (rng, settings) => rng.int(0, settings.max),
  buildProcessing: (question) => ({ chain: [{ kind: 'gain', gain: dB(question) }] }),
  parseAnswer: (input) => (typeof input === 'number' && Number.isInteger(input) ? input : null),
  rightAnswer: (question) => question,
  describeAnswer: (answer) => String(answer),
  // More numbers to tell apart is harder.
  adaptive: [{ id: 'max', ladder: [2, 3, 4, 5, 6, 7, 8, 9, 10], startIndex: 0, unit: 'ratio', settingsAt: (max) => ({ max }), guessRate: (max) => 1 / max }],
  confusions: (question, answer) => [{ axis: 'number', asked: String(question), answered: String(answer) }],
  score: (question, answer) =>
    answer === question
      ? { credit: 1, correct: true }
      : { credit: Math.abs(answer - question) === 1 ? 0.5 : 0, correct: false },
};

/** Two fake areas (to test area mismatches) in place of loudness and width; the others real. */
export const TEST_AREAS: AreaDefinitions = {
  ...DEFAULT_AREAS,
  loudness: countArea as unknown as AreaDefinition,
  width: { ...countArea, id: 'width' } as unknown as AreaDefinition,
};
