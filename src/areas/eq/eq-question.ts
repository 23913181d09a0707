/** Seeded EQ questions and the processing that makes them audible. Pure: the API re-generates them. */
import { exactCentreFrequency } from '../../audio/processors/iso-frequencies';
import type { QuestionProcessing } from '../../audio/processors/processor-spec';
import { dealtValues, NO_QUESTION_CONTEXT, type BalancedForms, type QuestionContext } from '../../exam-contract';
import type { Rng } from '../../lib/rng';
import { dB, qFromBandwidth, type Decibels, type Hertz } from '../../lib/units';
import { eqCandidates } from './eq-programme';
import type { EqResolution, EqSettings, GainDirection } from './eq-settings';

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

/**
 * The centre frequencies a question of these settings may ask, played on `context`: what training
 * draws from and an exam deals. On a loop, only the bands it reveals (eq-programme.ts).
 */
export function eqCandidateFrequencies(settings: EqSettings, context: QuestionContext = NO_QUESTION_CONTEXT): Hertz[] {
  return eqCandidates(settings, context);
}

function eqQuestionOf(settings: EqSettings, bands: EqQuestionBand[]): EqQuestion {
  return {
    resolution: settings.resolution,
    q: qFromBandwidth(RESOLUTION_BANDWIDTH_OCTAVES[settings.resolution]),
    bands,
    asksDirection: settings.gainDirection === 'boost-cut',
  };
}

export function generateEqQuestion(rng: Rng, settings: EqSettings, context: QuestionContext = NO_QUESTION_CONTEXT): EqQuestion {
  const candidates = eqCandidateFrequencies(settings, context);
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
  return eqQuestionOf(settings, bands);
}

type BandDirection = Exclude<GainDirection, 'boost-cut'>;

const offeredDirections = (gainDirection: GainDirection): readonly BandDirection[] => (gainDirection === 'boost-cut' ? ['boost', 'cut'] : [gainDirection]);

/**
 * An exam deals the frequency of every band (each candidate as often as the others over all the
 * exam's bands, distinct within a question) and the direction of every band (as many boosts as
 * cuts over all bands), independently: a frequency asked twice is not made a boost and a cut.
 */
export const eqBalancedForms: Omit<BalancedForms<EqSettings, EqQuestion>, 'sinceVersion'> = {
  categories: (settings, context) => [
    { id: 'frequency', values: eqCandidateFrequencies(settings, context), perQuestion: settings.bandCount, distinct: true },
    { id: 'direction', values: offeredDirections(settings.gainDirection), perQuestion: settings.bandCount },
  ],
  generateQuestion: (_rng, settings, context, dealt) => {
    const frequencies = dealtValues(dealt, 'frequency', eqCandidateFrequencies(settings, context)).sort((a, b) => a - b);
    const directions = dealtValues(dealt, 'direction', offeredDirections(settings.gainDirection));
    const bands = frequencies.map((frequency, i): EqQuestionBand => ({ frequency, gain: dB((directions[i] === 'cut' ? -1 : 1) * settings.gainMagnitude) }));
    return eqQuestionOf(settings, bands);
  },
  valuesOf: (question) => ({
    frequency: question.bands.map((band) => band.frequency),
    direction: question.bands.map((band): BandDirection => (band.gain > 0 ? 'boost' : 'cut')),
  }),
};

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
