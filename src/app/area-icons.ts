import {
  mdiArrowExpandHorizontal,
  mdiEqualizer,
  mdiRotate3dVariant,
  mdiSignalDistanceVariant,
  mdiSineWave,
  mdiSpeakerMultiple,
  mdiViolin,
  mdiVolumeHigh,
  mdiWaves,
} from '@mdi/js';
import type { AreaId } from '../lib/areas';

export const AREA_ICONS: Readonly<Record<AreaId, string>> = {
  eq: mdiEqualizer,
  loudness: mdiVolumeHigh,
  timbre: mdiViolin,
  stereo: mdiSpeakerMultiple,
  spatial: mdiRotate3dVariant,
  distance: mdiSignalDistanceVariant,
  reverb: mdiWaves,
  width: mdiArrowExpandHorizontal,
  distortion: mdiSineWave,
};
