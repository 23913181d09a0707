/**
 * Teachers' uploaded recordings as a timbre exam sees them: a reference (id and instrument)
 * carried in the exam's settings, so the API re-generates the same questions from them, and
 * the sound's address. Pure: the API checks the references against its database.
 */
export interface RecordingRef {
  id: string;
  instrument: string;
  /** The gain that brings the recording to the clips' loudness (`recordingGainDb`). */
  gainDb: number;
}

/** The clips' integrated loudness (`npm run clips`), which an uploaded recording is brought to. */
export const RECORDING_TARGET_LUFS = -23;
/** A recording measured far off the target is not boosted beyond this (noise, clipping). */
const MAX_BOOST_DB = 20;
const MAX_CUT_DB = 40;

/**
 * The gain that plays a recording measured at `loudnessLufs` at the clips' loudness, so the
 * level of a teacher's upload cannot tell it from a catalogue clip. Rounded to 0.01 dB (it
 * travels in JSON, and the API recomputes it to check a reference). Unmeasured: 0.
 */
export function recordingGainDb(loudnessLufs: number | null): number {
  if (loudnessLufs === null || !Number.isFinite(loudnessLufs)) return 0;
  const gain = Math.min(MAX_BOOST_DB, Math.max(-MAX_CUT_DB, RECORDING_TARGET_LUFS - loudnessLufs));
  return Math.round(gain * 100) / 100;
}

/** More than a term's uploads; keeps a forged settings object small. */
export const MAX_EXAM_RECORDINGS = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isRecordingId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * Where a question's recording is heard: a path of the REST API under the `api:` scheme, which
 * the browser fetches with the user's token and the API reads from its own store.
 */
export const recordingSoundUrl = (id: string): string => `api:timbre/recordings/${id}/audio`;

const SOUND_URL = /^api:timbre\/recordings\/([0-9a-f-]{36})\/audio$/;

/** The recording id of a sound URL made by `recordingSoundUrl`, or null. */
export function recordingIdOfUrl(url: string): string | null {
  const id = SOUND_URL.exec(url)?.[1];
  return id !== undefined && isRecordingId(id) ? id : null;
}
