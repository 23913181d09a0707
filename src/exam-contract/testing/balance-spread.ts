/**
 * How evenly a set of questions holds a balanced category's values: at every level of its family
 * tree, the largest difference between the counts of siblings (families, or values within one).
 * A dealt exam has 1 or 0 everywhere. Values outside the category are reported, not counted.
 */
import type { BalancedCategory, CategoryValue } from '../area-definition';
import { familyTree, type FamilyNode } from '../balanced-forms';

export interface CategorySpread {
  category: string;
  /** The largest difference between sibling counts; 0 for a category of one value. */
  spread: number;
  /** The counts of the top level (families, or values when flat), for a failing test's message. */
  counts: Record<string, number>;
  /** Values the questions hold that the category does not list. */
  unknown: CategoryValue[];
}

export function categorySpread(category: BalancedCategory, held: readonly CategoryValue[]): CategorySpread {
  const count = new Map<CategoryValue, number>();
  const unknown: CategoryValue[] = [];
  for (const value of held) {
    if (category.values.includes(value)) count.set(value, (count.get(value) ?? 0) + 1);
    else unknown.push(value);
  }
  let spread = 0;
  const total = (node: FamilyNode): number => {
    if ('value' in node) return count.get(node.value) ?? 0;
    const counts = node.children.map(total);
    spread = Math.max(spread, Math.max(...counts) - Math.min(...counts));
    return counts.reduce((sum, n) => sum + n, 0);
  };
  const top = familyTree(category);
  total({ family: '', children: top });
  const counts = Object.fromEntries(top.map((node) => ['value' in node ? String(node.value) : node.family, total(node)]));
  return { category: category.id, spread, counts, unknown };
}
