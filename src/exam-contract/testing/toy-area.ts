/**
 * A tiny area for testing the engine without any real area: guess which of `size` numbers
 * the question holds. Credit 1 for the exact number, 0.5 for a neighbour.
 */
import type { AreaId } from '../../lib/area-registry';
import type { AreaDefinition } from '../area-definition';

/**
 * The toy area's id, which is no product area's: a test of it never passes for a test of EQ.
 * Typed as an `AreaId` because the engine and the API, written for the product's areas, take
 * it as one; neither looks its id up in the registry (src/lib/area-registry.ts).
 */
export const TOY_AREA_ID = 'toy' as AreaId;

export interface ToySettings {
  size: number;
}
export type ToyDraft = { size: number | null };
export interface ToyQuestion {
  value: number;
}
export interface ToyAnswer {
  value: number;
}

export const toyArea: AreaDefinition<ToySettings, ToyQuestion, ToyAnswer> = {
  id: TOY_AREA_ID,
  version: 1,
  defaultSettings: { size: 4 },
  difficultyPresets: [
    { id: 'easy', settings: { size: 2 } },
    { id: 'hard', settings: { size: 8 } },
  ],
  officialExam: { settings: { size: 3 }, questionCount: 3, levelMatch: true },
  validateSettings(input) {
    const size = (input as { size?: unknown } | null)?.size;
    if (size === null || size === undefined) return { ok: false, errors: { size: 'common:validation.required' } };
    if (typeof size !== 'number' || !Number.isInteger(size) || size < 2 || size > 8) return { ok: false, errors: { size: 'toy.invalid' } };
    return { ok: true, settings: { size } };
  },
  generateQuestion: (rng, settings) => ({ value: rng.int(0, settings.size) }),
  buildProcessing: (question) => ({ chain: [{ kind: 'stereo-pan', pan: question.value / 10 }] }),
  parseAnswer(input) {
    const value = (input as { value?: unknown } | null)?.value;
    return typeof value === 'number' ? { value } : null;
  },
  answerSound: (_question, answer) => ({ value: answer.value }),
  rightAnswer: (question) => ({ value: question.value }),
  describeAnswer: (answer) => `Pick ${answer.value}`,
  // Harder with more numbers to tell apart.
  adaptive: [{ id: 'size', ladder: [2, 3, 4, 5, 6, 7, 8], startIndex: 0, unit: 'ratio', settingsAt: (size) => ({ size }), guessRate: (size) => 1 / size }],
  confusions: (question, answer) => [{ axis: 'value', asked: String(question.value), answered: String(answer.value) }],
  score(question, answer) {
    const off = Math.abs(question.value - answer.value);
    return { credit: off === 0 ? 1 : off === 1 ? 0.5 : 0, correct: off === 0, details: { off } };
  },
};

/**
 * The toy area as one whose questions depend on what they are played on (as EQ's do): on a loop
 * of the programme library it draws only from the lower half of its numbers, and refuses more
 * than 4 numbers to choose from.
 */
export const toyAreaOnLoops: AreaDefinition<ToySettings, ToyQuestion, ToyAnswer> = {
  ...toyArea,
  validateSettings(input, context) {
    const checked = toyArea.validateSettings(input);
    if (checked.ok && context?.programme && checked.settings.size > 4) return { ok: false, errors: { size: 'toy.tooManyForTheLoop' } };
    return checked;
  },
  generateQuestion: (rng, settings, context) => ({ value: rng.int(0, context?.programme ? Math.ceil(settings.size / 2) : settings.size) }),
};
