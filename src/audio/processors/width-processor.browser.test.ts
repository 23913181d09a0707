import { describe, expect, it } from 'vitest';
import { percent } from '../../lib/units';
import { energy } from './testing/measure';
import { noiseBuffer, playBuffer, renderOffline, TEST_SAMPLE_RATE } from './testing/offline-render';
import { createWidthProcessor } from './width-processor';

const LENGTH = 4800;
const input = noiseBuffer(TEST_SAMPLE_RATE, LENGTH, 2, 3);

async function renderWidth(width: number, source: AudioBuffer = input): Promise<[Float32Array, Float32Array]> {
  const rendered = await renderOffline({ channels: 2, length: LENGTH }, (context) => {
    const processor = createWidthProcessor(context, { kind: 'width', width: percent(width) });
    processor.output.connect(context.destination);
    playBuffer(context, source, processor.input);
  });
  return [rendered.getChannelData(0), rendered.getChannelData(1)];
}

function midSide([left, right]: readonly [Float32Array, Float32Array]): { mid: number; side: number } {
  const mid = left.map((l, i) => (l + (right[i] as number)) / 2);
  const side = left.map((l, i) => (l - (right[i] as number)) / 2);
  return { mid: energy(mid), side: energy(side) };
}

describe('width processor', () => {
  it('0 % gives two bit-identical channels', async () => {
    const [left, right] = await renderWidth(0);
    expect(left).toEqual(right);
    expect(energy(left)).toBeGreaterThan(0);
  });

  it('100 % leaves the signal unchanged, bit for bit', async () => {
    const [left, right] = await renderWidth(100);
    expect(left).toEqual(input.getChannelData(0));
    expect(right).toEqual(input.getChannelData(1));
  });

  it.each([25, 50, 150, 200])('%s %: mid energy kept, side energy scaled by (width / 100)^2', async (width) => {
    const before = midSide([input.getChannelData(0), input.getChannelData(1)]);
    const after = midSide(await renderWidth(width));
    expect(after.mid / before.mid).toBeCloseTo(1, 5);
    expect(after.side / before.side).toBeCloseTo((width / 100) ** 2, 5);
  });

  it('keeps a mono source mono at any width', async () => {
    const [left, right] = await renderWidth(200, noiseBuffer(TEST_SAMPLE_RATE, LENGTH, 1, 4));
    expect(left).toEqual(right);
  });
});
