/**
 * Original/processed switch. Both branches run all the time; one control value x (0 =
 * original, 1 = processed) ramps linearly and two wave shapers turn it into the branch
 * gains, so the two gains can never disagree, even when a switch is reversed mid-fade.
 *
 * Fade law: 'equal-gain' (1 - x, x) keeps correlated branches flat, which is the usual case
 * (an EQ band or a drive change leaves most of the signal identical); 'equal-power'
 * (cos, sin) keeps decorrelated branches flat (a fully wet reverb) but swells correlated ones
 * by up to 3 dB mid-fade.
 */
import { initParam, rampParam, SWITCH_FADE_SECONDS } from './param-ramp';

export type Branch = 'original' | 'processed';
export type FadeLaw = 'equal-gain' | 'equal-power';

const CURVE_POINTS = 2049;

/** Curve over shaper input [-1, 1]; only [0, 1] is used. Odd length puts a point at 0. */
function lawCurve(law: FadeLaw, branch: Branch): Float32Array<ArrayBuffer> {
  const curve = new Float32Array(CURVE_POINTS);
  for (let i = 0; i < CURVE_POINTS; i++) {
    const x = Math.min(1, Math.max(0, -1 + (2 * i) / (CURVE_POINTS - 1)));
    const share = branch === 'processed' ? x : 1 - x;
    curve[i] = law === 'equal-gain' ? share : Math.sin((share * Math.PI) / 2);
  }
  return curve;
}

export class AbCrossfade {
  readonly original: GainNode;
  readonly processed: GainNode;
  readonly output: GainNode;
  private readonly control: ConstantSourceNode;
  private readonly shapers: Record<Branch, WaveShaperNode>;
  private law: FadeLaw;
  private branch: Branch;

  constructor(
    private readonly context: BaseAudioContext,
    options: { law?: FadeLaw; selected?: Branch } = {},
  ) {
    this.law = options.law ?? 'equal-gain';
    this.branch = options.selected ?? 'original';
    // Gains at 0: the shapers' outputs are added to them and set the actual gain.
    this.original = new GainNode(context, { gain: 0 });
    this.processed = new GainNode(context, { gain: 0 });
    this.output = new GainNode(context);
    this.control = new ConstantSourceNode(context, { offset: this.branch === 'processed' ? 1 : 0 });
    initParam(this.control.offset, this.branch === 'processed' ? 1 : 0, context);
    this.shapers = {
      original: new WaveShaperNode(context, { curve: lawCurve(this.law, 'original'), oversample: 'none' }),
      processed: new WaveShaperNode(context, { curve: lawCurve(this.law, 'processed'), oversample: 'none' }),
    };
    this.control.connect(this.shapers.original).connect(this.original.gain);
    this.control.connect(this.shapers.processed).connect(this.processed.gain);
    this.original.connect(this.output);
    this.processed.connect(this.output);
    this.control.start();
  }

  get selected(): Branch {
    return this.branch;
  }

  get fadeLaw(): FadeLaw {
    return this.law;
  }

  /** Crossfades to `branch`; returns the context time at which the fade is complete. */
  select(branch: Branch, duration = SWITCH_FADE_SECONDS): number {
    this.branch = branch;
    return rampParam(this.control.offset, branch === 'processed' ? 1 : 0, this.context, { duration });
  }

  /**
   * Both laws give (1, 0) and (0, 1) at the ends, so swapping curves between switches is
   * silent; a law change mid-fade only bends the remaining few milliseconds.
   */
  setFadeLaw(law: FadeLaw): void {
    if (law === this.law) return;
    this.law = law;
    this.shapers.original.curve = lawCurve(law, 'original');
    this.shapers.processed.curve = lawCurve(law, 'processed');
  }

  dispose(): void {
    this.control.stop();
    this.control.disconnect();
    this.shapers.original.disconnect();
    this.shapers.processed.disconnect();
    this.original.disconnect();
    this.processed.disconnect();
    this.output.disconnect();
  }
}
