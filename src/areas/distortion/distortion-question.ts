/** Seeded distortion questions and their calibrated waveshaper. Pure: the API re-generates and scores them. */
import { REFERENCE_AMPLITUDE } from '../../audio/processors/distortion-curve';
import type { DistortionType, QuestionProcessing } from '../../audio/processors/processor-spec';
import { dealtValue, type BalancedForms, type ScoreResult } from '../../exam-contract';
import type { Rng } from '../../lib/rng';
import { dB, gainToDb, hz, percent } from '../../lib/units';
import { DISTORTION_TYPES, scaleOf, typesOf, type DistortionSettings } from './distortion-settings';

export interface DistortionQuestion {
  type: DistortionType;
  /** THD in percent, one of `scale`. */
  thd: number;
  /** The amounts offered, smallest first. */
  scale: number[];
  asksType: boolean;
  /** A 1 kHz sine at the calibration level (THD is nominal for it), or the programme. */
  sine: boolean;
}

export interface DistortionAnswer {
  thd: number;
  /** Null when the type is not asked. */
  type: DistortionType | null;
}

export function generateDistortionQuestion(rng: Rng, settings: DistortionSettings): DistortionQuestion {
  const scale = scaleOf(settings);
  return { type: rng.pick(typesOf(settings.types)), thd: rng.pick(scale), scale, asksType: settings.asksType, sine: settings.source === 'sine' };
}

/** An exam deals the amount (each of the scale as often) and the clipping type (each as often), independently. */
export const distortionBalancedForms: Omit<BalancedForms<DistortionSettings, DistortionQuestion>, 'sinceVersion'> = {
  categories: (settings) => [
    { id: 'thd', values: scaleOf(settings) },
    { id: 'type', values: typesOf(settings.types) },
  ],
  generateQuestion: (_rng, settings, _context, dealt) => {
    const scale = scaleOf(settings);
    const type = dealtValue(dealt, 'type', typesOf(settings.types));
    return { type, thd: dealtValue(dealt, 'thd', scale), scale, asksType: settings.asksType, sine: settings.source === 'sine' };
  },
  valuesOf: (question) => ({ thd: [question.thd], type: [question.type] }),
};

export function buildDistortionProcessing(question: DistortionQuestion): QuestionProcessing {
  const chain = [{ kind: 'distortion', type: question.type, thd: percent(question.thd) }] as const;
  return question.sine ? { stimulus: { kind: 'sine', frequency: hz(1000), level: dB(gainToDb(REFERENCE_AMPLITUDE)) }, chain } : { chain };
}

export function parseDistortionAnswer(input: unknown): DistortionAnswer | null {
  if (typeof input !== 'object' || input === null) return null;
  const { thd, type } = input as Record<string, unknown>;
  if (typeof thd !== 'number' || !Number.isFinite(thd) || thd <= 0) return null;
  if (type === null || type === undefined) return { thd, type: null };
  const known = DISTORTION_TYPES.find((t) => t === type);
  return known ? { thd, type: known } : null;
}

/** The amount on the ordered scale (exact 1, one step off 0.5), halved when a type asked for is wrong. */
export function scoreDistortionAnswer(question: DistortionQuestion, answer: DistortionAnswer): ScoreResult {
  const off = question.scale.indexOf(answer.thd) - question.scale.indexOf(question.thd);
  const details: Record<string, number | string | boolean> = { answeredThd: answer.thd };
  if (answer.type) details.answeredType = answer.type;
  if (!question.scale.includes(answer.thd)) return { credit: 0, correct: false, details };
  details.stepsOff = off;
  const amountCredit = off === 0 ? 1 : Math.abs(off) === 1 ? 0.5 : 0;
  const typeRight = !question.asksType || answer.type === question.type;
  return { credit: typeRight ? amountCredit : amountCredit / 2, correct: off === 0 && typeRight, details };
}
