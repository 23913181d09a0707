/**
 * Reverb's adaptive mode, on either of its two dimensions: the step of the decay time, and the
 * step of the mix. A trial asks one of them on a scale of five choices centred on a mid-sized
 * hall (1.2 s) or on an even mix (0 dB), with the other part fixed.
 */
import type { AdaptiveDimension } from '../../exam-contract';
import { decayScale, mixScale, type ReverbSettings } from './reverb-settings';

/** Two steps either side of the centre: five choices, however fine the step. */
const ADAPTIVE_STEPS_EACH_SIDE = 2;

/**
 * Decay steps in percent of RT60, easiest first: from 50 down to 1, finer near the threshold.
 * The just-noticeable difference of reverberation time is about 5 % (ISO 3382-1:2009, Acoustics
 * -- Measurement of room acoustic parameters -- Part 1, Annex A, Table A.1).
 */
export const DECAY_STEP_LADDER = [50, 35, 25, 18, 12, 10, 8, 6, 5, 4, 3, 2, 1] as const;

/**
 * Mix steps in dB of direct-to-reverberant ratio, easiest first: from 6 down to 0.5, finer near
 * the threshold. The just-noticeable difference of DRR is 2-3 dB around 0 dB (and 6-8 dB at
 * -10 and +20 dB), hence a scale centred on 0 dB (Larsen, Iyer, Lansing & Feng 2008, "On the
 * minimum audible difference in direct-to-reverberant energy ratio", JASA 124:450).
 */
export const MIX_STEP_LADDER = [6, 5, 4, 3.5, 3, 2.5, 2, 1.5, 1, 0.5] as const;

const TRIAL: Omit<ReverbSettings, 'decay' | 'mix' | 'decayStep' | 'mixStep'> = {
  decayRange: 'medium',
  mixUnit: 'db',
  source: 'bursts',
  stepsEachSide: ADAPTIVE_STEPS_EACH_SIDE,
};

export const reverbDecayDimension: AdaptiveDimension<ReverbSettings> = {
  id: 'decay',
  ladder: DECAY_STEP_LADDER,
  startIndex: 0,
  unit: 'percent',
  settingsAt: (decayStep) => ({ ...TRIAL, decay: true, mix: false, decayStep, mixStep: MIX_STEP_LADDER[0] }),
  guessRate: (decayStep) => 1 / decayScale(decayStep, TRIAL.decayRange, ADAPTIVE_STEPS_EACH_SIDE).length,
};

export const reverbMixDimension: AdaptiveDimension<ReverbSettings> = {
  id: 'mix',
  ladder: MIX_STEP_LADDER,
  startIndex: 0,
  unit: 'dB',
  settingsAt: (mixStep) => ({ ...TRIAL, decay: false, mix: true, decayStep: DECAY_STEP_LADDER[0], mixStep }),
  guessRate: (mixStep) => 1 / mixScale(mixStep, ADAPTIVE_STEPS_EACH_SIDE).length,
};
