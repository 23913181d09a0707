/**
 * Pink noise as an AudioBuffer, generated once per sample rate and seed and then shared.
 * The generator (and fft.js with it) loads on first use, so pages that never play pink noise
 * do not download it.
 */
const buffers = new Map<string, Promise<AudioBuffer>>();

export function loadPinkNoiseBuffer(sampleRate: number, seed?: number): Promise<AudioBuffer> {
  const key = `${sampleRate}:${seed ?? 'default'}`;
  let pending = buffers.get(key);
  if (!pending) {
    pending = import('./pink-noise').then(({ generatePinkNoise }) => {
      const channels = generatePinkNoise({ sampleRate, ...(seed === undefined ? {} : { seed }) });
      const buffer = new AudioBuffer({ numberOfChannels: channels.length, length: channels[0]?.length ?? 0, sampleRate });
      channels.forEach((data, channel) => buffer.copyToChannel(data, channel));
      return buffer;
    });
    buffers.set(key, pending);
    pending.catch(() => buffers.delete(key));
  }
  return pending;
}
