/** Seeded stereo localization questions, their equal-power pan, and scoring. Pure: the API re-generates and scores them. */
import type { QuestionProcessing } from '../../audio/processors/processor-spec';
import { dealtValue, stimulusOf, type BalancedForms, type ScoreResult, type TestSource } from '../../exam-contract';
import type { Rng } from '../../lib/rng';
import { dB } from '../../lib/units';
import { offeredPositions, STAGE_HALF_WIDTH, type StereoSettings } from './stereo-settings';

export interface StereoQuestion {
  /** Stage angle in degrees: -30 (left loudspeaker) to +30 (right), a multiple of the interval. */
  angle: number;
  interval: number;
  source: TestSource;
}

export interface StereoAnswer {
  angle: number;
}

export function generateStereoQuestion(rng: Rng, settings: StereoSettings): StereoQuestion {
  return { angle: rng.pick(offeredPositions(settings)), interval: settings.interval, source: settings.source };
}

/** An exam deals the positions: each as often as the others. */
export const stereoBalancedForms: Omit<BalancedForms<StereoSettings, StereoQuestion>, 'sinceVersion'> = {
  categories: (settings) => [{ id: 'angle', values: offeredPositions(settings) }],
  generateQuestion: (_rng, settings, _context, dealt) => ({ angle: dealtValue(dealt, 'angle', offeredPositions(settings)), interval: settings.interval, source: settings.source }),
  valuesOf: (question) => ({ angle: [question.angle] }),
};

/** The pan position of a stage angle: -1 at the left loudspeaker, +1 at the right. */
export function panOf(angle: number): number {
  return angle / STAGE_HALF_WIDTH;
}

/**
 * An equal-power pan puts -3.01 dB in each channel at the centre, while the original (the same
 * mono source in both channels) has 0 dB: +3.01 dB after the pan gives every position the
 * original's power, so level says nothing about the position.
 */
export const PAN_POWER_GAIN_DB = 10 * Math.log10(2);

/** The source, summed to mono, panned to the question's position; the original is the same source in the centre. */
export function buildStereoProcessing(question: StereoQuestion): QuestionProcessing {
  const chain = [
    { kind: 'stereo-pan', pan: panOf(question.angle) },
    { kind: 'gain', gain: dB(PAN_POWER_GAIN_DB) },
  ] as const;
  const stimulus = stimulusOf(question.source);
  return stimulus ? { stimulus, mono: true, chain } : { mono: true, chain };
}

export function parseStereoAnswer(input: unknown): StereoAnswer | null {
  if (typeof input !== 'object' || input === null) return null;
  const { angle } = input as Record<string, unknown>;
  if (typeof angle !== 'number' || !Number.isFinite(angle) || Math.abs(angle) > STAGE_HALF_WIDTH) return null;
  return { angle };
}

/** By distance from the right position: exact 1, the neighbouring position 0.5, further 0. */
export function scoreStereoAnswer(question: StereoQuestion, answer: StereoAnswer): ScoreResult {
  const positionsOff = (answer.angle - question.angle) / question.interval;
  const details = { answeredAngle: answer.angle, positionsOff };
  const off = Math.abs(positionsOff);
  return { credit: off === 0 ? 1 : off === 1 ? 0.5 : 0, correct: off === 0, details };
}
