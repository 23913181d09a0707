/** Transport gate, volume and mute in series, each its own gain so they never fight. */
import { dbToGain, type Decibels } from '../lib/units';
import { createGain, rampParam, SWITCH_FADE_SECONDS, VOLUME_RAMP_SECONDS } from './param-ramp';

export class OutputStage {
  readonly input: GainNode;
  private readonly volume: GainNode;
  private readonly mute: GainNode;

  constructor(
    private readonly context: BaseAudioContext,
    destination: AudioNode,
    options: { volumeDb: Decibels; muted: boolean },
  ) {
    this.input = createGain(context, 0);
    this.volume = createGain(context, dbToGain(options.volumeDb));
    this.mute = createGain(context, options.muted ? 0 : 1);
    this.input.connect(this.volume).connect(this.mute).connect(destination);
  }

  /** Opens or closes the transport gate; returns when the fade ends. */
  gate(open: boolean, at?: number): number {
    return rampParam(this.input.gain, open ? 1 : 0, this.context, { duration: SWITCH_FADE_SECONDS, at });
  }

  setVolume(level: Decibels): number {
    return rampParam(this.volume.gain, dbToGain(level), this.context, { duration: VOLUME_RAMP_SECONDS });
  }

  setMuted(muted: boolean): number {
    return rampParam(this.mute.gain, muted ? 0 : 1, this.context);
  }

  dispose(): void {
    this.input.disconnect();
    this.volume.disconnect();
    this.mute.disconnect();
  }
}
