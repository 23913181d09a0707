/** Seeded distance questions, their room rendering, and scoring. Pure: the API re-generates and scores them. */
import { criticalDistance } from '../../audio/processors/room-acoustics';
import type { ProcessorSpec, QuestionProcessing } from '../../audio/processors/processor-spec';
import { dealtValue, stimulusOf, type BalancedForms, type ScoreResult, type TestSource } from '../../exam-contract';
import type { Rng } from '../../lib/rng';
import { dB, seconds } from '../../lib/units';
import { distanceScale, REFERENCE_DISTANCE, ROOM_RT60, type DistanceMode, type DistanceSettings } from './distance-settings';

export interface DistanceQuestion {
  /** Metres, one of `distanceScale` of the question. */
  distance: number;
  mode: DistanceMode;
  source: TestSource;
  /** Set in the adaptive mode (see DistanceSettings). */
  ratio?: number;
}

export interface DistanceAnswer {
  distance: number;
}

function distanceQuestionOf(settings: DistanceSettings, distance: number): DistanceQuestion {
  const question = { distance, mode: settings.mode, source: settings.source };
  return settings.ratio === undefined ? question : { ...question, ratio: settings.ratio };
}

export function generateDistanceQuestion(rng: Rng, settings: DistanceSettings): DistanceQuestion {
  return distanceQuestionOf(settings, rng.pick(distanceScale(settings)));
}

/** An exam deals the distances: each as often as the others. */
export const distanceBalancedForms: Omit<BalancedForms<DistanceSettings, DistanceQuestion>, 'sinceVersion'> = {
  categories: (settings) => [{ id: 'distance', values: distanceScale(settings) }],
  generateQuestion: (_rng, settings, _context, dealt) => distanceQuestionOf(settings, dealtValue(dealt, 'distance', distanceScale(settings))),
  valuesOf: (question) => ({ distance: [question.distance] }),
};

export function distanceSpec(distance: number): Extract<ProcessorSpec, { kind: 'distance' }> {
  return { kind: 'distance', distance, referenceDistance: REFERENCE_DISTANCE, roomRt60: seconds(ROOM_RT60) };
}

/**
 * The gain that gives a source at `distance` the original's power: the direct sound's
 * (d0 / d)^2 plus the room's (d0 / rc)^2 (decorrelated, so they add in power) brought back to 1.
 * The advanced test applies it, so that loudness no longer tells the distance.
 */
export function loudnessCompensationDb(distance: number): number {
  const spec = distanceSpec(distance);
  const direct = (REFERENCE_DISTANCE / distance) ** 2;
  const reverberant = (REFERENCE_DISTANCE / criticalDistance(spec)) ** 2;
  return -10 * Math.log10(direct + reverberant);
}

export function buildDistanceProcessing(question: DistanceQuestion): QuestionProcessing {
  const chain: ProcessorSpec[] = [distanceSpec(question.distance)];
  if (question.mode === 'advanced') chain.push({ kind: 'gain', gain: dB(loudnessCompensationDb(question.distance)) });
  const stimulus = stimulusOf(question.source);
  return stimulus ? { stimulus, mono: true, chain } : { mono: true, chain };
}

export function parseDistanceAnswer(input: unknown): DistanceAnswer | null {
  if (typeof input !== 'object' || input === null) return null;
  const { distance } = input as Record<string, unknown>;
  if (typeof distance !== 'number' || !Number.isFinite(distance) || distance <= 0) return null;
  return { distance };
}

/** On the ordered scale of distances: exact 1, the neighbouring distance 0.5, further 0. */
export function scoreDistanceAnswer(question: DistanceQuestion, answer: DistanceAnswer): ScoreResult {
  const scale = distanceScale(question);
  const index = scale.indexOf(answer.distance);
  const details: Record<string, number | string | boolean> = { answeredDistance: answer.distance };
  if (index < 0) return { credit: 0, correct: false, details };
  const off = index - scale.indexOf(question.distance);
  details.stepsOff = off;
  return { credit: off === 0 ? 1 : Math.abs(off) === 1 ? 0.5 : 0, correct: off === 0, details };
}
