import { degreesToRadians, type Degrees } from '../../lib/units';
import { initParam, rampParam } from '../param-ramp';
import { whenHrtfReady, type Delay } from './hrtf-ready';
import type { SpecOf, UpdatableProcessor } from './updatable-processor';

export type SpatialSpec = SpecOf<'spatial'>;

export interface SpatialOptions {
  delay?: Delay;
}

/**
 * Listener at the origin facing -z with +y up (the Web Audio defaults); azimuth clockwise from
 * the front (+90 = right), elevation up from ear level. The source sits on the unit sphere, at
 * the panner's reference distance, so only its direction changes the sound.
 */
export function directionToPosition(azimuth: Degrees, elevation: Degrees): { x: number; y: number; z: number } {
  const a = degreesToRadians(azimuth);
  const e = degreesToRadians(elevation);
  return { x: Math.sin(a) * Math.cos(e), y: Math.sin(e), z: -Math.cos(a) * Math.cos(e) };
}

/**
 * HRTF rendering of one point source. A stereo input is summed to mono first (channelCount 1):
 * a direction belongs to a single source. `ready` waits for the HRTF data (see hrtf-ready.ts).
 */
export function createSpatialProcessor(
  context: BaseAudioContext,
  spec: SpatialSpec,
  options: SpatialOptions = {},
): UpdatableProcessor<SpatialSpec> {
  const panner = new PannerNode(context, {
    panningModel: 'HRTF',
    distanceModel: 'inverse',
    refDistance: 1,
    rolloffFactor: 0,
    channelCount: 1,
    channelCountMode: 'explicit',
  });
  const place = (next: SpatialSpec, set: (param: AudioParam, value: number) => void): void => {
    const { x, y, z } = directionToPosition(next.azimuth, next.elevation);
    set(panner.positionX, x);
    set(panner.positionY, y);
    set(panner.positionZ, z);
  };
  place(spec, (param, value) => initParam(param, value, context));
  let current = spec;
  return {
    input: panner,
    output: panner,
    ready: whenHrtfReady(context.sampleRate, options.delay),
    get spec() {
      return current;
    },
    update(next) {
      // Moving along the chord between two directions passes inside the sphere; with no
      // distance roll-off that changes nothing but the direction.
      place(next, (param, value) => rampParam(param, value, context));
      current = next;
      return true;
    },
    dispose() {
      panner.disconnect();
    },
  };
}
