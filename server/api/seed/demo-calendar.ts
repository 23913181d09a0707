import type { Rng } from '../../../src/lib/rng';

/** The demo term: about four months, ending on the day it is seeded. */
export const TERM_DAYS = 120;
export const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Midnight (UTC) TERM_DAYS before the day of `now`. */
export const termStartOf = (now: Date): number => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - TERM_DAYS * DAY_MS;

/** A time on the term's day at `termFraction` (0 its start, 1 its end), in daytime in China (UTC+8): 00:30-13:30 UTC. */
export function daytimeAt(termStart: number, termFraction: number, rng: Rng): Date {
  const dayStart = termStart + Math.floor(termFraction * TERM_DAYS) * DAY_MS;
  return new Date(dayStart + (0.5 + 13 * rng.next()) * HOUR_MS);
}
