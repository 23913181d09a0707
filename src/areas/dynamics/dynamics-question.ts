/** Seeded dynamics questions and the processing that makes them audible. Pure: the API re-generates them. */
import type { QuestionProcessing } from '../../audio/processors/processor-spec';
import type { ProgrammeLoopId } from '../../audio/programme';
import type { Rng } from '../../lib/rng';
import { dB } from '../../lib/units';
import type { DynamicsSettings, DynamicsTest } from './dynamics-settings';

/** The ratios told apart at matched gain reduction. */
export const RATIOS = [2, 4, 10] as const;
export type Ratio = (typeof RATIOS)[number];

/** The amounts asked, dB of mean gain reduction: a light touch to heavy compression. */
export const AMOUNTS = [2, 4, 6, 8, 10] as const;

export const SPEEDS = ['fast', 'slow'] as const;
export type Speed = (typeof SPEEDS)[number];

/**
 * Attack times, ms: 1 ms catches the first cycle of a hit, 30 ms lets a snare's crack (its
 * first 20 to 30 ms) through before the gain comes down.
 */
export const ATTACK_MS = { fast: 1, slow: 30 } as const;

/**
 * The attack where it is not asked: fast, so that every hit is caught. A slower one lets the
 * hits through and the make-up gain lifts them: on the drum kit, at 10 dB of mean gain
 * reduction, a 10 ms attack takes the peaks to full scale, a 1 ms one leaves them 2 dB below
 * (the bench's dynamics_peak_dbfs_max).
 */
export const USUAL_ATTACK_MS = ATTACK_MS.fast;

/** Release times, ms: 50 ms lets the gain recover between the beats of a bar (and pump), 500 ms holds it down across them. */
export const RELEASE_MS = { fast: 50, slow: 500 } as const;

/** The release where it is not asked: between the two. */
export const USUAL_RELEASE_MS = 150;

/** A soft knee as most compressors have, the same for every question. */
export const KNEE_DB = 6;

/** The ratio where the ratio is not asked. */
export const USUAL_RATIO: Ratio = 4;

export interface DynamicsQuestion {
  test: DynamicsTest;
  loop: ProgrammeLoopId;
  /** False only for a 'presence' question that plays the loop as it is. */
  compressed: boolean;
  /** Mean gain reduction over the loop, dB: the threshold is found on the loop for it. */
  gainReductionDb: number;
  ratio: Ratio;
  attackMs: number;
  releaseMs: number;
}

export const speedOf = (ms: number, times: { fast: number }): Speed => (ms === times.fast ? 'fast' : 'slow');

/** What each test asks, as the answer names it: 'compressed' or 'uncompressed', the amount in dB, the ratio, 'fast' or 'slow'. */
export function askedValues(test: DynamicsTest): readonly (string | number)[] {
  switch (test) {
    case 'presence':
      return ['compressed', 'uncompressed'];
    case 'amount':
      return AMOUNTS;
    case 'ratio':
      return RATIOS;
    case 'attack':
    case 'release':
      return SPEEDS;
  }
}

/** The question of these settings whose asked part is `value` (one of `askedValues(settings.test)`). */
export function dynamicsQuestionOf(settings: DynamicsSettings, value: string | number): DynamicsQuestion {
  const question: DynamicsQuestion = {
    test: settings.test,
    loop: settings.programme,
    compressed: true,
    gainReductionDb: settings.gainReductionDb,
    ratio: USUAL_RATIO,
    attackMs: USUAL_ATTACK_MS,
    releaseMs: USUAL_RELEASE_MS,
  };
  const speed = value === 'slow' ? 'slow' : 'fast';
  switch (settings.test) {
    case 'presence':
      return { ...question, compressed: value === 'compressed' };
    case 'amount':
      return { ...question, gainReductionDb: Number(value) };
    case 'ratio':
      return { ...question, ratio: Number(value) as Ratio };
    case 'attack':
      return { ...question, attackMs: ATTACK_MS[speed] };
    case 'release':
      return { ...question, releaseMs: RELEASE_MS[speed] };
  }
}

/** The value of a question's asked part, one of `askedValues(question.test)`. */
export function askedValueOf(question: DynamicsQuestion): string | number {
  switch (question.test) {
    case 'presence':
      return question.compressed ? 'compressed' : 'uncompressed';
    case 'amount':
      return question.gainReductionDb;
    case 'ratio':
      return question.ratio;
    case 'attack':
      return speedOf(question.attackMs, ATTACK_MS);
    case 'release':
      return speedOf(question.releaseMs, RELEASE_MS);
  }
}

/** Training and the adaptive mode: the asked part drawn at random. */
export function generateDynamicsQuestion(rng: Rng, settings: DynamicsSettings): DynamicsQuestion {
  return dynamicsQuestionOf(settings, rng.pick(askedValues(settings.test)));
}

/** The loop, and the compressor on it (none for a question that is not compressed). */
export function buildDynamicsProcessing(question: DynamicsQuestion): QuestionProcessing {
  const stimulus = { kind: 'programme', loop: question.loop } as const;
  if (!question.compressed) return { stimulus, chain: [] };
  const { gainReductionDb, ratio, attackMs, releaseMs } = question;
  return { stimulus, chain: [{ kind: 'dynamics', gainReductionDb: dB(gainReductionDb), ratio, kneeDb: dB(KNEE_DB), attackMs, releaseMs }] };
}
