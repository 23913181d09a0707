/** How far a reverb answer was off, part by part, for the answer view to say in words. Pure. */
import type { ReverbAnswer, ReverbQuestion } from './reverb-question';

export type ReverbMiss =
  /** Signed seconds, as the times read (to 0.01 s): positive is a longer decay than the room's. */
  | { kind: 'decay'; seconds: number }
  /** Signed dB of direct-to-reverberant ratio: positive is drier than the room. */
  | { kind: 'mix'; db: number }
  | { kind: 'noDecay' }
  | { kind: 'noMix' };

/** Hundredths, as `formatRt60` shows a time, so the difference matches the two times on screen. */
const hundredths = (rt60: number): number => Math.round(Number(rt60.toFixed(2)) * 100);

/** The misses of the asked parts (decay time, mix); none when the answer is right. */
export function describeMiss(question: ReverbQuestion, answer: ReverbAnswer): ReverbMiss[] {
  const misses: ReverbMiss[] = [];
  if (question.decayScale.length > 0) {
    if (answer.rt60 === null) misses.push({ kind: 'noDecay' });
    else if (answer.rt60 !== question.rt60) misses.push({ kind: 'decay', seconds: (hundredths(answer.rt60) - hundredths(question.rt60)) / 100 });
  }
  if (question.mixScale.length > 0) {
    if (answer.drr === null) misses.push({ kind: 'noMix' });
    else if (answer.drr !== question.drr) misses.push({ kind: 'mix', db: answer.drr - question.drr });
  }
  return misses;
}
