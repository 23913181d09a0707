/**
 * Mono or stereo, before the branches (so a panner or HRTF stage gets one source, not a
 * stereo mix). Mono is the channel sum fed to both ears at equal level: a 'speakers' downmix
 * to one channel ((L + R) / 2) times `monoGain`, then a 'speakers' upmix (M to L and R).
 * Both paths run all the time and switching crossfades them.
 */
import { createGain, rampParam, SWITCH_FADE_SECONDS } from './param-ramp';

export type ChannelMode = 'mono' | 'stereo';

export class ChannelStage {
  readonly input: GainNode;
  readonly output: GainNode;
  private readonly stereo: GainNode;
  private readonly mono: GainNode;
  private mode: ChannelMode;
  private monoGain: number;

  constructor(
    private readonly context: BaseAudioContext,
    options: { mode?: ChannelMode; monoGain?: number } = {},
  ) {
    this.mode = options.mode ?? 'stereo';
    this.monoGain = options.monoGain ?? 1;
    this.input = new GainNode(context);
    this.stereo = createGain(context, this.mode === 'stereo' ? 1 : 0, { channelCount: 2, channelCountMode: 'explicit', channelInterpretation: 'speakers' });
    this.mono = createGain(context, this.mode === 'mono' ? this.monoGain : 0, { channelCount: 1, channelCountMode: 'explicit', channelInterpretation: 'speakers' });
    this.output = new GainNode(context, { channelCount: 2, channelCountMode: 'explicit', channelInterpretation: 'speakers' });
    this.input.connect(this.stereo).connect(this.output);
    this.input.connect(this.mono).connect(this.output);
  }

  get channelMode(): ChannelMode {
    return this.mode;
  }

  /**
   * `monoGain` scales the downmix: 1 for ordinary programme ((L + R) / 2), sqrt(2) for
   * decorrelated channels such as stereo pink noise, whose plain downmix is 3 dB quieter.
   */
  set(mode: ChannelMode, monoGain: number = this.monoGain, duration = SWITCH_FADE_SECONDS): void {
    this.mode = mode;
    this.monoGain = monoGain;
    rampParam(this.stereo.gain, mode === 'stereo' ? 1 : 0, this.context, { duration });
    rampParam(this.mono.gain, mode === 'mono' ? monoGain : 0, this.context, { duration });
  }

  dispose(): void {
    this.input.disconnect();
    this.stereo.disconnect();
    this.mono.disconnect();
    this.output.disconnect();
  }
}
