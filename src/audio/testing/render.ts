/**
 * Offline rendering for tests and benchmarks that fails loudly instead of hanging, and a way
 * to act at a given moment of the render (OfflineAudioContext.suspend).
 */
export const TEST_SAMPLE_RATE = 48_000;
const RENDER_QUANTUM = 128;

export async function renderWithTimeout(context: OfflineAudioContext, timeoutMs = 20_000, label = 'render'): Promise<AudioBuffer> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${label}: OfflineAudioContext.startRendering() did not finish within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([context.startRendering(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** `seconds` rounded to a render-quantum boundary, where suspend() can actually stop. */
export function quantumTime(context: BaseAudioContext, seconds: number): number {
  return (Math.round((seconds * context.sampleRate) / RENDER_QUANTUM) * RENDER_QUANTUM) / context.sampleRate;
}

/** Runs `action` when the render reaches `seconds` (rounded to a quantum); returns the exact time used. */
export function atRenderTime(context: OfflineAudioContext, seconds: number, action: () => void): number {
  const time = quantumTime(context, seconds);
  void context.suspend(time).then(() => {
    action();
    return context.resume();
  });
  return time;
}

export function channel(buffer: AudioBuffer, index: number): Float32Array {
  return buffer.getChannelData(index);
}
