/**
 * A stage computed on the whole loop (the compressor, src/audio/loop-twin.ts) rendered as the
 * server renders a question (src/audio/question-render.ts on node-web-audio-api): the processed
 * sound is the compressor's own output for the loop, frame for frame, at the original's loudness.
 */
import { describe, expect, it } from 'vitest';
import { integratedLoudness } from '../../../../src/audio/analysis';
import { renderCompressedLoop } from '../../../../src/audio/dynamics';
import { drumLoop } from '../../../../src/audio/dynamics/testing/drum-loop';
import type { SpecOf } from '../../../../src/audio/processors';
import { renderQuestion } from '../../../../src/audio/question-render';
import type { SourceMaterial } from '../../../../src/audio/sources/source-material';
import { dB } from '../../../../src/lib/units';
import { installWebAudioGlobals } from './web-audio';

const RATE = 48_000;
const SPEC: SpecOf<'dynamics'> = { kind: 'dynamics', gainReductionDb: dB(6), ratio: 4, kneeDb: dB(6), attackMs: 1, releaseMs: 150 };

describe('a compressed loop rendered on the server', () => {
  it('is the compressor’s output for the loop, from the loop’s first frame, and as loud as the loop', { timeout: 60_000 }, async () => {
    const Offline = installWebAudioGlobals();
    const loop = drumLoop(RATE, 2);
    const buffer = new AudioBuffer({ numberOfChannels: 2, length: loop[0]?.length ?? 0, sampleRate: RATE });
    loop.forEach((channel, c) => buffer.copyToChannel(channel, c));
    const material: SourceMaterial = { kind: 'buffer', buffer, endless: true, monoGain: 1 };
    const rendered = await renderQuestion(material, { chain: [SPEC] }, {
      createContext: (channels, length, sampleRate) => new Offline(channels, length, sampleRate),
      sampleRate: RATE,
      loopFrames: buffer.length,
      levelMatch: true,
    });
    const expected = renderCompressedLoop(loop, RATE, SPEC);
    for (let c = 0; c < 2; c++) {
      let worst = 0;
      const [got, want, original] = [rendered.processed[c] as Float32Array, expected.channels[c] as Float32Array, rendered.original[c] as Float32Array];
      for (let n = 0; n < want.length; n++) worst = Math.max(worst, Math.abs((got[n] as number) - (want[n] as number)), Math.abs((original[n] as number) - (loop[c]?.[n] as number)));
      expect(worst, `channel ${c}`).toBeLessThan(1e-6);
    }
    // Matched by the compressor already: the server's own level match has nothing left to do.
    expect(Math.abs(rendered.levelMatchGainDb)).toBeLessThan(0.01);
    expect(Math.abs(integratedLoudness(rendered.processed, RATE) - integratedLoudness(rendered.original, RATE))).toBeLessThan(0.5);
  });
});
