import { describe, expect, it } from 'vitest';
import { maxStep } from './analysis';
import { initParam, rampParam } from './param-ramp';
import { atRenderTime, renderWithTimeout, TEST_SAMPLE_RATE } from './testing/render';

const rate = TEST_SAMPLE_RATE;

async function renderOffset(script: (offset: AudioParam, context: OfflineAudioContext) => void): Promise<Float32Array> {
  const context = new OfflineAudioContext(1, rate / 2, rate);
  const source = new ConstantSourceNode(context, { offset: 1 });
  source.connect(context.destination);
  source.start();
  script(source.offset, context);
  return (await renderWithTimeout(context)).getChannelData(0);
}

describe('rampParam', () => {
  it('pins the spec behaviour it works around: cancelAndHoldAtTime after a setValueAtTime holds nothing', async () => {
    let at = 0;
    const out = await renderOffset((offset, context) => {
      offset.setValueAtTime(1, 0);
      at = atRenderTime(context, 0.1, () => {
        offset.cancelAndHoldAtTime(context.currentTime);
        offset.linearRampToValueAtTime(0, context.currentTime + 0.1);
      });
    });
    // The ramp starts from the event at t = 0, so the value jumps to ~0.5 at the change.
    expect(out[Math.round(at * rate) + 1]).toBeLessThan(0.6);
  });

  it('starts from the current value and reaches the target exactly at the end', async () => {
    let at = 0;
    const out = await renderOffset((offset, context) => {
      initParam(offset, 1, context);
      at = atRenderTime(context, 0.1, () => rampParam(offset, 0.25, context, { duration: 0.05 }));
    });
    const start = Math.round(at * rate);
    expect(out[start - 1]).toBe(1);
    expect(out[start + 1]).toBeGreaterThan(0.99);
    expect(out[start + Math.round(0.025 * rate)]).toBeCloseTo(0.625, 3);
    expect(out[start + Math.round(0.05 * rate) + 1]).toBeCloseTo(0.25, 6);
    expect(maxStep(out, 0, out.length)).toBeLessThanOrEqual((0.75 / (0.05 * rate)) * 1.01);
  });

  it('takes over a ramp in progress without a jump', async () => {
    const out = await renderOffset((offset, context) => {
      initParam(offset, 0, context);
      atRenderTime(context, 0.1, () => rampParam(offset, 1, context, { duration: 0.1 }));
      atRenderTime(context, 0.15, () => rampParam(offset, 0, context, { duration: 0.01 }));
    });
    // The reversal goes from ~0.5 to 0 in 10 ms: 0.5 / 480 per sample.
    expect(maxStep(out)).toBeLessThanOrEqual((0.5 / (0.01 * rate)) * 1.05);
    expect(Math.max(...out)).toBeGreaterThan(0.45);
    expect(out.at(-1)).toBe(0);
  });
});
