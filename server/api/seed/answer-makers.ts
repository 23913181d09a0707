import { eqDefinition } from '../../../src/areas/eq/eq-definition';
import type { EqQuestion } from '../../../src/areas/eq/eq-question';
import { INSTRUMENTS } from '../../../src/areas/timbre/catalogue';
import type { TimbreQuestion } from '../../../src/areas/timbre/timbre-question';
import { OCTAVE_NOMINAL_FREQUENCIES, THIRD_OCTAVE_NOMINAL_FREQUENCIES } from '../../../src/audio/processors/iso-frequencies';
import type { AreaDefinition } from '../../../src/exam-contract';
import type { AreaId } from '../../../src/lib/area-registry';
import type { Rng } from '../../../src/lib/rng';

/** What a student of the demo term answers to a question: right, or a near miss. */
export type AnswerMaker = (question: unknown, right: boolean, rng: Rng) => unknown;

/** A wrong answer close to the right one, the kind of mistake a student makes. */
type NearMiss = (question: unknown, rng: Rng) => unknown;

function neighbour(frequency: number, list: readonly number[], rng: Rng): number {
  const i = list.indexOf(frequency);
  const j = i <= 0 ? 1 : i >= list.length - 1 ? list.length - 2 : i + rng.pick([-1, 1]);
  return list[j] ?? frequency;
}

/** A wrong EQ answer misses one band of the right answer by a neighbouring frequency or, when asked, a direction. */
const eqNearMiss: NearMiss = (raw, rng) => {
  const question = raw as EqQuestion;
  const list = question.resolution === 'octave' ? OCTAVE_NOMINAL_FREQUENCIES : THIRD_OCTAVE_NOMINAL_FREQUENCIES;
  const missed = rng.int(0, question.bands.length);
  return {
    bands: eqDefinition.rightAnswer(question).bands.map((band, i) => {
      if (i !== missed) return band;
      if (band.direction !== null && rng.next() < 0.3) return { ...band, direction: band.direction === 'boost' ? 'cut' : 'boost' };
      return { ...band, frequency: neighbour(band.frequency, list, rng) };
    }),
  };
};

/** A wrong timbre answer names another instrument's classes (and, in the advanced test, the instrument). */
const timbreNearMiss: NearMiss = (raw, rng) => {
  const question = raw as TimbreQuestion;
  const named = rng.pick(INSTRUMENTS.filter((i) => i.id !== question.instrument));
  return { category: named.category, excitation: named.excitation, instrument: question.mode === 'advanced' ? named.id : null };
};

const NEAR_MISSES: Partial<Record<AreaId, NearMiss>> = { eq: eqNearMiss, timbre: timbreNearMiss };

/**
 * Right answers are the area's own `rightAnswer`. A wrong one is the area's near miss, or for an
 * area without one, the right answer to another question of the same settings (which may
 * happen to be right too, as a guess may).
 */
export function answerMakerFor(definition: AreaDefinition, settings: unknown): AnswerMaker {
  const nearMiss: NearMiss = NEAR_MISSES[definition.id] ?? ((_question, rng) => definition.rightAnswer(definition.generateQuestion(rng, settings)));
  return (question, right, rng) => (right ? definition.rightAnswer(question) : nearMiss(question, rng));
}
