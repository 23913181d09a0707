import { describe, expect, it } from 'vitest';
import { createRng } from '../lib/rng';
import type { AreaDefinition, BalancedCategory, CategoryValue } from './area-definition';
import { dealCategory, dealQuestions, dealtValue, dealtValues } from './balanced-forms';
import { generateQuestionSet, makesGeneratorVersion } from './question-set';
import { categorySpread } from './testing/balance-spread';
import { toyArea, type ToyQuestion, type ToySettings } from './testing/toy-area';

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
const countsOf = (held: readonly CategoryValue[]): Map<CategoryValue, number> => {
  const counts = new Map<CategoryValue, number>();
  for (const value of held) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

describe('dealCategory', () => {
  it.each([1, 2, 3, 7, 8, 12, 31])('deals %i values to any count of questions, each value floor or ceil of count / values times', (size) => {
    const category: BalancedCategory = { id: 'value', values: range(size) };
    for (const count of [1, 2, 5, 10, 16, 23, 40]) {
      for (const seed of [1, 2, 3]) {
        const hands = dealCategory(createRng(seed), category, count);
        expect(hands).toHaveLength(count);
        expect(hands.every((hand) => hand.length === 1)).toBe(true);
        const counts = range(size).map((value) => countsOf(hands.flat()).get(value) ?? 0);
        expect(counts.every((n) => n === Math.floor(count / size) || n === Math.ceil(count / size)), `${size} values, ${count}: ${counts.join(' ')}`).toBe(true);
        expect(categorySpread(category, hands.flat())).toMatchObject({ spread: count % size === 0 ? 0 : 1, unknown: [] });
      }
    }
  });

  it('deals distinct values within a question, several per question, evenly over all of them', () => {
    for (const [size, perQuestion] of [[3, 2], [3, 3], [8, 2], [8, 3], [31, 3], [4, 3]] as const) {
      const category: BalancedCategory = { id: 'frequency', values: range(size), perQuestion, distinct: true };
      for (const count of [1, 4, 10, 17]) {
        for (const seed of [5, 6, 7, 8]) {
          const hands = dealCategory(createRng(seed), category, count);
          for (const hand of hands) expect(new Set(hand).size, JSON.stringify(hands)).toBe(perQuestion);
          expect(categorySpread(category, hands.flat()).spread, `${size} values x ${perQuestion}, ${count} questions`).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('deals values that may repeat within a question (directions of several bands) evenly over all of them', () => {
    const category: BalancedCategory = { id: 'direction', values: ['boost', 'cut'], perQuestion: 3 };
    const hands = dealCategory(createRng(9), category, 10);
    expect(hands.every((hand) => hand.length === 3)).toBe(true);
    expect([...countsOf(hands.flat()).values()]).toEqual([15, 15]);
    // Not one of each per question: the directions of a question are not given away by each other.
    expect(hands.some((hand) => new Set(hand).size === 1)).toBe(true);
  });

  it('deals families evenly first, then the values within each family', () => {
    const family: Record<string, readonly string[]> = {
      violin: ['strings', 'bowed'],
      cello: ['strings', 'bowed'],
      harp: ['strings', 'plucked'],
      guitar: ['strings', 'plucked'],
      lute: ['strings', 'plucked'],
      piano: ['strings', 'struck'],
      flute: ['winds', 'edge'],
      oboe: ['winds', 'reed'],
      clarinet: ['winds', 'reed'],
      theremin: ['electric'],
    };
    const category: BalancedCategory = { id: 'instrument', values: Object.keys(family), familiesOf: (value) => family[String(value)] ?? [] };
    for (const seed of [1, 2, 3, 4]) {
      const held = dealCategory(createRng(seed), category, 9).flat();
      const spread = categorySpread(category, held);
      expect(spread.counts).toEqual({ strings: 3, winds: 3, electric: 3 });
      expect(spread.spread).toBeLessThanOrEqual(1);
      // Strings 3 over bowed, plucked and struck: one each; the theremin is the electric family alone.
      expect(held.filter((v) => family[String(v)]?.[1] === 'struck')).toHaveLength(1);
      expect(countsOf(held).get('theremin')).toBe(3);
    }
  });

  it('is a function of the seed: the same seed the same deal, other seeds others', () => {
    const category: BalancedCategory = { id: 'value', values: range(8) };
    const deal = (seed: number) => dealCategory(createRng(seed), category, 10);
    expect(deal(42)).toEqual(deal(42));
    const others = [43, 44, 45, 46, 47].map(deal);
    expect(others.some((other) => JSON.stringify(other) !== JSON.stringify(deal(42)))).toBe(true);
    // Each value comes first for some seed: the order is dealt, not a rotation of the list.
    expect(new Set(range(200).map((seed) => deal(seed)[0]?.[0])).size).toBe(8);
  });

  it('refuses what cannot be dealt: no values, or more distinct values per question than there are', () => {
    expect(() => dealCategory(createRng(1), { id: 'none', values: [] }, 3)).toThrow(RangeError);
    expect(() => dealCategory(createRng(1), { id: 'bands', values: [1, 2], perQuestion: 3, distinct: true }, 3)).toThrow(/3 distinct values of 'bands'/);
  });
});

describe('dealQuestions', () => {
  it('deals every category to every question, independently', () => {
    const categories: BalancedCategory[] = [
      { id: 'position', values: range(7) },
      { id: 'side', values: ['left', 'right'] },
    ];
    const questions = dealQuestions(createRng(3), categories, 10);
    expect(questions).toHaveLength(10);
    for (const category of categories) {
      expect(categorySpread(category, questions.flatMap((q) => q[category.id] ?? [])).spread).toBeLessThanOrEqual(1);
    }
  });
});

describe('dealtValue(s)', () => {
  it('gives the dealt values as members of the area’s own list, and refuses any other', () => {
    const directions = ['boost', 'cut'] as const;
    expect(dealtValue({ direction: ['cut'] }, 'direction', directions)).toBe('cut');
    expect(dealtValues({ frequency: [250, 1000] }, 'frequency', [125, 250, 500, 1000])).toEqual([250, 1000]);
    expect(() => dealtValue({ direction: ['up'] }, 'direction', directions)).toThrow(/'up' is not a value of 'direction'/);
    expect(() => dealtValue({}, 'direction', directions)).toThrow(/no value dealt/);
  });
});

describe('generateQuestionSet and the generator version', () => {
  // The toy area, balanced from version 2 on; version 1 was its one seeded stream.
  const balancedToy: AreaDefinition<ToySettings, ToyQuestion, unknown> = {
    ...(toyArea as AreaDefinition<ToySettings, ToyQuestion, unknown>),
    version: 2,
    earlierVersions: [1],
    balancedForms: {
      sinceVersion: 2,
      categories: (settings) => [{ id: 'value', values: range(settings.size) }],
      generateQuestion: (_rng, settings, _context, dealt) => ({ value: dealtValue(dealt, 'value', range(settings.size)) }),
      valuesOf: (question) => ({ value: [question.value] }),
    },
  };
  const values = (questions: readonly ToyQuestion[]) => questions.map((q) => q.value);

  it('deals an exam of the current version evenly', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const counts = countsOf(values(generateQuestionSet(balancedToy, seed, { size: 8 }, 10)));
      expect(counts.size).toBe(8);
      expect(Math.max(...counts.values())).toBe(2);
    }
  });

  it('makes an earlier version as that version made it: the i-th draw of one stream', () => {
    const rng = createRng(4242);
    const stream = Array.from({ length: 10 }, () => toyArea.generateQuestion(rng, { size: 8 }));
    expect(generateQuestionSet(balancedToy, 4242, { size: 8 }, 10, undefined, 1)).toEqual(stream);
    expect(generateQuestionSet(toyArea, 4242, { size: 8 }, 10)).toEqual(stream);
    expect(generateQuestionSet(balancedToy, 4242, { size: 8 }, 10)).not.toEqual(stream);
  });

  it('refuses a version it does not make', () => {
    expect(makesGeneratorVersion(balancedToy, 1)).toBe(true);
    expect(makesGeneratorVersion(balancedToy, 3)).toBe(false);
    expect(makesGeneratorVersion(toyArea, 2)).toBe(false);
    expect(() => generateQuestionSet(balancedToy, 1, { size: 8 }, 10, undefined, 3)).toThrow(/cannot make generator version 3, only 2, 1/);
  });
});
