/**
 * Processor figures (the README's bench table), measured in Chromium on rendered output:
 * - eq_centre_gain_error_db: largest |rendered - nominal| at a band's centre frequency over
 *   octave and 1/3-octave cases, 1 to 3 bands, boosts and cuts. Nominal is the designed
 *   response there (the RBJ peaking formula, product over the bands): the band's own gain for
 *   a lone band, plus the other bands' skirts when there are several.
 * - eq_lone_band_centre_error_db: the same for lone bands only, where nominal is the gain.
 * - reverb_rt60_error_pct: worst |T30 / RT60 - 1| of the rendered reverb response, both
 *   channels, octave bands 125 Hz to 4 kHz, RT60 0.3 to 4 s.
 * - ir_synthesis_ms, ir_synthesis_ms_worst: the median and the worst of 5 timed syntheses of a
 *   4 s stereo 48 kHz response (RT60 4 s, calibration included) on the main thread, after 2
 *   untimed ones for the JIT to warm up. The bar applies to the worst.
 * - distortion_thd_error_pct: worst |THD / nominal - 1| of a 1 kHz sine at the reference
 *   level, soft and hard clipping, 1 to 30 %.
 */
import { hz, dB, percent, qFromBandwidth, seconds } from '../../src/lib/units';
import { t30PerOctaveBand } from '../../src/audio/analysis/rt60';
import { measureThd } from '../../src/audio/analysis/thd';
import { synthesizeImpulseResponse } from '../../src/audio/impulse-response';
import { createEqProcessor, createDistortionProcessor, createReverbProcessor, REFERENCE_AMPLITUDE } from '../../src/audio/processors';
import type { DistortionType, EqBandSpec } from '../../src/audio/processors';
import { impulseBuffer, playBuffer, renderOffline, sineBuffer, TEST_SAMPLE_RATE } from '../../src/audio/processors/testing/offline-render';
import { rbjChainMagnitudeDb } from '../../src/audio/processors/testing/rbj';
import { measureSineGainsDb } from '../../src/audio/processors/testing/sine-gain';

const round = (value: number, digits = 4): number => Math.round(value * 10 ** digits) / 10 ** digits;
const OCTAVE = qFromBandwidth(1);
const THIRD = qFromBandwidth(1 / 3);
const band = (frequency: number, gain: number, q: number): EqBandSpec => ({ frequency: hz(frequency), gain: dB(gain), q });

const EQ_CASES: EqBandSpec[][] = [
  ...[31.5, 125, 1000, 8000, 16000].flatMap((f) => [12, -12, 3].map((g) => [band(f, g, OCTAVE)])),
  ...[20, 63, 500, 2500, 12500, 20000].flatMap((f) => [9, -9].map((g) => [band(f, g, THIRD)])),
  [band(250, 6, OCTAVE), band(4000, -9, OCTAVE)],
  [band(100, -12, THIRD), band(1600, 12, THIRD)],
  [band(63, 6, OCTAVE), band(1000, -6, OCTAVE), band(8000, 12, OCTAVE)],
  [band(40, 12, THIRD), band(800, -12, THIRD), band(10000, 6, THIRD)],
];

async function eqErrors(): Promise<{ all: number; lone: number }> {
  let all = 0;
  let lone = 0;
  for (const bands of EQ_CASES) {
    const centres = bands.map((b) => b.frequency);
    const measured = await measureSineGainsDb((context) => createEqProcessor(context, { kind: 'eq', bands }), centres);
    centres.forEach((centre, i) => {
      const error = Math.abs((measured[i] as number) - rbjChainMagnitudeDb(bands, centre, TEST_SAMPLE_RATE));
      all = Math.max(all, error);
      if (bands.length === 1) lone = Math.max(lone, Math.abs((measured[i] as number) - (bands[0]?.gain as number)));
    });
  }
  return { all, lone };
}

async function reverbError(): Promise<number> {
  let worst = 0;
  for (const rt60 of [0.3, 0.5, 1, 2, 4]) {
    const length = Math.ceil((0.02 + 1.1 * rt60 + 0.05) * TEST_SAMPLE_RATE);
    const rendered = await renderOffline({ channels: 2, length }, async (context) => {
      const reverb = createReverbProcessor(context, { kind: 'reverb', rt60: seconds(rt60), preDelay: seconds(0.02), mix: percent(100) });
      await reverb.ready;
      reverb.output.connect(context.destination);
      playBuffer(context, impulseBuffer(context), reverb.input);
    });
    for (const channel of [0, 1]) {
      for (const measured of t30PerOctaveBand(rendered.getChannelData(channel), TEST_SAMPLE_RATE)) {
        worst = Math.max(worst, Math.abs(measured.rt60 / rt60 - 1));
      }
    }
  }
  return 100 * worst;
}

/** Median and worst of five timed syntheses (after two for the JIT). */
function synthesisMs(): { median: number; worst: number } {
  const times: number[] = [];
  for (let run = -2; run < 5; run++) {
    const started = performance.now();
    synthesizeImpulseResponse({ rt60: 4, duration: 4, channels: 2, sampleRate: 48_000, seed: run + 3 });
    if (run >= 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[2] as number, worst: times[4] as number };
}

async function distortionError(): Promise<number> {
  let worst = 0;
  for (const type of ['soft', 'hard'] as DistortionType[]) {
    for (const thd of [1, 3, 10, 30]) {
      const rendered = await renderOffline({ channels: 1, length: 48_000 }, (context) => {
        const shaper = createDistortionProcessor(context, { kind: 'distortion', type, thd: percent(thd) });
        shaper.output.connect(context.destination);
        playBuffer(context, sineBuffer(TEST_SAMPLE_RATE, 1000, 48_000, [REFERENCE_AMPLITUDE]), shaper.input);
      });
      const measured = measureThd(rendered.getChannelData(0), { sampleRate: TEST_SAMPLE_RATE, fundamental: 1000, start: 4800, size: 32_768 }).thd;
      worst = Math.max(worst, Math.abs(measured / thd - 1));
    }
  }
  return 100 * worst;
}

export default async function processors(): Promise<Record<string, number>> {
  // Timed first, on a fresh page: after the renders below, garbage collection of their large
  // buffers lands in the timed runs and adds tens of milliseconds.
  const synthesis = synthesisMs();
  const eq = await eqErrors();
  return {
    eq_centre_gain_error_db: round(eq.all),
    eq_lone_band_centre_error_db: round(eq.lone),
    reverb_rt60_error_pct: round(await reverbError(), 2),
    ir_synthesis_ms: round(synthesis.median, 1),
    ir_synthesis_ms_worst: round(synthesis.worst, 1),
    distortion_thd_error_pct: round(await distortionError(), 2),
  };
}
