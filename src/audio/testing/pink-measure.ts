/**
 * Pink noise as the engine plays it, judged in one-third-octave bands from 31.5 Hz to 16 kHz.
 * The noise is periodic, so one exact period analysed with a rectangular window gives its
 * true line spectrum, with no estimation scatter.
 */
import { fitSpectralSlope, PINK_SLOPE_DB_PER_OCTAVE, type SlopeFit } from '../analysis/third-octave';
import { thirdOctaveBands } from '../analysis/third-octave';
import { powerSpectrum } from '../analysis/spectrum';
import { loadPinkNoiseBuffer } from '../sources/pink-noise-buffer';
import { renderEngine } from './engine-render';
import { TEST_SAMPLE_RATE } from './render';

export async function measureEnginePinkNoise(sampleRate = TEST_SAMPLE_RATE, channel = 0): Promise<SlopeFit> {
  const period = (await loadPinkNoiseBuffer(sampleRate)).length;
  const skip = Math.round(0.1 * sampleRate);
  const { buffer } = await renderEngine(
    (skip + period) / sampleRate,
    async (engine) => {
      await engine.setSource({ kind: 'pink-noise' });
      engine.play();
    },
    { sampleRate },
  );
  const spectrum = powerSpectrum(buffer.getChannelData(channel), { sampleRate, size: period, start: skip, window: 'rectangular' });
  return fitSpectralSlope(thirdOctaveBands(spectrum, 31.5, 16000), PINK_SLOPE_DB_PER_OCTAVE);
}
