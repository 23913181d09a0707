import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trackConnections, type ConnectionTracker } from '../testing/connection-tracker';
import { createProcessor } from './create-processor';
import { createProcessorChain } from './processor-chain';
import { exampleOfEveryKind } from './processor-kinds';
import { TEST_SAMPLE_RATE } from './testing/offline-render';

const every = exampleOfEveryKind();

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
