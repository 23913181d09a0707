/** Builds an engine on an OfflineAudioContext, lets a test script it, renders and disposes. */
import { dB } from '../../lib/units';
import { AudioEngine, type AudioEngineOptions } from '../engine';
import { renderWithTimeout, TEST_SAMPLE_RATE } from './render';
import { simpleChain } from './simple-chain';

export interface EngineRender {
  buffer: AudioBuffer;
  engine: AudioEngine;
  context: OfflineAudioContext;
}

export async function renderEngine(
  seconds: number,
  script: (engine: AudioEngine, context: OfflineAudioContext) => void | Promise<void>,
  options: Partial<AudioEngineOptions> & { sampleRate?: number; keep?: boolean } = {},
): Promise<EngineRender> {
  const sampleRate = options.sampleRate ?? TEST_SAMPLE_RATE;
  const context = new OfflineAudioContext(2, Math.round(seconds * sampleRate), sampleRate);
  const engine = new AudioEngine({
    createProcessorChain: simpleChain,
    ...options,
    context,
    initial: { volumeDb: dB(0), ...options.initial },
  });
  await script(engine, context);
  const buffer = await renderWithTimeout(context);
  if (!options.keep) engine.dispose();
  return { buffer, engine, context };
}

/** A buffer holding `values(i)` in every channel. */
export function makeBuffer(sampleRate: number, length: number, values: (index: number) => number, channels = 1): AudioBuffer {
  const buffer = new AudioBuffer({ numberOfChannels: channels, length, sampleRate });
  for (let c = 0; c < channels; c++) {
    const data = new Float32Array(length);
    for (let i = 0; i < length; i++) data[i] = values(i);
    buffer.copyToChannel(data, c);
  }
  return buffer;
}
