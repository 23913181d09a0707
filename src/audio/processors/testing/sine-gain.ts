import { sineAmplitude, toDb } from './measure';
import { renderOffline, sineBuffer, TEST_SAMPLE_RATE } from './offline-render';

export interface Stage {
  input: AudioNode;
  output: AudioNode;
  /** Awaited before rendering (a stage whose code or impulse response is still loading). */
  ready?: Promise<void>;
}

const SETTLE = TEST_SAMPLE_RATE; // 1 s: long enough for a 1/3-octave band at 20 Hz to settle
const WINDOW = TEST_SAMPLE_RATE;

/**
 * Steady-state gain in dB of a mono stage at each frequency: one channel and one stage instance
 * per frequency; output sine amplitude after a settling second (input amplitude 1).
 * Chromium stops a BiquadFilterNode once its input has been silent for the filter's computed
 * tail time, cutting the impulse response of low, narrow bands short (-0.77 dB error at the
 * centre of a 20 Hz 1/3-octave cut), so impulse responses cannot measure these filters.
 */
export async function measureSineGainsDb(
  build: (context: OfflineAudioContext) => Stage,
  frequencies: readonly number[],
): Promise<number[]> {
  const results: number[] = [];
  for (let start = 0; start < frequencies.length; start += 32) {
    const batch = frequencies.slice(start, start + 32);
    const rendered = await renderOffline({ channels: batch.length, length: SETTLE + WINDOW }, async (context) => {
      const merger = new ChannelMergerNode(context, { numberOfInputs: batch.length });
      merger.connect(context.destination);
      const stages = batch.map(() => build(context));
      await Promise.all(stages.map((stage) => stage.ready));
      batch.forEach((frequency, channel) => {
        const stage = stages[channel] as Stage;
        const source = new AudioBufferSourceNode(context, { buffer: sineBuffer(context.sampleRate, frequency, SETTLE + WINDOW) });
        source.connect(stage.input);
        stage.output.connect(merger, 0, channel);
        source.start(0);
      });
    });
    batch.forEach((frequency, channel) => {
      results.push(toDb(sineAmplitude(rendered.getChannelData(channel).subarray(SETTLE), frequency, TEST_SAMPLE_RATE)));
    });
  }
  return results;
}
