import { eqDefinition } from '../../../src/areas/eq/eq-definition';
import type { EqQuestion } from '../../../src/areas/eq/eq-question';
import { INSTRUMENTS } from '../../../src/areas/timbre/catalogue';
import { rightTimbreAnswer, scoreTimbreAnswer, type TimbreQuestion } from '../../../src/areas/timbre/timbre-question';
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

/**
 * A wrong timbre answer names another instrument as the form would at the question's level (its
 * category alone in the category test, its excitation too in the basic test, itself in the
 * advanced test), and one that is wrong at that level.
 */
const timbreNearMiss: NearMiss = (raw, rng) => {
  const question = raw as TimbreQuestion;
  const named = INSTRUMENTS.filter((i) => i.id !== question.instrument).map((i) => rightTimbreAnswer({ ...question, instrument: i.id }));
  const wrong = named.filter((answer) => !scoreTimbreAnswer(question, answer).correct);
  return rng.pick(wrong.length > 0 ? wrong : named);
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

/** Near misses drawn before giving up on one that scores wrong: a guess at a two-way choice is right half the time. */
const WRONG_ANSWER_TRIES = 16;

/**
 * An answer that the area scores wrong, for a listener who did not hear the difference: the
 * area's near misses until one is wrong (rarely, after many tries, the last of them).
 */
export function wrongAnswerFor(definition: AreaDefinition, settings: unknown, question: unknown, rng: Rng): unknown {
  const makeAnswer = answerMakerFor(definition, settings);
  let answer: unknown = null;
  for (let i = 0; i < WRONG_ANSWER_TRIES; i++) {
    answer = makeAnswer(question, false, rng);
    const parsed = definition.parseAnswer(answer);
    if (parsed === null || !definition.score(question, parsed).correct) return answer;
  }
  return answer;
}
