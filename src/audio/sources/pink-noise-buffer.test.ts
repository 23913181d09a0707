// @vitest-environment jsdom -- a worker's ErrorEvent
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generatePinkNoise } from './pink-noise';
import { burstGate } from './dry-sources';
import { loadPinkNoiseBuffer, pinkBurstsBuffer, preparePinkNoise } from './pink-noise-buffer';
import type { PinkNoiseRequest } from './pink-noise.worker';

/** jsdom has neither: a buffer that keeps its channels, a worker that answers as told. */
class FakeAudioBuffer {
  readonly channels: Float32Array[];
  readonly sampleRate: number;
  constructor({ numberOfChannels, length, sampleRate }: AudioBufferOptions) {
    this.channels = Array.from({ length: numberOfChannels ?? 1 }, () => new Float32Array(length));
    this.sampleRate = sampleRate;
  }
  get length(): number {
    return this.channels[0]?.length ?? 0;
  }
  get numberOfChannels(): number {
    return this.channels.length;
  }
  copyToChannel(data: Float32Array, channel: number): void {
    this.channels[channel]?.set(data);
  }
  getChannelData(channel: number): Float32Array {
    return this.channels[channel] ?? new Float32Array(0);
  }
}

type Answer = (worker: FakeWorker, request: PinkNoiseRequest) => void;

class FakeWorker extends EventTarget {
  static answer: Answer = () => undefined;
  static spawned: FakeWorker[] = [];
  readonly requests: PinkNoiseRequest[] = [];
  terminated = false;
  constructor(readonly url: URL | string) {
    super();
    FakeWorker.spawned.push(this);
  }
  postMessage(request: PinkNoiseRequest): void {
    this.requests.push(request);
    queueMicrotask(() => FakeWorker.answer(this, request));
  }
  terminate(): void {
    this.terminated = true;
  }
}

const generatedBy = (request: PinkNoiseRequest): Float32Array[] => generatePinkNoise({ ...request, length: 1 << 12 });

function useFakes(answer: Answer): void {
  FakeWorker.answer = answer;
  FakeWorker.spawned = [];
  vi.stubGlobal('AudioBuffer', FakeAudioBuffer);
  vi.stubGlobal('Worker', FakeWorker);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadPinkNoiseBuffer', () => {
  it('generates in a worker, once per sample rate and seed, and buffers what it sends back', async () => {
    useFakes((worker, request) => worker.dispatchEvent(new MessageEvent('message', { data: generatedBy(request) })));
    const [first, again] = await Promise.all([loadPinkNoiseBuffer(32_000, 7), loadPinkNoiseBuffer(32_000, 7)]);
    expect(again).toBe(first);
    expect(FakeWorker.spawned).toHaveLength(1);
    const [worker] = FakeWorker.spawned;
    expect(String(worker?.url)).toContain('pink-noise.worker');
    expect(worker?.requests).toEqual([{ sampleRate: 32_000, seed: 7 }]);
    // Left to end itself: it still writes the noise down for the next visit.
    expect(worker?.terminated).toBe(false);
    expect(first.sampleRate).toBe(32_000);
    expect([first.getChannelData(0), first.getChannelData(1)]).toEqual(generatedBy({ sampleRate: 32_000, seed: 7 }));
  });

  it('generates on the main thread when the worker fails', async () => {
    useFakes((worker) => worker.dispatchEvent(new ErrorEvent('error', { message: 'blocked' })));
    const buffer = await loadPinkNoiseBuffer(16_000);
    expect(FakeWorker.spawned[0]?.terminated).toBe(true);
    const [left, right] = generatePinkNoise({ sampleRate: 16_000 });
    expect(buffer.length).toBe(left?.length);
    expect(buffer.getChannelData(0)).toEqual(left);
    expect(buffer.getChannelData(1)).toEqual(right);
  });

  it('is ready before any context exists once prepared: the context at that rate waits for no new worker', async () => {
    useFakes((worker, request) => worker.dispatchEvent(new MessageEvent('message', { data: generatedBy(request) })));
    preparePinkNoise(24_000);
    expect(FakeWorker.spawned).toHaveLength(1);
    expect(FakeWorker.spawned[0]?.requests).toEqual([{ sampleRate: 24_000 }]);
    const buffer = await loadPinkNoiseBuffer(24_000);
    expect(FakeWorker.spawned).toHaveLength(1);
    expect(buffer.getChannelData(0)).toEqual(generatedBy({ sampleRate: 24_000 })[0]);
    // Another rate (the guess was wrong) is generated for itself.
    await loadPinkNoiseBuffer(22_050);
    expect(FakeWorker.spawned).toHaveLength(2);
  });

  it('prepares nothing where there is no worker: ahead of time, the main thread is not worth it', async () => {
    vi.stubGlobal('Worker', undefined);
    preparePinkNoise(12_000);
    // Had it generated here, the rate would be cached and no worker asked later.
    useFakes((worker, request) => worker.dispatchEvent(new MessageEvent('message', { data: generatedBy(request) })));
    await loadPinkNoiseBuffer(12_000);
    expect(FakeWorker.spawned.map((worker) => worker.requests)).toEqual([[{ sampleRate: 12_000 }]]);
  });
});

describe('pinkBurstsBuffer', () => {
  it('is the noise switched into bursts by their gate, made once per noise buffer', () => {
    vi.stubGlobal('AudioBuffer', FakeAudioBuffer);
    const sampleRate = 16_000;
    const channels = generatePinkNoise({ sampleRate, length: 1 << 16 });
    const noise = new AudioBuffer({ numberOfChannels: channels.length, length: 1 << 16, sampleRate });
    channels.forEach((data, c) => noise.copyToChannel(data, c));
    const bursts = pinkBurstsBuffer(noise);
    expect(pinkBurstsBuffer(noise)).toBe(bursts);
    const gate = burstGate(1 << 16, sampleRate);
    // + 0: silence is silence, whichever sign of zero a product gives.
    channels.forEach((data, c) => {
      expect(Array.from(bursts.getChannelData(c), (v) => v + 0)).toEqual(Array.from(data, (v, i) => Math.fround(v * (gate[i] ?? 0)) + 0));
    });
  });
});
