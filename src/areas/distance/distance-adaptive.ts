/**
 * Distance's adaptive mode: the ratio between neighbouring distances. A trial offers four
 * distances, that ratio apart, from the reference distance out (at a ratio of 2 they are the
 * basic test's 1, 2, 4 and 8 m), with the level and the room both telling, as in the basic test.
 */
import type { AdaptiveDimension } from '../../exam-contract';
import { distanceScale, type DistanceSettings } from './distance-settings';

/**
 * Distance ratios, easiest first: from 2 (an octave of distance, 6 dB of direct level) to 1.02,
 * finer near the threshold. Listeners tell apart distances about 5-6 % apart with the level cue
 * (Ashmead, LeRoy & Odom 1990, "Perception of the relative distances of nearby sound sources",
 * Perception & Psychophysics 47:326; reviewed by Zahorik, Brungart & Bronkhorst 2005, "Auditory
 * distance perception in humans", Acta Acustica united with Acustica 91:409).
 */
export const RATIO_LADDER = [2, 1.7, 1.5, 1.4, 1.3, 1.25, 1.2, 1.15, 1.1, 1.08, 1.06, 1.04, 1.02] as const;

export const distanceRatioDimension: AdaptiveDimension<DistanceSettings> = {
  id: 'ratio',
  ladder: RATIO_LADDER,
  startIndex: 0,
  unit: 'ratio',
  settingsAt: (ratio) => ({ mode: 'basic', source: 'bursts', ratio }),
  guessRate: (ratio) => 1 / distanceScale({ mode: 'basic', ratio }).length,
};
