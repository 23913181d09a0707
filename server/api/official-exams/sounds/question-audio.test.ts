/**
 * The server renders official questions with the engine of src/audio on node-web-audio-api:
 * measured here against the formulas, not against itself.
 */
import { describe, expect, it } from 'vitest';
import { binGainDb, integratedLoudness, maxStep, peak } from '../../../../src/audio/analysis';
import { exactCentreFrequency } from '../../../../src/audio/processors/iso-frequencies';
import { rbjPeakingMagnitudeDb } from '../../../../src/audio/processors/testing/rbj';
import type { EqQuestion } from '../../../../src/areas/eq/eq-question';
import { eqDefinition } from '../../../../src/areas/eq/eq-definition';
import { RESOLUTION_BANDWIDTH_OCTAVES } from '../../../../src/areas/eq/eq-question';
import { dB, hz, qFromBandwidth } from '../../../../src/lib/units';
import type { AreaDefinition } from '../../../../src/exam-contract';
import { OFFICIAL_LOOP_FRAMES, OFFICIAL_SAMPLE_RATE, officialQuestionAudio, renderOfficialQuestion } from './question-audio';
import { quantize16 } from './flac';
import { installWebAudioGlobals } from './web-audio';

const eq = eqDefinition as AreaDefinition;

function question(frequency: number, gain: number): EqQuestion {
  return { resolution: 'octave', q: qFromBandwidth(RESOLUTION_BANDWIDTH_OCTAVES.octave), bands: [{ frequency: hz(frequency), gain: dB(gain) }], asksDirection: true };
}

/** The DFT bin nearest `frequency` in one loop, and that bin's own frequency. */
function binAt(frequency: number): { bin: number; frequency: number } {
  const bin = Math.round((frequency * OFFICIAL_LOOP_FRAMES) / OFFICIAL_SAMPLE_RATE);
  return { bin, frequency: (bin * OFFICIAL_SAMPLE_RATE) / OFFICIAL_LOOP_FRAMES };
}

describe('server-rendered official questions', () => {
  it.each([
    [1000, 9],
    [125, -9],
    [8000, 12],
  ])('an EQ band at %d Hz, %d dB: the gain at its centre is the RBJ value, after the level match', async (frequency, gain) => {
    const q = question(frequency, gain);
    const rendered = await renderOfficialQuestion(eq, q, 'processed');
    expect(rendered.original).toHaveLength(2);
    expect(rendered.processed[0]).toHaveLength(OFFICIAL_LOOP_FRAMES);
    const centre = binAt(exactCentreFrequency(hz(frequency)));
    const band = { frequency: exactCentreFrequency(hz(frequency)), gain, q: q.q };
    const expected = rbjPeakingMagnitudeDb(band, centre.frequency, OFFICIAL_SAMPLE_RATE) + rendered.levelMatchGainDb;
    expect(Math.abs(binGainDb(rendered.original, rendered.processed, centre.bin) - expected)).toBeLessThan(0.1);
    // Level matched: the processed sound is as loud as the original (BS.1770).
    const loudness = (channels: Float32Array[]) => integratedLoudness(channels, OFFICIAL_SAMPLE_RATE);
    expect(Math.abs(loudness(rendered.original) - loudness(rendered.processed))).toBeLessThan(0.5);
    expect(Math.sign(rendered.levelMatchGainDb)).toBe(-Math.sign(gain));
  });

  it('renders a seamless loop that fits in 16 bits: the wrap-around is no bigger a step than any inside', async () => {
    const rendered = await renderOfficialQuestion(eq, question(63, 12), 'processed');
    for (const channel of [...rendered.original, ...rendered.processed]) {
      const inside = maxStep(channel);
      const wrap = Math.abs((channel[0] ?? 0) - (channel[channel.length - 1] ?? 0));
      expect(wrap).toBeLessThanOrEqual(inside);
      expect(peak(channel)).toBeLessThan(1);
    }
  });

  it('the original is the same sound for every question of one source (rendered apart), the processed differs', async () => {
    const [a, b] = await Promise.all([renderOfficialQuestion(eq, question(1000, 9), 'original'), renderOfficialQuestion(eq, question(4000, -9), 'processed')]);
    for (let c = 0; c < 2; c++) expect(Buffer.from((a.original[c] ?? new Float32Array()).buffer).equals(Buffer.from((b.original[c] ?? new Float32Array()).buffer))).toBe(true);
    const original = await officialQuestionAudio(eq, question(1000, 9), 'original');
    expect(Buffer.from(await officialQuestionAudio(eq, question(250, -9), 'original')).equals(Buffer.from(original))).toBe(true);
    const processed = await officialQuestionAudio(eq, question(1000, 9), 'processed');
    expect(Buffer.from(original).equals(Buffer.from(processed))).toBe(false);
  });

  it('encodes losslessly at 16 bits: the decoded file is the rendered sound, quantized', async () => {
    const q = question(2000, -9);
    const bytes = await officialQuestionAudio(eq, q, 'processed');
    const rendered = await renderOfficialQuestion(eq, q, 'processed');
    const Offline = installWebAudioGlobals();
    const decoded = await new Offline(2, 1, OFFICIAL_SAMPLE_RATE).decodeAudioData(bytes.slice().buffer);
    expect(decoded.sampleRate).toBe(OFFICIAL_SAMPLE_RATE);
    expect(decoded.length).toBe(OFFICIAL_LOOP_FRAMES);
    for (let c = 0; c < 2; c++) {
      const got = decoded.getChannelData(c);
      const want = rendered.processed[c] ?? new Float32Array();
      let worst = 0;
      for (let i = 0; i < want.length; i++) worst = Math.max(worst, Math.abs((got[i] ?? 0) * 32768 - quantize16(want[i] ?? 0)));
      expect(worst).toBe(0);
    }
    // Lossless and smaller than the 16-bit WAV it replaces.
    expect(bytes.byteLength).toBeLessThan(OFFICIAL_LOOP_FRAMES * 2 * 2 * 0.9);
  });
});
