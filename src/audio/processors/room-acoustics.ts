/** Room figures shared by the distance processor and the areas that build its specs. Pure. */
import type { ProcessorSpec } from './processor-spec';

type DistanceSpec = Extract<ProcessorSpec, { kind: 'distance' }>;

/** Volume assumed for the critical distance when the spec gives none (a classroom, m^3). */
const ROOM_VOLUME = 500;

/**
 * Distance at which direct and reverberant levels are equal: 0.057 sqrt(V / T60) (Sabine,
 * omnidirectional source), for a room of ROOM_VOLUME unless the spec says otherwise.
 */
export function criticalDistance(spec: DistanceSpec): number {
  return spec.criticalDistance ?? 0.057 * Math.sqrt(ROOM_VOLUME / spec.roomRt60);
}
