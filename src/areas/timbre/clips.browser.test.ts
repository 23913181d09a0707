/** The checked-in clips as Chromium decodes them: every one plays, at one loudness; the pitched ones in tune. */
import { describe, expect, it } from 'vitest';
import { CLIP_MANIFEST, clipUrl } from './catalogue';
import { clipLoudness, notePitchErrors } from './clip-measure';

async function decode(url: string): Promise<AudioBuffer> {
  const response = await fetch(url);
  expect(response.ok, url).toBe(true);
  return new OfflineAudioContext(1, 1, 48_000).decodeAudioData(await response.arrayBuffer());
}

describe('instrument clips', () => {
  it('every clip in the manifest decodes in Chromium, about 3 s of mono 48 kHz, within 1 LU of the target loudness', { timeout: 60_000 }, async () => {
    for (const clip of CLIP_MANIFEST.clips) {
      const audio = await decode(clipUrl(clip));
      expect(audio.duration, clip.file).toBeCloseTo(clip.durationSeconds, 1);
      expect(audio.numberOfChannels, clip.file).toBe(1);
      const lufs = clipLoudness(audio.getChannelData(0), audio.sampleRate);
      expect(Math.abs(lufs - CLIP_MANIFEST.loudnessTargetLufs), `${clip.file}: ${lufs.toFixed(2)} LUFS`).toBeLessThan(1);
    }
  });

  it("the violin phrase's notes are within 20 cents of G4, B4, D5 and G5", async () => {
    const violin = CLIP_MANIFEST.clips.find((c) => c.instrument === 'violin');
    if (!violin) throw new Error('no violin clip');
    expect(violin.notes).toEqual([67, 71, 74, 79]);
    const audio = await decode(clipUrl(violin));
    for (const cents of notePitchErrors(audio.getChannelData(0), audio.sampleRate, violin)) expect(Math.abs(cents)).toBeLessThan(20);
  });
});
