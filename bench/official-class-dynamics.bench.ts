/**
 * The class of official-class.bench.ts taking the dynamics area's official exam: each sound is
 * the compressor run round a programme loop (src/audio/dynamics) in the render pool, at the loop's
 * own length (up to 16 s), so its first audio is measured on its own. A module of its own because
 * two classes of three areas outlast the bench's limit per module.
 * - official_class_first_audio_p99_ms_dynamics (and the issue, p50 and wait figures of the area);
 * - official_class_health_p99_ms_dynamics, official_class_errors_dynamics.
 */
import { officialClasses } from './official-class.bench.ts';

export default function officialClassDynamicsBench(): Promise<Record<string, number>> {
  return officialClasses(['dynamics'], (name) => `${name}_dynamics`);
}
