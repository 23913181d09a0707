/**
 * The code half of the area registry (src/lib/area-registry.ts): every area's pure definition,
 * by id. The API re-generates and re-scores submissions with these. Only pure modules are
 * imported here (no React, no Web Audio).
 */
import type { AreaDefinition } from '../exam-contract';
import type { AreaId } from '../lib/area-registry';
import { distanceDefinition } from './distance/distance-definition';
import { distortionDefinition } from './distortion/distortion-definition';
import { dynamicsDefinition } from './dynamics/dynamics-definition';
import { eqDefinition } from './eq/eq-definition';
import { loudnessDefinition } from './loudness/loudness-definition';
import { reverbDefinition } from './reverb/reverb-definition';
import { spatialDefinition } from './spatial/spatial-definition';
import { stereoDefinition } from './stereo/stereo-definition';
import { timbreDefinition } from './timbre/timbre-definition';
import { widthDefinition } from './width/width-definition';

export const AREA_DEFINITIONS: Readonly<Record<AreaId, AreaDefinition>> = {
  eq: eqDefinition,
  loudness: loudnessDefinition,
  dynamics: dynamicsDefinition,
  timbre: timbreDefinition,
  stereo: stereoDefinition,
  spatial: spatialDefinition,
  distance: distanceDefinition,
  reverb: reverbDefinition,
  width: widthDefinition,
  distortion: distortionDefinition,
};
