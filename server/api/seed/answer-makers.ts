import type { EqQuestion } from '../../../src/areas/eq/eq-question';
import { INSTRUMENTS, instrumentById } from '../../../src/areas/timbre/catalogue';
import type { TimbreQuestion } from '../../../src/areas/timbre/timbre-question';
import { OCTAVE_NOMINAL_FREQUENCIES, THIRD_OCTAVE_NOMINAL_FREQUENCIES } from '../../../src/audio/processors/iso-frequencies';
import type { AreaDefinition } from '../../../src/exam-contract';
import type { AreaId } from '../../../src/lib/area-registry';
import type { Rng } from '../../../src/lib/rng';

/** What a student of the demo term answers to a question: right, or a near miss. */
export type AnswerMaker = (question: unknown, right: boolean, rng: Rng) => unknown;

function neighbour(frequency: number, list: readonly number[], rng: Rng): number {
  const i = list.indexOf(frequency);
  const j = i <= 0 ? 1 : i >= list.length - 1 ? list.length - 2 : i + rng.pick([-1, 1]);
  return list[j] ?? frequency;
}

/** A wrong EQ answer misses one band by a neighbouring frequency or, when asked, a direction. */
const eqAnswer: AnswerMaker = (raw, right, rng) => {
  const question = raw as EqQuestion;
  const list = question.resolution === 'octave' ? OCTAVE_NOMINAL_FREQUENCIES : THIRD_OCTAVE_NOMINAL_FREQUENCIES;
  const missed = right ? -1 : rng.int(0, question.bands.length);
  return {
    bands: question.bands.map((band, i) => {
      const direction = band.gain > 0 ? 'boost' : 'cut';
      if (i !== missed) return { frequency: band.frequency, direction: question.asksDirection ? direction : null };
      if (question.asksDirection && rng.next() < 0.3) {
        return { frequency: band.frequency, direction: direction === 'boost' ? 'cut' : 'boost' };
      }
      return { frequency: neighbour(band.frequency, list, rng), direction: question.asksDirection ? direction : null };
    }),
  };
};

/** A timbre answer names an instrument's classes (and the instrument): the right one or another. */
const timbreAnswer: AnswerMaker = (raw, right, rng) => {
  const question = raw as TimbreQuestion;
  const named = right ? instrumentById(question.instrument) : rng.pick(INSTRUMENTS.filter((i) => i.id !== question.instrument));
  if (!named) throw new Error(`no instrument '${question.instrument}' in the catalogue`);
  return { category: named.category, excitation: named.excitation, instrument: question.mode === 'advanced' ? named.id : null };
};

const ANSWER_MAKERS: Partial<Record<AreaId, AnswerMaker>> = { eq: eqAnswer, timbre: timbreAnswer };

/**
 * The area's own answer maker, or a generic one for an area added later: the question itself
 * when it reads as its own right answer, and another question of the same settings otherwise.
 */
export function answerMakerFor(definition: AreaDefinition, settings: unknown): AnswerMaker {
  const own = ANSWER_MAKERS[definition.id];
  if (own) return own;
  return (question, right, rng) => (right ? question : definition.generateQuestion(rng, settings));
}
