/**
 * Which A/B fade law the reverb area needs: the short-term level through the switch from the
 * dry original to each mix, with both laws, against the same windows of the steady sounds.
 */
import { describe, expect, it } from 'vitest';
import type { FadeLaw } from '../../audio/ab-crossfade';
import { fadeLawFor } from '../../audio/fade-law';
import { createProcessorChain } from '../../audio/processors/processor-chain';
import { measureAbSwitch } from '../../audio/testing/ab-switch';
import { reverbDefinition } from './reverb-definition';

const processingAt = (drr: number) => reverbDefinition.buildProcessing({ rt60: 1, drr, decayScale: [], mixScale: [], source: 'programme' });

/** The larger of the swell above the louder side and the dip below the quieter one (dB). */
async function deviation(drr: number, fadeLaw: FadeLaw): Promise<number> {
  const figures = await measureAbSwitch({ processing: processingAt(drr), fadeLaw, createProcessorChain });
  return Math.max(figures.levelBumpDb, figures.levelDipDb, 0);
}

describe('reverb A/B switch', () => {
  it.each([12, 4, 0, -4, -6, -8, -12])('DRR %s dB: the chosen law keeps the level through the switch closer than the other', { timeout: 60_000 }, async (drr) => {
    const chosen = fadeLawFor(processingAt(drr));
    const other: FadeLaw = chosen === 'equal-gain' ? 'equal-power' : 'equal-gain';
    const [mine, theirs] = [await deviation(drr, chosen), await deviation(drr, other)];
    // Near the crossover (-4 to -6 dB) the two differ by about 0.1 dB; elsewhere by up to 2.5 dB.
    expect(mine, `${chosen} ${mine.toFixed(2)} dB, ${other} ${theirs.toFixed(2)} dB`).toBeLessThan(theirs + 0.05);
    // Switching between partly decorrelated sounds moves the 5 ms level by up to ~1.7 dB with either law.
    expect(mine).toBeLessThan(2);
  });
});
