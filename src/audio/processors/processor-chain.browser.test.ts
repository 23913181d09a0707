import { describe, expect, it } from 'vitest';
import { dB, hz, qFromBandwidth } from '../../lib/units';
import { createGainProcessor } from './gain-processor';
import { createProcessorChain } from './processor-chain';
import type { ProcessorSpec } from './processor-spec';
import { energy } from './testing/measure';
import { playBuffer, renderOffline, sineBuffer, TEST_SAMPLE_RATE } from './testing/offline-render';
import { measureSineGainsDb } from './testing/sine-gain';

const eqStage: ProcessorSpec = { kind: 'eq', bands: [{ frequency: hz(1000), gain: dB(6), q: qFromBandwidth(1) }] };
const eqAndGain: ProcessorSpec[] = [eqStage, { kind: 'gain', gain: dB(-10) }];

describe('gain processor', () => {
  it('scales by the requested dB', async () => {
    for (const gain of [-20, -6, 0, 3]) {
      const [measured] = await measureSineGainsDb((context) => createGainProcessor(context, { kind: 'gain', gain: dB(gain) }), [440]);
      expect(measured).toBeCloseTo(gain, 4);
    }
  });
});

describe('createProcessorChain', () => {
  it('passes the signal through unchanged when empty', async () => {
    const input = sineBuffer(TEST_SAMPLE_RATE, 997, 4800, [0.5, -0.25]);
    const rendered = await renderOffline({ channels: 2, length: 4800 }, async (context) => {
      const chain = createProcessorChain(context, []);
      await chain.ready;
      chain.output.connect(context.destination);
      playBuffer(context, input, chain.input);
    });
    for (const channel of [0, 1]) expect(rendered.getChannelData(channel)).toEqual(input.getChannelData(channel));
  });

  it('runs the stages in series: EQ gain plus level gain at the centre', async () => {
    const [measured] = await measureSineGainsDb((context) => createProcessorChain(context, eqAndGain), [1000]);
    expect(measured).toBeCloseTo(6 - 10, 3);
  });

  it('updates in place only when the kinds match', async () => {
    const context = new OfflineAudioContext(1, 128, TEST_SAMPLE_RATE);
    const chain = createProcessorChain(context, eqAndGain);
    await chain.ready;
    expect(chain.update([eqStage, { kind: 'gain', gain: dB(0) }])).toBe(true);
    expect(chain.specs[1]).toEqual({ kind: 'gain', gain: 0 });
    expect(chain.update([{ kind: 'gain', gain: dB(0) }, eqStage])).toBe(false);
    expect(chain.update([eqStage])).toBe(false);
  });

  it('is silent after dispose: nothing stays connected', async () => {
    const rendered = await renderOffline({ channels: 1, length: 4800 }, (context) => {
      const chain = createProcessorChain(context, eqAndGain);
      chain.output.connect(context.destination);
      playBuffer(context, sineBuffer(TEST_SAMPLE_RATE, 440, 4800), chain.input);
      chain.dispose();
    });
    expect(energy(rendered.getChannelData(0))).toBe(0);
  });
});
