/**
 * The learner's home (GET /api/me/progress): the level earned, how the last practice scores at
 * one difficulty move, and what to do next. Pure rules over a few numbers, kept apart from the
 * SQL that finds them.
 */
import type { AreaProgress, ProgressTrend } from '../../../src/api-contract';
import { LEVEL_RULE } from '../../../src/lib/level-rule';

/** The last score this far under the mean of the ones before it at the difficulty is a drop. */
export const DROP_POINTS = 10;
/** A fitted change across the recent scores smaller than this is flat. */
export const TREND_POINTS = 5;

/**
 * Least-squares line through the scores (oldest first) by their position; its change from the
 * first to the last is the trend. A single good or bad exam moves it less than a plain
 * first-to-last difference would.
 */
export function trendOf(scores: readonly number[]): ProgressTrend | null {
  const n = scores.length;
  if (n < 2) return null;
  const meanX = (n - 1) / 2;
  const meanY = scores.reduce((sum, y) => sum + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  scores.forEach((y, x) => {
    sxy += (x - meanX) * (y - meanY);
    sxx += (x - meanX) ** 2;
  });
  const change = (sxy / sxx) * (n - 1);
  if (change >= TREND_POINTS) return 'up';
  if (change <= -TREND_POINTS) return 'down';
  return 'flat';
}

/** The last score is well under the mean of those before it at the same difficulty. */
export function dropped(scores: readonly number[]): boolean {
  if (scores.length < 2) return false;
  const earlier = scores.slice(0, -1);
  const mean = earlier.reduce((sum, y) => sum + y, 0) / earlier.length;
  return (scores.at(-1) ?? 0) <= mean - DROP_POINTS;
}

/** A score that counts towards a level. */
export const isHighScore = (score: number): boolean => score >= LEVEL_RULE.score;

/** The latest scores at one difficulty meet the level rule: it is earned, the next one is open. */
export const consistentlyHigh = (scores: readonly number[]): boolean =>
  scores.length >= LEVEL_RULE.streak && scores.slice(-LEVEL_RULE.streak).every(isHighScore);

/**
 * The level earned: the hardest preset at which the longest run of high scores in a row meets
 * the rule. `streaks` maps a preset id to that run's length; a level once earned stays earned.
 */
export function earnedLevel(streaks: Readonly<Record<string, number>>, presets: readonly string[]): string | null {
  return presets.findLast((preset) => (streaks[preset] ?? 0) >= LEVEL_RULE.streak) ?? null;
}

export interface AdviceInput {
  practiceCount: number;
  officialCount: number;
  /** The preset id of the latest practice exam; null for custom settings. */
  practisedAt: string | null;
  /** The level earned (a preset id); null before any. */
  level: string | null;
  /** Recent practice scores at `practisedAt`, oldest first. */
  recentScores: readonly number[];
  /** The area's preset ids, easiest first. */
  presets: readonly string[];
  /** The preset from which on the official exam is in reach (its settings, or the middle one). */
  officialFrom: number;
}

/** The suggested next step of one area. */
export function nextStep(input: AdviceInput): AreaProgress['next'] {
  const none = { difficulty: null };
  if (input.practiceCount === 0) return { step: input.officialCount === 0 ? 'start' : 'practise', ...none };
  if (dropped(input.recentScores)) return { step: 'again', ...none };
  if (!consistentlyHigh(input.recentScores) || input.practisedAt === null) return { step: 'keep', ...none };
  // Ready for more than the harder of what is practised and what was earned before.
  const rank = Math.max(input.presets.indexOf(input.practisedAt), input.level === null ? -1 : input.presets.indexOf(input.level));
  if (input.officialCount === 0 && rank >= input.officialFrom) return { step: 'official', ...none };
  const harder = input.presets[rank + 1];
  return harder === undefined ? { step: 'keep', ...none } : { step: 'harder', difficulty: harder };
}
