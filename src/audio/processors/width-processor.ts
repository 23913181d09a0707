import { initParam, rampParam } from '../param-ramp';
import { disconnectAll, type SpecOf, type UpdatableProcessor } from './updatable-processor';

export type WidthSpec = SpecOf<'width'>;

/**
 * Mid/side width: M = (L + R) / 2, S = (L - R) / 2, out L = M + wS, R = M - wS with w = width/100.
 * Written as the matrix L' = (1+w)/2 L + (1-w)/2 R, R' = (1-w)/2 L + (1+w)/2 R, so 0 % gives two
 * bit-identical channels and 100 % the input bit for bit (a gain of 1 and a gain of 0).
 * A mono input is up-mixed to L = R first, so it stays mono at any width.
 */
export function widthMatrix(width: number): { same: number; cross: number } {
  const w = Math.max(0, width) / 100;
  return { same: (1 + w) / 2, cross: (1 - w) / 2 };
}

export function createWidthProcessor(context: BaseAudioContext, spec: WidthSpec): UpdatableProcessor<WidthSpec> {
  // A splitter is always discrete (mono would land in L only); this gain up-mixes mono to L = R.
  const input = new GainNode(context, { channelCount: 2, channelCountMode: 'explicit', channelInterpretation: 'speakers' });
  const splitter = new ChannelSplitterNode(context, { numberOfOutputs: 2 });
  input.connect(splitter);
  const merger = new ChannelMergerNode(context, { numberOfInputs: 2 });
  const gains = { ll: new GainNode(context), rl: new GainNode(context), lr: new GainNode(context), rr: new GainNode(context) };
  splitter.connect(gains.ll, 0);
  splitter.connect(gains.lr, 0);
  splitter.connect(gains.rl, 1);
  splitter.connect(gains.rr, 1);
  gains.ll.connect(merger, 0, 0);
  gains.rl.connect(merger, 0, 0);
  gains.lr.connect(merger, 0, 1);
  gains.rr.connect(merger, 0, 1);
  const apply = (width: number, set: (param: AudioParam, value: number) => void): void => {
    const { same, cross } = widthMatrix(width);
    set(gains.ll.gain, same);
    set(gains.rr.gain, same);
    set(gains.lr.gain, cross);
    set(gains.rl.gain, cross);
  };
  apply(spec.width, (param, value) => initParam(param, value, context));
  let current = spec;
  return {
    input,
    output: merger,
    ready: Promise.resolve(),
    get spec() {
      return current;
    },
    update(next) {
      apply(next.width, (param, value) => rampParam(param, value, context));
      current = next;
      return true;
    },
    dispose() {
      disconnectAll([input, splitter, merger, gains.ll, gains.rl, gains.lr, gains.rr]);
    },
  };
}
