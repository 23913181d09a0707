/**
 * The counted attempt itself, not only its score: the rule of server/api/reports/counted-attempt.ts
 * (first and last by [finish time, submission id], best by score) applied in memory to one
 * student's attempts, so the results can show that attempt's time, flags and submit id.
 */
import type { CountedAttempt } from '../../../../src/api-contract';

export interface OrderedAttempt {
  /** Epoch milliseconds. */
  finishedAt: number;
  /** The submission id; an attempt not recorded yet sorts after every recorded one. */
  order: number;
  score: number;
}

const byAttemptKey = (a: OrderedAttempt, b: OrderedAttempt): number => a.finishedAt - b.finishedAt || a.order - b.order || a.score - b.score;

/** Best: the highest score, the earliest of equal ones. Null without attempts. */
export function countedAttemptOf<T extends OrderedAttempt>(attempts: readonly T[], rule: CountedAttempt): T | null {
  const sorted = [...attempts].sort(byAttemptKey);
  if (rule === 'first') return sorted[0] ?? null;
  if (rule === 'last') return sorted[sorted.length - 1] ?? null;
  return sorted.reduce<T | null>((best, attempt) => (best === null || attempt.score > best.score ? attempt : best), null);
}
