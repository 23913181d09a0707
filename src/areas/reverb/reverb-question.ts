/** Seeded reverb questions, their processing, and scoring. Pure: the API re-generates and scores them. */
import type { QuestionProcessing } from '../../audio/processors/processor-spec';
import { dealtValue, stimulusOf, type BalancedForms, type ScoreResult } from '../../exam-contract';
import type { Rng } from '../../lib/rng';
import { percent, seconds } from '../../lib/units';
import { decayScale, FIXED_DRR_DB, FIXED_RT60, mixScale, type ReverbSettings, type ReverbSource } from './reverb-settings';

export interface ReverbQuestion {
  /** Seconds; one of `decayScale` when the decay is asked, else FIXED_RT60. */
  rt60: number;
  /** Direct-to-reverberant ratio in dB; one of `mixScale` when the mix is asked, else FIXED_DRR_DB. */
  drr: number;
  /** The scales offered (empty when that part is not asked). */
  decayScale: number[];
  mixScale: number[];
  source: ReverbSource;
}

export interface ReverbAnswer {
  /** Null when the decay is not asked. */
  rt60: number | null;
  /** Null when the mix is not asked. */
  drr: number | null;
}

/** The reflections start this long after the direct sound (a mid-sized room's first reflection). */
export const PRE_DELAY_SECONDS = 0.02;

export function generateReverbQuestion(rng: Rng, settings: ReverbSettings): ReverbQuestion {
  const decays = settings.decay ? decayScale(settings.decayStep, settings.decayRange, settings.stepsEachSide) : [];
  const mixes = settings.mix ? mixScale(settings.mixStep, settings.stepsEachSide) : [];
  return {
    rt60: settings.decay ? rng.pick(decays) : FIXED_RT60,
    drr: settings.mix ? rng.pick(mixes) : FIXED_DRR_DB,
    decayScale: decays,
    mixScale: mixes,
    source: settings.source,
  };
}

/** The decay times and mixes a question may have: the scales asked, the fixed value of a part not asked. */
function offeredRooms(settings: ReverbSettings): { rt60: number[]; drr: number[] } {
  return {
    rt60: settings.decay ? decayScale(settings.decayStep, settings.decayRange, settings.stepsEachSide) : [FIXED_RT60],
    drr: settings.mix ? mixScale(settings.mixStep, settings.stepsEachSide) : [FIXED_DRR_DB],
  };
}

/** An exam deals the decay time (each of its scale as often) and the mix (each as often), independently. */
export const reverbBalancedForms: Omit<BalancedForms<ReverbSettings, ReverbQuestion>, 'sinceVersion'> = {
  categories: (settings) => {
    const offered = offeredRooms(settings);
    return [
      { id: 'rt60', values: offered.rt60 },
      { id: 'drr', values: offered.drr },
    ];
  },
  generateQuestion: (_rng, settings, _context, dealt) => {
    const offered = offeredRooms(settings);
    return {
      rt60: dealtValue(dealt, 'rt60', offered.rt60),
      drr: dealtValue(dealt, 'drr', offered.drr),
      decayScale: settings.decay ? offered.rt60 : [],
      mixScale: settings.mix ? offered.drr : [],
      source: settings.source,
    };
  },
  valuesOf: (question) => ({ rt60: [question.rt60], drr: [question.drr] }),
};

/**
 * The wet share of the reverb processor's equal-power mix (percent) for a direct-to-reverberant
 * ratio: dry cos(m pi/2) over a unit-energy wet sin(m pi/2) gives DRR = 20 log10(cot(m pi/2)).
 */
export function wetPercentOf(drrDb: number): number {
  return (200 / Math.PI) * Math.atan(10 ** (-drrDb / 20));
}

export function buildReverbProcessing(question: ReverbQuestion): QuestionProcessing {
  const chain = [{ kind: 'reverb', rt60: seconds(question.rt60), preDelay: seconds(PRE_DELAY_SECONDS), mix: percent(wetPercentOf(question.drr)) }] as const;
  const stimulus = stimulusOf(question.source);
  return stimulus ? { stimulus, chain } : { chain };
}

const finiteOrNull = (value: unknown): number | null | undefined =>
  value === null || value === undefined ? null : typeof value === 'number' && Number.isFinite(value) ? value : undefined;

export function parseReverbAnswer(input: unknown): ReverbAnswer | null {
  if (typeof input !== 'object' || input === null) return null;
  const { rt60, drr } = input as Record<string, unknown>;
  const parsedRt60 = finiteOrNull(rt60);
  const parsedDrr = finiteOrNull(drr);
  if (parsedRt60 === undefined || parsedDrr === undefined || (parsedRt60 === null && parsedDrr === null)) return null;
  if (parsedRt60 !== null && parsedRt60 <= 0) return null;
  return { rt60: parsedRt60, drr: parsedDrr };
}

/** 1 exact, 0.5 one step off, 0 otherwise (or off the scale, or not answered). */
function partCredit(scale: readonly number[], right: number, answered: number | null): { credit: number; off: number | null } {
  const index = answered === null ? -1 : scale.indexOf(answered);
  if (index < 0) return { credit: 0, off: null };
  const off = index - scale.indexOf(right);
  return { credit: off === 0 ? 1 : Math.abs(off) === 1 ? 0.5 : 0, off };
}

/** The mean credit of the asked parts (decay time, mix), each on its ordered scale. */
export function scoreReverbAnswer(question: ReverbQuestion, answer: ReverbAnswer): ScoreResult {
  const details: Record<string, number | string | boolean> = {};
  const parts: { credit: number; off: number | null }[] = [];
  if (question.decayScale.length > 0) {
    const part = partCredit(question.decayScale, question.rt60, answer.rt60);
    if (answer.rt60 !== null) details.answeredRt60 = answer.rt60;
    if (part.off !== null) details.decayStepsOff = part.off;
    parts.push(part);
  }
  if (question.mixScale.length > 0) {
    const part = partCredit(question.mixScale, question.drr, answer.drr);
    if (answer.drr !== null) details.answeredDrr = answer.drr;
    if (part.off !== null) details.mixStepsOff = part.off;
    parts.push(part);
  }
  const credit = parts.length === 0 ? 0 : parts.reduce((sum, p) => sum + p.credit, 0) / parts.length;
  return { credit, correct: parts.length > 0 && parts.every((p) => p.off === 0), details };
}
