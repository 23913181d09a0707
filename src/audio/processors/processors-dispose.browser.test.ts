import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dB, degrees, hz, percent, seconds } from '../../lib/units';
import { trackConnections, type ConnectionTracker } from '../testing/connection-tracker';
import { createProcessor } from './create-processor';
import { createProcessorChain } from './processor-chain';
import type { ProcessorSpec } from './processor-spec';
import { TEST_SAMPLE_RATE } from './testing/offline-render';

const every: ProcessorSpec[] = [
  { kind: 'eq', bands: [{ frequency: hz(1000), gain: dB(6), q: 1.414 }, { frequency: hz(4000), gain: dB(-3), q: 4.318 }] },
  { kind: 'gain', gain: dB(-6) },
  { kind: 'stereo-pan', pan: 0.3 },
  { kind: 'spatial', azimuth: degrees(45), elevation: degrees(10) },
  { kind: 'distance', distance: 4, referenceDistance: 1, roomRt60: seconds(0.4) },
  { kind: 'reverb', rt60: seconds(0.4), preDelay: seconds(0.01), mix: percent(30) },
  { kind: 'width', width: percent(150) },
  { kind: 'distortion', type: 'soft', thd: percent(3) },
];

describe('dispose() leaves nothing connected', () => {
  let tracker: ConnectionTracker;
  beforeEach(() => {
    tracker = trackConnections();
  });
  afterEach(() => tracker.restore());

  it.each(every.map((spec) => [spec.kind, spec] as const))('%s', async (_, spec) => {
    const context = new OfflineAudioContext(2, 128, TEST_SAMPLE_RATE);
    const source = new ConstantSourceNode(context);
    const processor = createProcessor(context, spec);
    source.connect(processor.input);
    processor.output.connect(context.destination);
    await processor.ready;
    expect(tracker.liveConnections(context).length).toBeGreaterThan(1);
    processor.dispose();
    expect(tracker.liveConnections(context).filter((edge) => edge.from !== source)).toEqual([]);
  });

  it('a chain of every processor, disposed before its responses arrive', () => {
    const context = new OfflineAudioContext(2, 128, TEST_SAMPLE_RATE);
    const chain = createProcessorChain(context, every);
    chain.output.connect(context.destination);
    chain.dispose();
    expect(tracker.liveConnections(context)).toEqual([]);
  });

  it('an empty chain', () => {
    const context = new OfflineAudioContext(2, 128, TEST_SAMPLE_RATE);
    const chain = createProcessorChain(context, []);
    chain.output.connect(context.destination);
    chain.dispose();
    expect(tracker.liveConnections(context)).toEqual([]);
  });
});
