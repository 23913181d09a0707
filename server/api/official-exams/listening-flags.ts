/**
 * An official exam's listening flags, 'too-fast' and 'unheard' (not the headphone check before an
 * exam: src/exam/listening-check/). Any sound a person can judge a machine can analyse, so a
 * script that fetches an exam's sounds and answers from their spectra cannot be stopped; it can
 * be seen. The rule: a person hears one question's sound at a time, and a sound is one loop long,
 * so answers that arrive less than one loop per question after the first sound was served
 * ('too-fast'), or that answer a question whose sound was never fetched ('unheard'), were not
 * made by listening.
 */
import type { AudioBranch, ListeningFlag, ListeningTimeline } from '../../../src/api-contract';

export interface ServedSound {
  question: number;
  branch: AudioBranch;
  firstServedAt: Date;
}

/** What the server records of how an official exam was listened to: its flag, and the timeline it read. */
export interface ListeningRecord {
  flag: ListeningFlag | null;
  timeline: ListeningTimeline;
}

const seconds = (ms: number): number => Math.round(ms / 100) / 10;

export function flagListening(questionCount: number, served: readonly ServedSound[], answeredAt: Date, loopSeconds: number): ListeningRecord {
  const firstOf = new Map<number, number>();
  for (const sound of served) {
    if (sound.branch !== 'processed') continue;
    const at = sound.firstServedAt.getTime();
    firstOf.set(sound.question, Math.min(at, firstOf.get(sound.question) ?? Infinity));
  }
  const firstSound = Math.min(...served.map((sound) => sound.firstServedAt.getTime()));
  const start = Number.isFinite(firstSound) ? firstSound : answeredAt.getTime();
  const questions = Array.from({ length: questionCount }, (_, n) => {
    const at = firstOf.get(n);
    return at === undefined ? null : seconds(at - start);
  });
  const answeredAfter = seconds(answeredAt.getTime() - start);
  const timeline: ListeningTimeline = {
    firstSoundAt: Number.isFinite(firstSound) ? new Date(firstSound).toISOString() : null,
    questions,
    answeredAfterSeconds: answeredAfter,
  };
  if (questions.some((at) => at === null)) return { flag: 'unheard', timeline };
  if (answeredAt.getTime() - start < questionCount * loopSeconds * 1000) return { flag: 'too-fast', timeline };
  return { flag: null, timeline };
}
