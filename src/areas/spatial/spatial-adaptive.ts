/**
 * Spatial localization's adaptive mode: the angle between neighbouring directions straight
 * ahead, where the minimum audible angle is smallest. A trial offers five directions centred on
 * the front; the staircase narrows their spacing.
 */
import type { AdaptiveDimension } from '../../exam-contract';
import { frontAngles, type SpatialSettings } from './spatial-settings';

export const ADAPTIVE_POSITION_COUNT = 5;

/**
 * Degrees of azimuth between neighbouring directions, easiest first: from 20 (five directions
 * over the front sector, +/-40 degrees) to half a degree, finer below 5. The minimum audible
 * angle straight ahead is about 1 degree for a real source (Mills 1958, "On the minimum audible
 * angle", JASA 30:237); over non-individual head-related transfer functions, such as the
 * browser's, localization is coarser (Wenzel, Arruda, Kistler & Wightman 1993, "Localization
 * using nonindividualized head-related transfer functions", JASA 94:111).
 */
export const ANGLE_LADDER = [20, 15, 10, 8, 6, 5, 4, 3, 2.5, 2, 1.5, 1, 0.5] as const;

export const spatialAngleDimension: AdaptiveDimension<SpatialSettings> = {
  id: 'angle',
  ladder: ANGLE_LADDER,
  startIndex: 0,
  unit: 'degrees',
  // Pink-noise bursts: broadband onsets are the easiest to place.
  settingsAt: (resolution) => ({ sector: 'front', resolution, source: 'bursts', positionCount: ADAPTIVE_POSITION_COUNT }),
  guessRate: (resolution) => 1 / frontAngles(resolution, ADAPTIVE_POSITION_COUNT).length,
};
