/**
 * Balanced forms: an exam's answer values dealt as evenly as its question count allows
 * (CriticalListeningLab's rule), so that ten EQ questions over eight octave bands ask each band
 * once or twice, and a teacher's item analysis compares like with like. An area declares what
 * is balanced (`BalancedForms` on its definition); `generateQuestionSet` deals and asks it for
 * each question. Training and the adaptive mode ask one question at a time and are not dealt.
 */
import type { Rng } from '../lib/rng';
import type { BalancedCategory, CategoryValue, DealtValues } from './area-definition';

/** A category's values as a tree of families: a leaf is a value. */
export type FamilyNode = { value: CategoryValue } | { family: string; children: FamilyNode[] };

/** The values grouped by their families, level by level, in the order they come. */
export function familyTree(category: Pick<BalancedCategory, 'values' | 'familiesOf'>, level = 0, values = category.values): FamilyNode[] {
  const nodes: FamilyNode[] = [];
  const families = new Map<string, CategoryValue[]>();
  for (const value of values) {
    const family = category.familiesOf?.(value)[level];
    if (family === undefined) {
      nodes.push({ value });
      continue;
    }
    const members = families.get(family);
    if (members) {
      members.push(value);
    } else {
      const group = [value];
      families.set(family, group);
      nodes.push({ family, children: [] });
    }
  }
  return nodes.map((node) => ('family' in node ? { family: node.family, children: familyTree(category, level + 1, families.get(node.family)) } : node));
}

/** Shares `total` among the nodes, each getting floor or ceil of its even share (the larger shares at random), down to the values. */
function share(rng: Rng, nodes: readonly FamilyNode[], total: number, copies: Map<CategoryValue, number>): void {
  const base = Math.floor(total / nodes.length);
  const larger = new Set(rng.shuffle(nodes.map((_, i) => i)).slice(0, total % nodes.length));
  nodes.forEach((node, i) => {
    const part = base + (larger.has(i) ? 1 : 0);
    if ('value' in node) copies.set(node.value, (copies.get(node.value) ?? 0) + part);
    else share(rng, node.children, part, copies);
  });
}

/** Draws one of the remaining copies at random (a card off a shuffled deck), among the values `allowed`. */
function drawCopy(rng: Rng, left: Map<CategoryValue, number>, allowed: (value: CategoryValue) => boolean): CategoryValue {
  const eligible = [...left].filter(([value, n]) => n > 0 && allowed(value));
  let r = rng.int(0, eligible.reduce((sum, [, n]) => sum + n, 0));
  for (const [value, n] of eligible) {
    if (r < n) return value;
    r -= n;
  }
  throw new RangeError('no copy left to deal');
}

/**
 * One category's values for `count` questions: each value (each family, level by level) as often
 * as the others or once more, in a random order. Distinct values within a question are dealt by
 * putting first any value with as many copies left as questions left, so the deal never runs
 * into a question that cannot be filled.
 */
export function dealCategory(rng: Rng, category: BalancedCategory, count: number): CategoryValue[][] {
  const perQuestion = category.perQuestion ?? 1;
  if (category.values.length === 0) throw new RangeError(`no values to deal for '${category.id}'`);
  const left = new Map<CategoryValue, number>();
  share(rng, familyTree(category), count * perQuestion, left);
  if (category.distinct && [...left.values()].some((n) => n > count)) {
    throw new RangeError(`cannot deal ${perQuestion} distinct values of '${category.id}' to each of ${count} questions`);
  }
  const hands: CategoryValue[][] = [];
  for (let question = 0; question < count; question++) {
    const questionsLeft = count - question;
    const hand = category.distinct ? [...left].filter(([, n]) => n === questionsLeft).map(([value]) => value) : [];
    for (const value of hand) left.set(value, (left.get(value) ?? 0) - 1);
    while (hand.length < perQuestion) {
      const value = drawCopy(rng, left, (v) => !category.distinct || !hand.includes(v));
      left.set(value, (left.get(value) ?? 0) - 1);
      hand.push(value);
    }
    hands.push(hand);
  }
  return hands;
}

/** Every category dealt for `count` questions: question i's values. */
export function dealQuestions(rng: Rng, categories: readonly BalancedCategory[], count: number): DealtValues[] {
  const dealt = categories.map((category) => dealCategory(rng, category, count));
  return Array.from({ length: count }, (_, i) => Object.fromEntries(categories.map((category, c) => [category.id, dealt[c]?.[i] ?? []])));
}

/** The values dealt in category `id`, as the members of `values` they are (typed as the area types them). */
export function dealtValues<T extends CategoryValue>(dealt: DealtValues, id: string, values: readonly T[]): T[] {
  return (dealt[id] ?? []).map((raw) => {
    const value = values.find((v) => v === raw);
    if (value === undefined) throw new RangeError(`'${String(raw)}' is not a value of '${id}'`);
    return value;
  });
}

/** The one value dealt in category `id` (a category of one value per question). */
export function dealtValue<T extends CategoryValue>(dealt: DealtValues, id: string, values: readonly T[]): T {
  const [value] = dealtValues(dealt, id, values);
  if (value === undefined) throw new RangeError(`no value dealt for '${id}'`);
  return value;
}
