import { describe, expect, it } from 'vitest';
import { dB, hz, qFromBandwidth } from '../../lib/units';
import { createEqProcessor } from './eq-processor';
import type { EqBandSpec } from './processor-spec';
import { toDb } from './testing/measure';
import { impulseBuffer, playBuffer, renderOffline, TEST_SAMPLE_RATE } from './testing/offline-render';
import { rbjChainMagnitudeDb } from './testing/rbj';
import { measureSineGainsDb } from './testing/sine-gain';

const OCTAVE = qFromBandwidth(1);
const THIRD = qFromBandwidth(1 / 3);

const band = (frequency: number, gain: number, q: number): EqBandSpec => ({ frequency: hz(frequency), gain: dB(gain), q });

const eqStage = (bands: readonly EqBandSpec[]) => (context: BaseAudioContext) => createEqProcessor(context, { kind: 'eq', bands });
const cases: { name: string; bands: EqBandSpec[] }[] = [
  { name: '1 band, octave, +6 dB at 1 kHz', bands: [band(1000, 6, OCTAVE)] },
  { name: '1 band, octave, -12 dB at 63 Hz', bands: [band(63, -12, OCTAVE)] },
  { name: '1 band, 1/3 octave, +9 dB at 8 kHz', bands: [band(8000, 9, THIRD)] },
  { name: '1 band, 1/3 octave, -6 dB at 31.5 Hz', bands: [band(31.5, -6, THIRD)] },
  { name: '2 bands, octave, boost and cut', bands: [band(250, 6, OCTAVE), band(4000, -9, OCTAVE)] },
  { name: '2 bands, 1/3 octave, adjacent boosts', bands: [band(1000, 6, THIRD), band(1250, 6, THIRD)] },
  { name: '3 bands, octave', bands: [band(125, -6, OCTAVE), band(1000, 12, OCTAVE), band(8000, 3, OCTAVE)] },
  { name: '3 bands, 1/3 octave', bands: [band(100, 12, THIRD), band(2500, -12, THIRD), band(12500, 6, THIRD)] },
];

describe('EQ processor', () => {
  it.each(cases)('$name matches the RBJ peaking response at and around each centre', async ({ bands }) => {
    const probes = bands
      .flatMap(({ frequency }) => [-1, -1 / 2, -1 / 6, 0, 1 / 6, 1 / 2, 1].map((octaves) => frequency * Math.pow(2, octaves)))
      .filter((probe) => probe < TEST_SAMPLE_RATE / 2);
    const measured = await measureSineGainsDb(eqStage(bands), probes);
    probes.forEach((probe, index) => {
      const expected = rbjChainMagnitudeDb(bands, probe, TEST_SAMPLE_RATE);
      expect(Math.abs((measured[index] ?? NaN) - expected), `${probe.toFixed(1)} Hz: ${measured[index]} vs ${expected}`).toBeLessThan(0.005);
    });
  });

  it('gives exactly the requested gain at the centre of a lone band', async () => {
    for (const gain of [-12, -3, 3, 12]) {
      const [measured] = await measureSineGainsDb(eqStage([band(20, gain, THIRD)]), [20]);
      expect(measured).toBeCloseTo(gain, 2);
    }
  });

  it('refuses a live update to a different band count and ramps one with the same count', async () => {
    let accepted: boolean[] = [];
    const rendered = await renderOffline({ channels: 1, length: TEST_SAMPLE_RATE }, (context) => {
      const eq = createEqProcessor(context, { kind: 'eq', bands: [band(1000, 12, OCTAVE)] });
      eq.output.connect(context.destination);
      const tone = new OscillatorNode(context, { frequency: 1000 });
      tone.connect(eq.input);
      tone.start(0);
      void context.suspend(0.5).then(() => {
        accepted = [
          eq.update({ kind: 'eq', bands: [band(1000, 0, OCTAVE), band(2000, 0, OCTAVE)] }),
          eq.update({ kind: 'eq', bands: [band(1000, -6, OCTAVE)] }),
        ];
        void context.resume();
      });
    });
    expect(accepted).toEqual([false, true]);
    const data = rendered.getChannelData(0);
    const peakIn = (from: number, to: number): number => data.subarray(from, to).reduce((m, x) => Math.max(m, Math.abs(x)), 0);
    expect(toDb(peakIn(12_000, 24_000))).toBeCloseTo(12, 1);
    expect(toDb(peakIn(36_000, 48_000))).toBeCloseTo(-6, 1);
    // A ramp, not a jump: shortly after the change the level is between the two.
    expect(toDb(peakIn(24_000 + 240, 24_000 + 300))).toBeGreaterThan(-6);
  });

  it('rejects 0 or 4 bands', () => {
    const context = new OfflineAudioContext(1, 128, TEST_SAMPLE_RATE);
    expect(() => createEqProcessor(context, { kind: 'eq', bands: [] })).toThrow(RangeError);
    const four = [band(100, 1, OCTAVE), band(200, 1, OCTAVE), band(400, 1, OCTAVE), band(800, 1, OCTAVE)];
    expect(() => createEqProcessor(context, { kind: 'eq', bands: four })).toThrow(RangeError);
  });

  // Chromium quirk (pinned so we notice when it goes): a BiquadFilterNode stops processing once
  // its input has been silent for its computed tail time, so the impulse response of a low,
  // narrow band is cut off while still audible. testing/sine-gain.ts measures with sines.
  it('Chromium truncates the impulse response of a 20 Hz 1/3-octave band', async () => {
    const rendered = await renderOffline({ channels: 1, length: 65_536 }, (context) => {
      const eq = createEqProcessor(context, { kind: 'eq', bands: [band(20, -12, THIRD)] });
      eq.output.connect(context.destination);
      playBuffer(context, impulseBuffer(context), eq.input);
    });
    const data = rendered.getChannelData(0);
    const last = data.findLastIndex((x) => x !== 0);
    expect(last).toBeLessThan(data.length / 2);
    expect(Math.abs(data[last] ?? 0)).toBeGreaterThan(1e-6);
  });
});
