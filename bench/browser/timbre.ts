/**
 * Timbre clip figures, measured on the checked-in clips as Chromium decodes them:
 * - timbre_clips: instruments with at least one clip (of the catalogue's `timbre_instruments`).
 * - timbre_clip_loudness_spread_lu: max - min integrated loudness (BS.1770) over all clips.
 * - timbre_clip_pitch_error_cents: worst |fundamental - nominal| over every note of the pitched
 *   clips (spectral peak of the note's steady part, searched at the first four harmonics).
 * - timbre_clips_bytes: their total size.
 */
import { CLIP_MANIFEST, clipUrl, INSTRUMENTS } from '../../src/areas/timbre/catalogue';
import { clipLoudness, notePitchErrors } from '../../src/areas/timbre/clip-measure';

export default async function timbre(): Promise<Record<string, number>> {
  const loudness: number[] = [];
  let pitch = 0;
  let bytes = 0;
  for (const clip of CLIP_MANIFEST.clips) {
    const data = await (await fetch(clipUrl(clip))).arrayBuffer();
    bytes += data.byteLength;
    const audio = await new OfflineAudioContext(1, 1, 48_000).decodeAudioData(data);
    const pcm = audio.getChannelData(0);
    loudness.push(clipLoudness(pcm, audio.sampleRate));
    for (const cents of notePitchErrors(pcm, audio.sampleRate, clip)) pitch = Math.max(pitch, Math.abs(cents));
  }
  return {
    timbre_instruments: INSTRUMENTS.length,
    timbre_clips: new Set(CLIP_MANIFEST.clips.map((c) => c.instrument)).size,
    timbre_clip_loudness_spread_lu: Math.round((Math.max(...loudness) - Math.min(...loudness)) * 100) / 100,
    timbre_clip_pitch_error_cents: Math.round(pitch * 10) / 10,
    timbre_clips_bytes: bytes,
  };
}
