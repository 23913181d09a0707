/**
 * Teachers' uploaded recordings as a timbre exam sees them: a reference (id and instrument)
 * carried in the exam's settings, so the API re-generates the same questions from them, and
 * the sound's address. Pure: the API checks the references against its database.
 */
import type { InstrumentRecording } from '../../api-contract';
import { isUuid } from '../../lib/uuid';
import { CLIP_MANIFEST } from './catalogue';

export interface RecordingRef {
  id: string;
  instrument: string;
  /** The gain that brings the recording to the clips' loudness (`recordingGainDb`). */
  gainDb: number;
}

/**
 * The gains a recording may get: one measured far off the clips' loudness is not boosted
 * beyond 20 dB (noise, clipping) or cut beyond 40 dB.
 */
export const RECORDING_GAIN_RANGE_DB = { min: -40, max: 20 } as const;

/**
 * The gain that plays a recording measured at `loudnessLufs` at the clips' loudness, so the
 * level of a teacher's upload cannot tell it from a catalogue clip. Rounded to 0.01 dB (it
 * travels in JSON, and the API recomputes it to check a reference). Unmeasured: 0.
 */
export function recordingGainDb(loudnessLufs: number | null): number {
  if (loudnessLufs === null || !Number.isFinite(loudnessLufs)) return 0;
  const { min, max } = RECORDING_GAIN_RANGE_DB;
  const gain = Math.min(max, Math.max(min, CLIP_MANIFEST.loudnessTargetLufs - loudnessLufs));
  return Math.round(gain * 100) / 100;
}

/** How an exam names an uploaded recording: the page builds these from the list, the API checks them. */
export const toRecordingRef = (recording: Pick<InstrumentRecording, 'id' | 'instrument' | 'loudnessLufs'>): RecordingRef => ({
  id: recording.id,
  instrument: recording.instrument,
  gainDb: recordingGainDb(recording.loudnessLufs),
});

/** More than a term's uploads; keeps a forged settings object small. */
export const MAX_EXAM_RECORDINGS = 500;

/**
 * Where a question's recording is heard: a path of the REST API under the `api:` scheme, which
 * the browser fetches with the user's token and the API reads from its own store.
 */
export const recordingSoundUrl = (id: string): string => `api:timbre/recordings/${id}/audio`;

const SOUND_URL = /^api:timbre\/recordings\/([0-9a-f-]{36})\/audio$/;

/** The recording id of a sound URL made by `recordingSoundUrl`, or null. */
export function recordingIdOfUrl(url: string): string | null {
  const id = SOUND_URL.exec(url)?.[1];
  return id !== undefined && isUuid(id) ? id : null;
}
