/** Seeded spatial localization questions, their HRTF rendering, and scoring. Pure: the API re-generates and scores them. */
import type { QuestionProcessing } from '../../audio/processors/processor-spec';
import { dealtValue, stimulusOf, type BalancedForms, type ScoreResult, type TestSource } from '../../exam-contract';
import type { Rng } from '../../lib/rng';
import { degrees } from '../../lib/units';
import { offeredAngles, SPATIAL_SECTORS, type SpatialSector, type SpatialSettings } from './spatial-settings';

export interface SpatialQuestion {
  /** Degrees clockwise from the front, 0-359 (90 = right), at ear level. */
  azimuth: number;
  sector: SpatialSector;
  resolution: number;
  source: TestSource;
  /** Set in the adaptive mode (see SpatialSettings). */
  positionCount?: number;
}

export interface SpatialAnswer {
  azimuth: number;
}

export function generateSpatialQuestion(rng: Rng, settings: SpatialSettings): SpatialQuestion {
  return { azimuth: rng.pick(offeredAngles(settings)), ...settings };
}

/** The quarter of the circle a direction lies in (front from 315 up to 45 degrees, right from 45 up to 135, ...). */
const quadrantOf = (azimuth: number): SpatialSector => SPATIAL_SECTORS[Math.floor(((((azimuth + 45) % 360) + 360) % 360) / 90)] ?? 'front';

/**
 * An exam deals the directions, each as often as the others; all around, the quarters first
 * (front, right, back, left as often as each other), so that ten questions over 72 directions
 * still cover the circle.
 */
export const spatialBalancedForms: Omit<BalancedForms<SpatialSettings, SpatialQuestion>, 'sinceVersion'> = {
  categories: (settings) => [
    {
      id: 'azimuth',
      values: offeredAngles(settings),
      ...(settings.sector === 'all' && settings.positionCount === undefined ? { familiesOf: (azimuth) => [quadrantOf(Number(azimuth))] } : {}),
    },
  ],
  generateQuestion: (_rng, settings, _context, dealt) => ({ azimuth: dealtValue(dealt, 'azimuth', offeredAngles(settings)), ...settings }),
  valuesOf: (question) => ({ azimuth: [question.azimuth] }),
};

/** The source, summed to mono, rendered for headphones from the question's direction (HRTF). */
export function buildSpatialProcessing(question: SpatialQuestion): QuestionProcessing {
  const chain = [{ kind: 'spatial', azimuth: degrees(question.azimuth), elevation: degrees(0) }] as const;
  const stimulus = stimulusOf(question.source);
  return stimulus ? { stimulus, mono: true, chain } : { mono: true, chain };
}

/** The smaller angle between two directions (0-180 degrees). */
export function angularError(a: number, b: number): number {
  const d = (((a - b) % 360) + 360) % 360;
  return Math.min(d, 360 - d);
}

/** The direction mirrored front to back about the line through the ears (30 <-> 150, 0 <-> 180). */
export const frontBackMirror = (azimuth: number): number => (((180 - azimuth) % 360) + 360) % 360;

export function parseSpatialAnswer(input: unknown): SpatialAnswer | null {
  if (typeof input !== 'object' || input === null) return null;
  const { azimuth } = input as Record<string, unknown>;
  if (typeof azimuth !== 'number' || !Number.isFinite(azimuth) || azimuth < 0 || azimuth >= 360) return null;
  return { azimuth };
}

/** An answer far off whose front-back mirror is close: the classic error of HRTF listening. */
export function isFrontBackConfusion(question: Pick<SpatialQuestion, 'azimuth' | 'resolution'>, answer: SpatialAnswer): boolean {
  return angularError(answer.azimuth, question.azimuth) > question.resolution && angularError(frontBackMirror(answer.azimuth), question.azimuth) <= question.resolution;
}

/**
 * By angular error: exact 1, one step of the resolution 0.5, further 0. A front-back confusion
 * is counted in the details so the student sees it.
 */
export function scoreSpatialAnswer(question: SpatialQuestion, answer: SpatialAnswer): ScoreResult {
  const error = angularError(answer.azimuth, question.azimuth);
  const steps = error / question.resolution;
  const frontBack = isFrontBackConfusion(question, answer);
  return {
    credit: steps === 0 ? 1 : steps <= 1 ? 0.5 : 0,
    correct: steps === 0,
    details: { answeredAzimuth: answer.azimuth, errorDegrees: error, frontBack },
  };
}
