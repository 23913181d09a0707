/** How far a timbre answer was off, by the levels of the classification, for the answer view to say in words. Pure. */
import { instrumentById } from './catalogue';
import type { TimbreAnswer, TimbreQuestion } from './timbre-question';
import { asksExcitation } from './timbre-settings';

export type TimbreMiss =
  | { kind: 'none' }
  /** The Hornbostel-Sachs category is wrong. */
  | { kind: 'wrongFamily' }
  /** The category is right, the instrument (asked in the advanced test) is not. */
  | { kind: 'wrongInstrument' }
  /** The category is right, and the instrument when asked, but not the excitation. */
  | { kind: 'wrongExcitation' };

/** Null for an instrument no longer in the catalogue: nothing to compare with. */
export function describeMiss(question: TimbreQuestion, answer: TimbreAnswer): TimbreMiss | null {
  const truth = instrumentById(question.instrument);
  if (!truth) return null;
  if (answer.category !== truth.category) return { kind: 'wrongFamily' };
  if (question.mode === 'advanced' && answer.instrument !== truth.id) return { kind: 'wrongInstrument' };
  if (asksExcitation(question.mode) && answer.excitation !== truth.excitation) return { kind: 'wrongExcitation' };
  return { kind: 'none' };
}
