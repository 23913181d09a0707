import type { AreaDefinition } from '../../../src/exam-contract';
import type { AreaId } from '../../../src/lib/area-registry';
import { dB } from '../../../src/lib/units';
import { DEFAULT_AREAS, type AreaDefinitions } from '../areas';

/**
 * The test areas' ids, which are no product area's: `/api/reports/test-count` is plainly a test
 * of the API, not of loudness. Typed as `AreaId`s because the API, written for the product's
 * areas, takes them as such; it knows an area by its definitions alone (server/api/areas.ts).
 */
export const TEST_COUNT = 'test-count' as AreaId;
/** A second count area, for a mismatch of areas (a submission of one, the exam of the other). */
export const OTHER_TEST_COUNT = 'test-count-other' as AreaId;

/** A deliberately tiny area for API tests: name a number in [0, max); one off earns half. */
export interface CountSettings {
  max: number;
}

export const countArea: AreaDefinition<CountSettings, number, number> = {
  id: TEST_COUNT,
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

/** The product's areas and two count areas (two, to test a mismatch of areas). */
export const TEST_AREAS: AreaDefinitions = {
  ...DEFAULT_AREAS,
  [TEST_COUNT]: countArea as unknown as AreaDefinition,
  [OTHER_TEST_COUNT]: { ...countArea, id: OTHER_TEST_COUNT } as unknown as AreaDefinition,
};
