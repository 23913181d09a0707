import { describe, expect, it } from 'vitest';
import { createRng } from '../lib/rng';
import { octaveBand, OCTAVE_BAND_CENTRES, RT60_BAND_CENTRES } from './analysis/octave-bands';
import { t30, t30PerOctaveBand } from './analysis/rt60';
import {
  createImpulseResponseSynthesizer,
  createWorker,
  loadImpulseResponse,
  synthesizeImpulseResponse,
  toAudioBuffer,
} from './impulse-response';
import { splitIntoBands } from './impulse-response-synthesis';

const relativeError = (measured: number, expected: number): number => Math.abs(measured / expected - 1);

function correlation(a: Float32Array, b: Float32Array): number {
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let n = 0; n < a.length; n++) {
    ab += (a[n] as number) * (b[n] as number);
    aa += (a[n] as number) ** 2;
    bb += (b[n] as number) ** 2;
  }
  return ab / Math.sqrt(aa * bb);
}

describe('synthesizeImpulseResponse', () => {
  it.each([0.3, 0.6, 1, 2, 4])('RT60 %s s: T30 within 5 % in every octave band 125 Hz-4 kHz, both channels', (rt60) => {
    const ir = synthesizeImpulseResponse({ rt60 });
    for (const channel of ir.channels) {
      for (const band of t30PerOctaveBand(channel, ir.sampleRate)) {
        expect(relativeError(band.rt60, rt60), `${band.centre} Hz: ${band.rt60.toFixed(3)} s`).toBeLessThan(0.05);
      }
    }
  });

  it('also measures within 5 % through a different (4th-order) octave filter and broadband', () => {
    for (const rt60 of [0.3, 1.5]) {
      const ir = synthesizeImpulseResponse({ rt60, seed: 11 });
      const left = ir.channels[0] as Float32Array;
      for (const centre of RT60_BAND_CENTRES) {
        const band = t30(octaveBand(left, centre, ir.sampleRate, 4), ir.sampleRate);
        expect(relativeError(band.rt60, rt60), `${centre} Hz: ${band.rt60.toFixed(3)} s`).toBeLessThan(0.05);
      }
      expect(relativeError(t30(left, ir.sampleRate).rt60, rt60)).toBeLessThan(0.05);
    }
  });

  it('gives each band its own decay when asked for a frequency-dependent RT60', () => {
    const perBand = OCTAVE_BAND_CENTRES.map((centre) => 2.2 * Math.pow(0.85, Math.log2(centre / 62.5)));
    const ir = synthesizeImpulseResponse({ rt60: perBand, seed: 5 });
    for (const band of t30PerOctaveBand(ir.channels[0] as Float32Array, ir.sampleRate)) {
      const expected = perBand[OCTAVE_BAND_CENTRES.indexOf(band.centre)] as number;
      expect(relativeError(band.rt60, expected), `${band.centre} Hz: ${band.rt60.toFixed(3)} vs ${expected.toFixed(3)}`).toBeLessThan(0.05);
    }
  });

  it('is decorrelated stereo with unit energy per channel, 48 kHz by default', () => {
    const ir = synthesizeImpulseResponse({ rt60: 1 });
    expect(ir.sampleRate).toBe(48_000);
    expect(ir.channels).toHaveLength(2);
    const [left, right] = ir.channels as [Float32Array, Float32Array];
    expect(left.length).toBe(Math.round(1.1 * 48_000));
    expect(Math.abs(correlation(left, right))).toBeLessThan(0.05);
    for (const channel of ir.channels) expect(channel.reduce((sum, x) => sum + x * x, 0)).toBeCloseTo(1, 4);
  });

  it('is reproducible from its seed and differs between seeds', () => {
    const a = synthesizeImpulseResponse({ rt60: 0.5, seed: 3 }).channels[0] as Float32Array;
    const b = synthesizeImpulseResponse({ rt60: 0.5, seed: 3 }).channels[0] as Float32Array;
    const c = synthesizeImpulseResponse({ rt60: 0.5, seed: 4 }).channels[0] as Float32Array;
    expect(a).toEqual(b);
    expect(Math.abs(correlation(a, c))).toBeLessThan(0.05);
  });

  it('splits noise into octave bands that add back up to it exactly', () => {
    const length = 48_000;
    const rng = createRng(17);
    const noise = new Float32Array(length).map(() => 2 * rng.next() - 1);
    const original = noise.slice();
    const bands = splitIntoBands(noise, 48_000);
    expect(bands).toHaveLength(OCTAVE_BAND_CENTRES.length);
    let worst = 0;
    for (let n = 0; n < length; n++) worst = Math.max(worst, Math.abs(bands.reduce((sum, band) => sum + (band[n] as number), 0) - (original[n] as number)));
    expect(worst).toBeLessThan(1e-5);
    // Each band holds its own octave: its energy in its octave dominates the neighbouring octaves.
    bands.slice(1, -1).forEach((band, i) => {
      const centre = OCTAVE_BAND_CENTRES[i + 1] as number;
      const own = octaveBand(band, centre, 48_000).reduce((sum, x) => sum + x * x, 0);
      const above = octaveBand(band, centre * 2, 48_000).reduce((sum, x) => sum + x * x, 0);
      const below = octaveBand(band, centre / 2, 48_000).reduce((sum, x) => sum + x * x, 0);
      expect(own, `${centre} Hz`).toBeGreaterThan(4 * Math.max(above, below));
    });
  });

  it('rejects impossible requests with a clear message', () => {
    expect(() => synthesizeImpulseResponse({ rt60: 0 })).toThrow(/RT60 0 s outside/);
    expect(() => synthesizeImpulseResponse({ rt60: [1, 2] })).toThrow(/needs 1 or 9 values/);
    expect(() => synthesizeImpulseResponse({ rt60: 1, channels: 0 })).toThrow(/channels/);
  });

  it('reports progress from 0 to 1', () => {
    const fractions: number[] = [];
    synthesizeImpulseResponse({ rt60: 0.3 }, (fraction) => fractions.push(fraction));
    expect(fractions.at(-1)).toBe(1);
    expect(fractions).toEqual([...fractions].sort((x, y) => x - y));
  });
});

