/**
 * Spatial localization settings: the sector questions come from (front, right, back, left, or
 * all around), the angular resolution of the answers, and the dry source. Pure: the API
 * validates with this.
 */
import { createSettingsReader, TEST_SOURCES, type DifficultyPreset, type OfficialExamConfig, type SettingsValidation, type TestSource } from '../../exam-contract';

export const SPATIAL_SECTORS = ['front', 'right', 'back', 'left', 'all'] as const;
export type SpatialSector = (typeof SPATIAL_SECTORS)[number];

/** Degrees between neighbouring answers, largest (easiest) first. */
export const RESOLUTIONS = [30, 15, 10, 5] as const;

/** Clockwise from `from` to `to` (degrees, 0 = front, 90 = right); 'all' is the full circle. */
export const SECTOR_BOUNDS: Record<SpatialSector, { from: number; to: number }> = {
  front: { from: 315, to: 45 },
  right: { from: 45, to: 135 },
  back: { from: 135, to: 225 },
  left: { from: 225, to: 315 },
  all: { from: 0, to: 0 },
};

export interface SpatialSettings {
  sector: SpatialSector;
  /** Degrees between neighbouring answers: one of RESOLUTIONS, or an adaptive rung. */
  resolution: number;
  source: TestSource;
  /**
   * This many directions, `resolution` apart, centred on straight ahead (the adaptive mode);
   * every one of the sector when absent.
   */
  positionCount?: number;
}

export type SpatialSettingsDraft = { [K in keyof SpatialSettings]: SpatialSettings[K] | null };

/** The azimuths offered (0-359), clockwise from the sector's start: multiples of the resolution inside it. */
export function sectorAngles(sector: SpatialSector, resolution: number): number[] {
  const { from, to } = SECTOR_BOUNDS[sector];
  const span = sector === 'all' ? 360 - resolution : (to - from + 360) % 360;
  const angles: number[] = [];
  const first = Math.ceil(from / resolution) * resolution;
  for (let offset = first - from; offset <= span; offset += resolution) angles.push((from + offset) % 360);
  return angles;
}

/** `count` azimuths (0-359) `resolution` apart, left to right, centred on straight ahead. */
export function frontAngles(resolution: number, count: number): number[] {
  const half = (count - 1) / 2;
  return Array.from({ length: count }, (_, i) => ((i - half) * resolution + 360) % 360);
}

/** The azimuths the settings offer. */
export function offeredAngles(settings: Pick<SpatialSettings, 'sector' | 'resolution' | 'positionCount'>): number[] {
  return settings.positionCount === undefined ? sectorAngles(settings.sector, settings.resolution) : frontAngles(settings.resolution, settings.positionCount);
}

export function validateSpatialSettings(input: unknown): SettingsValidation<SpatialSettings> {
  const reader = createSettingsReader<SpatialSettings>(input, { invalid: 'spatial:validation.invalid' });
  const sector = reader.pick('sector', SPATIAL_SECTORS);
  const resolution = reader.pick('resolution', RESOLUTIONS);
  const source = reader.pick('source', TEST_SOURCES);
  return reader.result({ sector, resolution, source });
}

/** Easiest first: the front quadrant in 30-degree steps, then all around, down to 5 degrees. */
export const SPATIAL_DIFFICULTY_PRESETS: readonly DifficultyPreset<SpatialSettings>[] = [
  { id: 'beginner', settings: { sector: 'front', resolution: 30, source: 'bursts' } },
  { id: 'easy', settings: { sector: 'all', resolution: 30, source: 'bursts' } },
  { id: 'medium', settings: { sector: 'all', resolution: 15, source: 'bursts' } },
  { id: 'advanced', settings: { sector: 'all', resolution: 10, source: 'bursts' } },
  { id: 'expert', settings: { sector: 'all', resolution: 5, source: 'bursts' } },
];

export const SPATIAL_DEFAULT_SETTINGS: SpatialSettings = { sector: 'front', resolution: 30, source: 'bursts' };

/**
 * The official spatial exam: all around in 30-degree steps, pink-noise bursts, ten questions.
 * Not level matched: how loud a direction is belongs to the head's filtering (the far ear's
 * shadow), one of the cues being examined.
 */
export const SPATIAL_OFFICIAL_EXAM: OfficialExamConfig<SpatialSettings> = {
  settings: { sector: 'all', resolution: 30, source: 'bursts' },
  questionCount: 10,
  levelMatch: false,
};
