/** How far each band of an EQ answer was off, for the answer view to say in words. Pure. */
import { matchBands, type EqAnswer, type EqAnswerBand } from './eq-scoring';
import type { EqQuestion } from './eq-question';

export type EqBandMiss =
  | { kind: 'none' }
  /** No answered band was paired with this one. */
  | { kind: 'unanswered' }
  /** The frequency off by octaves (to 0.01), signed: positive is above the band. */
  | { kind: 'octaves'; octaves: number }
  /** The right frequency, boost and cut mixed up. */
  | { kind: 'direction' };

export interface EqBandReview {
  /** The answered band paired with this one by the scoring, or null. */
  answered: EqAnswerBand | null;
  miss: EqBandMiss;
}

/** One review per question band, in the question's order, paired as the score pairs them. */
export function describeMiss(question: EqQuestion, answer: EqAnswer): EqBandReview[] {
  return matchBands(question, answer).map(({ answered, octavesOff, credit }): EqBandReview => {
    if (!answered || octavesOff === null) return { answered: null, miss: { kind: 'unanswered' } };
    if (octavesOff !== 0) return { answered, miss: { kind: 'octaves', octaves: Math.round(octavesOff * 100) / 100 } };
    return { answered, miss: credit === 1 ? { kind: 'none' } : { kind: 'direction' } };
  });
}
