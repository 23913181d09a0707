/**
 * The rendered instrument clips (public/audio/timbre/, made by `npm run clips`): which
 * instruments have a recording, and where it is. Pure data: the API generates timbre exams
 * from it.
 */
import manifest from '../../../../public/audio/timbre/manifest.json' with { type: 'json' };

export interface Clip {
  instrument: string;
  /** File name under /audio/timbre/. */
  file: string;
  /** The phrase's MIDI notes (empty for unpitched percussion). */
  notes: readonly number[];
  /** Seconds from one note's start to the next. */
  spacingSeconds: number;
  durationSeconds: number;
  bytes: number;
  integratedLufs: number;
}

export interface ClipManifest {
  source: string;
  loudnessTargetLufs: number;
  clips: readonly Clip[];
}

export const CLIP_MANIFEST: ClipManifest = manifest;

/** Where the browser fetches a clip. */
export const CLIP_BASE_URL = '/audio/timbre/';

export const clipUrl = (clip: Pick<Clip, 'file'>): string => `${CLIP_BASE_URL}${clip.file}`;

export function clipsOf(instrument: string): Clip[] {
  return CLIP_MANIFEST.clips.filter((clip) => clip.instrument === instrument);
}
