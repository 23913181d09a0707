/**
 * EQ confusions: each question band beside the answered band paired with it, as
 * `<frequency>` or, when the direction is asked, `<frequency>:<boost|cut>` ('1000:boost'). Pure.
 */
import type { Confusion } from '../../exam-contract';
import type { EqQuestion } from './eq-question';
import { matchBands, type BandDirection, type EqAnswer } from './eq-scoring';

export interface BandCategory {
  frequency: number;
  direction: BandDirection | null;
}

const bandCategory = (frequency: number, direction: BandDirection | null): string => (direction === null ? String(frequency) : `${frequency}:${direction}`);

export function parseBandCategory(value: string): BandCategory | null {
  const [frequency, direction, ...rest] = value.split(':');
  if (rest.length > 0 || !(Number(frequency) > 0)) return null;
  if (direction === undefined) return { frequency: Number(frequency), direction: null };
  return direction === 'boost' || direction === 'cut' ? { frequency: Number(frequency), direction } : null;
}

/** One entry per question band that was answered (a band answered without the direction asked is left out). */
export function eqConfusions(question: EqQuestion, answer: EqAnswer): Confusion[] {
  return matchBands(question, answer).flatMap((match, i): Confusion[] => {
    const band = question.bands[i];
    if (!band || !match.answered) return [];
    if (!question.asksDirection) {
      return [{ axis: 'band', asked: bandCategory(band.frequency, null), answered: bandCategory(match.answered.frequency, null) }];
    }
    const { frequency, direction } = match.answered;
    if (direction === null) return [];
    return [{ axis: 'band', asked: bandCategory(band.frequency, band.gain > 0 ? 'boost' : 'cut'), answered: bandCategory(frequency, direction) }];
  });
}

const DIRECTION_ORDER = [null, 'boost', 'cut'];

/** Low to high frequency, a boost before a cut at the same frequency. */
export function compareBandCategories(a: string, b: string): number {
  const [x, y] = [parseBandCategory(a), parseBandCategory(b)];
  if (!x || !y) return a.localeCompare(b);
  return x.frequency - y.frequency || DIRECTION_ORDER.indexOf(x.direction) - DIRECTION_ORDER.indexOf(y.direction);
}
