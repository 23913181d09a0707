/** Seeded EQ questions and the processing that makes them audible. Pure: the API re-generates them. */
import { exactCentreFrequency } from '../../audio/processors/iso-frequencies';
import type { QuestionProcessing } from '../../audio/processors/processor-spec';
import type { Rng } from '../../lib/rng';
import { dB, qFromBandwidth, type Decibels, type Hertz } from '../../lib/units';
import type { QuestionContext } from '../../exam-contract';
import { eqCandidates } from './eq-programme';
import type { EqResolution, EqSettings } from './eq-settings';

export interface EqQuestionBand {
  /** ISO nominal centre frequency (what the student names). */
  frequency: Hertz;
  gain: Decibels;
}

export interface EqQuestion {
  resolution: EqResolution;
  q: number;
  /** Lowest frequency first; distinct frequencies. */
  bands: readonly EqQuestionBand[];
  /** True when the settings mix boosts and cuts, so the student also names each band's direction. */
  asksDirection: boolean;
}

export const RESOLUTION_BANDWIDTH_OCTAVES: Readonly<Record<EqResolution, number>> = {
  octave: 1,
  'third-octave': 1 / 3,
};

export function generateEqQuestion(rng: Rng, settings: EqSettings, context?: QuestionContext): EqQuestion {
  const candidates = eqCandidates(settings, context);
  if (candidates.length < settings.bandCount) {
    throw new RangeError(`only ${candidates.length} centre frequencies in range for ${settings.bandCount} bands`);
  }
  const frequencies = rng
    .shuffle(candidates)
    .slice(0, settings.bandCount)
    .sort((a, b) => a - b);
  const magnitude = settings.gainMagnitude;
  const bands = frequencies.map((frequency): EqQuestionBand => {
    const sign = settings.gainDirection === 'boost' ? 1 : settings.gainDirection === 'cut' ? -1 : rng.pick([1, -1]);
    return { frequency, gain: dB(sign * magnitude) };
  });
  return {
    resolution: settings.resolution,
    q: qFromBandwidth(RESOLUTION_BANDWIDTH_OCTAVES[settings.resolution]),
    bands,
    asksDirection: settings.gainDirection === 'boost-cut',
  };
}

export function buildEqProcessing(question: EqQuestion): QuestionProcessing {
  return {
    chain: [
      {
        kind: 'eq',
        bands: question.bands.map((band) => ({
          frequency: exactCentreFrequency(band.frequency),
          gain: band.gain,
          q: question.q,
        })),
      },
    ],
  };
}
