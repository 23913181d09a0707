/**
 * Timbre settings: the test mode (Category asks the category alone; Basic the category and the
 * excitation; Advanced the instrument too) and the teachers' recordings the exam may play
 * besides the catalogue's clips. Pure: the API validates with this.
 */
import { createSettingsReader, type DifficultyPreset, type OfficialExamConfig, type SettingsValidation } from '../../exam-contract';
import { instrumentById } from './catalogue';
import { isUuid } from '../../lib/uuid';
import { MAX_EXAM_RECORDINGS, RECORDING_GAIN_RANGE_DB, type RecordingRef } from './recording-ref';

/** Down the Hornbostel-Sachs tree: each mode asks one level more. */
export const TIMBRE_MODES = ['category', 'basic', 'advanced'] as const;
export type TimbreMode = (typeof TIMBRE_MODES)[number];

/** Every test but the category one asks how the sound is excited. */
export const asksExcitation = (mode: TimbreMode): boolean => mode !== 'category';

export interface TimbreSettings {
  mode: TimbreMode;
  /**
   * The uploaded recordings at the exam's start (absent when there are none). The page fills
   * them in from the API; the API fills them in for an official exam and checks them for a
   * practice one.
   */
  recordings?: readonly RecordingRef[];
}

export interface TimbreSettingsDraft {
  mode: TimbreMode | null;
  recordings?: readonly RecordingRef[];
}

function parseRecordings(raw: unknown): readonly RecordingRef[] | null {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.length > MAX_EXAM_RECORDINGS) return null;
  const refs: RecordingRef[] = [];
  const seen = new Set<string>();
  for (const item of raw as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const { id, instrument, gainDb } = item as Record<string, unknown>;
    if (!isUuid(id) || seen.has(id) || typeof instrument !== 'string' || !instrumentById(instrument)) return null;
    if (typeof gainDb !== 'number' || !(gainDb >= RECORDING_GAIN_RANGE_DB.min && gainDb <= RECORDING_GAIN_RANGE_DB.max)) return null;
    seen.add(id);
    refs.push({ id, instrument, gainDb });
  }
  return refs;
}

export function validateTimbreSettings(input: unknown): SettingsValidation<TimbreSettings> {
  const reader = createSettingsReader<TimbreSettings>(input, { invalid: 'timbre:validation.invalid' });
  const mode = reader.pick('mode', TIMBRE_MODES);
  if (mode === undefined) return reader.result({ mode });
  const recordings = parseRecordings(reader.raw('recordings'));
  if (recordings === null) reader.fail('recordings', 'timbre:validation.recordings');
  return reader.result(recordings !== null && recordings.length > 0 ? { mode, recordings } : { mode });
}

export const TIMBRE_DIFFICULTY_PRESETS: readonly DifficultyPreset<TimbreSettings>[] = [
  { id: 'basic', settings: { mode: 'basic' } },
  { id: 'advanced', settings: { mode: 'advanced' } },
];

export const TIMBRE_DEFAULT_SETTINGS: TimbreSettings = { mode: 'basic' };

/**
 * The official timbre exam: Advanced (category, excitation and instrument), ten questions; the
 * API adds the recordings uploaded by then. Not level matched: the clips share one integrated
 * loudness already, and the A/B switch plays the same clip on both sides.
 */
export const TIMBRE_OFFICIAL_EXAM: OfficialExamConfig<TimbreSettings> = {
  settings: { mode: 'advanced' },
  questionCount: 10,
  levelMatch: false,
};
