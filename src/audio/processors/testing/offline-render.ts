/**
 * Test and benchmark support: offline rendering that fails loudly instead of hanging (see
 * `hrtf-ready.ts` for why a render can hang), and simple stimuli.
 */
import { renderWithTimeout, TEST_SAMPLE_RATE } from '../../testing/render';

export interface RenderOptions {
  channels?: number;
  length: number;
  sampleRate?: number;
  timeoutMs?: number;
}

export { TEST_SAMPLE_RATE };

export async function renderOffline(
  options: RenderOptions,
  build: (context: OfflineAudioContext) => void | Promise<void>,
): Promise<AudioBuffer> {
  const { channels = 2, length, sampleRate = TEST_SAMPLE_RATE, timeoutMs = 20_000 } = options;
  const context = new OfflineAudioContext(channels, length, sampleRate);
  await build(context);
  return renderWithTimeout(context, timeoutMs, 'processor render');
}

/** A buffer holding a unit impulse at sample 0 in every channel. */
export function impulseBuffer(context: BaseAudioContext, channels = 1): AudioBuffer {
  const buffer = new AudioBuffer({ numberOfChannels: channels, length: 1, sampleRate: context.sampleRate });
  for (let channel = 0; channel < channels; channel += 1) buffer.getChannelData(channel)[0] = 1;
  return buffer;
}

/** Starts `buffer` at time 0 into `destination`. */
export function playBuffer(context: BaseAudioContext, buffer: AudioBuffer, destination: AudioNode): AudioBufferSourceNode {
  const source = new AudioBufferSourceNode(context, { buffer });
  source.connect(destination);
  source.start(0);
  return source;
}

/** A buffer of independent sines per channel (amplitude 1 unless given). */
export function sineBuffer(
  sampleRate: number,
  frequency: number,
  length: number,
  channelAmplitudes: readonly number[] = [1],
): AudioBuffer {
  const buffer = new AudioBuffer({ numberOfChannels: channelAmplitudes.length, length, sampleRate });
  channelAmplitudes.forEach((amplitude, channel) => {
    const data = buffer.getChannelData(channel);
    const step = (2 * Math.PI * frequency) / sampleRate;
    for (let i = 0; i < length; i += 1) data[i] = amplitude * Math.sin(step * i);
  });
  return buffer;
}

/** Seeded uniform white noise, independent per channel (amplitude 0.5). */
export function noiseBuffer(sampleRate: number, length: number, channels = 1, seed = 1): AudioBuffer {
  const buffer = new AudioBuffer({ numberOfChannels: channels, length, sampleRate });
  let state = (seed * 2654435761) >>> 0 || 1;
  for (let channel = 0; channel < channels; channel++) {
    const data = buffer.getChannelData(channel);
    for (let i = 0; i < length; i++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      data[i] = (state | 0) / 4294967296;
    }
  }
  return buffer;
}
