/** Seeded timbre questions, their clip, and scoring with credit per level. Pure: the API re-generates and scores them. */
import type { QuestionProcessing } from '../../audio/processors/processor-spec';
import type { ScoreResult } from '../../exam/area-definition';
import type { Rng } from '../../lib/rng';
import { dB, seconds } from '../../lib/units';
import { CATEGORIES, EXCITATIONS, clipsOf, clipUrl, instrumentById, instrumentsWithClips, type Category, type Excitation } from './catalogue';
import type { TimbreMode, TimbreSettings } from './timbre-settings';

export interface TimbreQuestion {
  instrument: string;
  /** The clip's file name. */
  clip: string;
  mode: TimbreMode;
  /**
   * A small change per question, so that an official exam's sound cannot be matched byte for
   * byte against the public clip: silence before the clip (0-50 ms) and a gain within +/-0.5 dB.
   */
  delaySeconds: number;
  gainDb: number;
}

export interface TimbreAnswer {
  category: Category;
  /** Null for an electrophone, which has none. */
  excitation: Excitation | null;
  /** Null in the basic test. */
  instrument: string | null;
}

export function generateTimbreQuestion(rng: Rng, settings: TimbreSettings): TimbreQuestion {
  const instrument = rng.pick(instrumentsWithClips());
  const clip = rng.pick(clipsOf(instrument.id));
  return {
    instrument: instrument.id,
    clip: clip.file,
    mode: settings.mode,
    delaySeconds: rng.int(0, 51) / 1000,
    gainDb: rng.int(-50, 51) / 100,
  };
}

export function buildTimbreProcessing(question: TimbreQuestion): QuestionProcessing {
  return {
    stimulus: { kind: 'clip', url: clipUrl({ file: question.clip }), delay: seconds(question.delaySeconds) },
    chain: [{ kind: 'gain', gain: dB(question.gainDb) }],
  };
}

export function parseTimbreAnswer(input: unknown): TimbreAnswer | null {
  if (typeof input !== 'object' || input === null) return null;
  const raw = input as Record<string, unknown>;
  const category = CATEGORIES.find((c) => c === raw.category);
  const excitation = raw.excitation === null ? null : EXCITATIONS.find((e) => e === raw.excitation);
  const instrument = raw.instrument === null || raw.instrument === undefined ? null : typeof raw.instrument === 'string' ? raw.instrument : undefined;
  if (category === undefined || excitation === undefined || instrument === undefined) return null;
  if (instrument !== null && !instrumentById(instrument)) return null;
  return { category, excitation, instrument };
}

/**
 * Partial credit per level: category and excitation (and the instrument in the advanced test),
 * each an equal share; right only when every asked level is.
 */
export function scoreTimbreAnswer(question: TimbreQuestion, answer: TimbreAnswer): ScoreResult {
  const truth = instrumentById(question.instrument);
  const levels = [answer.category === truth?.category, answer.excitation === (truth?.excitation ?? null)];
  if (question.mode === 'advanced') levels.push(answer.instrument === question.instrument);
  const right = levels.filter(Boolean).length;
  return {
    credit: right / levels.length,
    correct: right === levels.length,
    details: {
      categoryRight: levels[0] === true,
      excitationRight: levels[1] === true,
      ...(question.mode === 'advanced' ? { instrumentRight: levels[2] === true } : {}),
      ...(answer.instrument ? { answeredInstrument: answer.instrument } : {}),
    },
  };
}