describe('impulse response worker', () => {
  it('returns exactly what the synchronous core computes, with progress', async () => {
    const synthesizer = createImpulseResponseSynthesizer();
    const fractions: number[] = [];
    const fromWorker = await synthesizer.synthesize({ rt60: 0.8, seed: 9 }, { onProgress: (f) => fractions.push(f) });
    synthesizer.dispose();
    const inline = synthesizeImpulseResponse({ rt60: 0.8, seed: 9 });
    expect(fromWorker.channels).toEqual(inline.channels);
    expect(fractions.at(-1)).toBe(1);
  });

  it('cancels a running job by ending its worker and keeps serving the next one', async () => {
    const spawned: Worker[] = [];
    const terminated: Worker[] = [];
    const synthesizer = createImpulseResponseSynthesizer(() => {
      const worker = createWorker();
      const terminate = worker.terminate.bind(worker);
      worker.terminate = () => {
        terminated.push(worker);
        terminate();
      };
      spawned.push(worker);
      return worker;
    });
    const controller = new AbortController();
    const cancelled = synthesizer.synthesize({ rt60: 4, seed: 1 }, { signal: controller.signal });
    const next = synthesizer.synthesize({ rt60: 0.3, seed: 2 });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    const result = await next;
    expect(result.channels[0]).toEqual(synthesizeImpulseResponse({ rt60: 0.3, seed: 2 }).channels[0]);
    expect(terminated).toEqual([spawned[0]]);
    expect(spawned).toHaveLength(2);
    synthesizer.dispose();
  });

  it('rejects a bad request without starting a job', async () => {
    const synthesizer = createImpulseResponseSynthesizer(() => {
      throw new Error('no worker should be started');
    });
    await expect(synthesizer.synthesize({ rt60: -1 })).rejects.toThrow(/outside/);
  });

  it('shares one job between callers of loadImpulseResponse and survives one caller aborting', async () => {
    const controller = new AbortController();
    const request = { rt60: 0.7, seed: 77 };
    const first = loadImpulseResponse(request, { signal: controller.signal });
    const second = loadImpulseResponse(request);
    controller.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    const data = await second;
    expect(await loadImpulseResponse(request)).toBe(data);
    const buffer = toAudioBuffer(data);
    expect(buffer.numberOfChannels).toBe(2);
    expect(buffer.getChannelData(1)).toEqual(data.channels[1]);
  });
});

it('RT60 bands are the ISO 3382 octaves 125 Hz to 4 kHz', () => {
  expect(RT60_BAND_CENTRES).toEqual([125, 250, 500, 1000, 2000, 4000]);
});
