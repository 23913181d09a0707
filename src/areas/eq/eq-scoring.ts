/** EQ answers: parsing untrusted input and scoring against a question. Pure. */
import type { ScoreResult } from '../../exam-contract';
import { octavesBetween, type Hertz } from '../../lib/units';
import type { EqQuestion } from './eq-question';
import { RANGE_FREQUENCIES } from './eq-settings';

export type BandDirection = 'boost' | 'cut';

export interface EqAnswerBand {
  frequency: Hertz;
  /** Only asked when the question mixes boosts and cuts; null otherwise. */
  direction: BandDirection | null;
}

export interface EqAnswer {
  bands: readonly EqAnswerBand[];
}

const MAX_BANDS = 3;
/** Credit for a band at the right frequency but named with the wrong direction. */
export const WRONG_DIRECTION_CREDIT = 0.5;

function parseBand(input: unknown): EqAnswerBand | null {
  if (typeof input !== 'object' || input === null) return null;
  const { frequency, direction } = input as Record<string, unknown>;
  const isoFrequency = RANGE_FREQUENCIES.find((f) => f === frequency);
  if (isoFrequency === undefined) return null;
  if (direction !== undefined && direction !== null && direction !== 'boost' && direction !== 'cut') return null;
  return { frequency: isoFrequency, direction: direction ?? null };
}

export function parseEqAnswer(input: unknown): EqAnswer | null {
  if (typeof input !== 'object' || input === null) return null;
  const { bands } = input as Record<string, unknown>;
  if (!Array.isArray(bands) || bands.length < 1 || bands.length > MAX_BANDS) return null;
  const parsed = bands.map(parseBand);
  if (parsed.some((b) => b === null)) return null;
  return { bands: parsed as EqAnswerBand[] };
}

function permutations(indices: readonly number[]): number[][] {
  if (indices.length <= 1) return [[...indices]];
  return indices.flatMap((first) =>
    permutations(indices.filter((i) => i !== first)).map((rest) => [first, ...rest]),
  );
}

/** One question band with the answered band paired to it (null when none was), and how it scored. */
export interface BandMatch {
  credit: number;
  octavesOff: number | null;
  answered: EqAnswerBand | null;
}

function matchBand(question: EqQuestion, bandIndex: number, answer: EqAnswerBand | undefined): BandMatch {
  const band = question.bands[bandIndex];
  if (!band || !answer) return { credit: 0, octavesOff: null, answered: null };
  const octavesOff = octavesBetween(band.frequency, answer.frequency);
  if (Math.abs(octavesOff) > 0.01) return { credit: 0, octavesOff, answered: answer };
  const directionRight = !question.asksDirection || (answer.direction === 'boost') === band.gain > 0;
  return { credit: directionRight ? 1 : WRONG_DIRECTION_CREDIT, octavesOff: 0, answered: answer };
}

/**
 * Each answered band is paired with one question band, choosing the pairing that earns the
 * most credit (then the smallest total miss), so the order the student names bands in does
 * not matter. One match per question band, in the question's order.
 */
export function matchBands(question: EqQuestion, answer: EqAnswer): BandMatch[] {
  const slots = Array.from({ length: Math.max(question.bands.length, answer.bands.length) }, (_, i) => i);
  let best: BandMatch[] = [];
  let bestCredit = -1;
  let bestMiss = Infinity;
  for (const order of permutations(slots)) {
    const matches = question.bands.map((_, i) => matchBand(question, i, answer.bands[order[i] ?? -1]));
    const credit = matches.reduce((sum, m) => sum + m.credit, 0);
    const miss = matches.reduce((sum, m) => sum + Math.abs(m.octavesOff ?? 10), 0);
    if (credit > bestCredit || (credit === bestCredit && miss < bestMiss)) {
      best = matches;
      bestCredit = credit;
      bestMiss = miss;
    }
  }
  return best;
}

/** A band earns full credit when its frequency (and direction, when asked) is exact. */
export function scoreEqAnswer(question: EqQuestion, answer: EqAnswer): ScoreResult {
  const n = question.bands.length;
  const best = matchBands(question, answer);
  const bestCredit = best.reduce((sum, m) => sum + m.credit, 0);
  const details: Record<string, number | string | boolean> = {};
  best.forEach((match, i) => {
    const band = question.bands[i];
    if (!band) return;
    details[`band${i}Frequency`] = band.frequency;
    details[`band${i}Gain`] = band.gain;
    details[`band${i}Credit`] = match.credit;
    if (match.answered) {
      details[`band${i}AnsweredFrequency`] = match.answered.frequency;
      if (match.answered.direction) details[`band${i}AnsweredDirection`] = match.answered.direction;
    }
    if (match.octavesOff !== null) details[`band${i}OctavesOff`] = Math.round(match.octavesOff * 100) / 100;
  });
  return {
    credit: n === 0 ? 0 : bestCredit / n,
    correct: n > 0 && best.every((m) => m.credit === 1),
    details,
  };
}
