/**
 * Plays one source material live with a transport position: pause and play again resumes
 * where it stopped (buffers); oscillators simply restart. A fresh set of source nodes is
 * made per play-through, because a started source node cannot start again.
 */
import { createGain, rampParam } from '../param-ramp';
import { materialDuration, materialMonoGain, startMaterial, type SourceMaterial, type StartedMaterial } from './source-material';

interface Running {
  started: StartedMaterial;
  startedAt: number;
  offset: number;
}

export class SourcePlayer {
  /** Fader for the original feed (and the processed one unless the material has its own). */
  readonly output: GainNode;
  /** The material's own processed sound, or null when the processed branch uses `output`. */
  readonly processedOutput: GainNode | null;
  readonly duration: number | null;
  readonly monoGain: number;
  private running: Running | null = null;
  private stopping: Running[] = [];

  constructor(
    private readonly context: BaseAudioContext,
    readonly material: SourceMaterial,
    private loop: boolean,
    private readonly onEnded: () => void,
    /** 0 when the player fades in (replacing another while playing). */
    initialGain = 1,
    /** Seconds into the programme to start from (replacing a player of the same programme). */
    private offset = 0,
  ) {
    this.output = createGain(context, initialGain);
    this.processedOutput = material.kind === 'buffer' && material.processed ? createGain(context, initialGain) : null;
    this.duration = materialDuration(material);
    this.monoGain = materialMonoGain(material);
  }

  /** Fades the player in or out, from context time `at` (default now); returns when the fade ends. */
  fade(to: number, at?: number): number {
    if (this.processedOutput) rampParam(this.processedOutput.gain, to, this.context, { at });
    return rampParam(this.output.gain, to, this.context, { at });
  }

  get playing(): boolean {
    return this.running !== null;
  }

  /** Seconds into the programme at context time `at` (default now). */
  position(at: number = this.context.currentTime): number {
    if (!this.running) return this.offset;
    const elapsed = Math.max(0, at - this.running.startedAt);
    return this.wrap(this.running.offset + elapsed);
  }

  start(when: number): void {
    if (this.running) return;
    const offset = this.duration !== null && this.offset >= this.duration ? 0 : this.offset;
    const started = startMaterial(this.context, this.material, { when, offset, loop: this.loop });
    started.output.connect(this.output);
    started.processedNode?.connect(this.processedOutput ?? this.output);
    const running: Running = { started, startedAt: when, offset };
    started.main.onended = () => {
      started.release();
      this.stopping = this.stopping.filter((entry) => entry !== running);
      if (this.running !== running) return;
      // Reached the end of a non-looping programme.
      this.running = null;
      this.offset = 0;
      this.onEnded();
    };
    this.running = running;
  }

  /** Stops at context time `when`, remembering the position reached then. */
  stop(when: number): void {
    const running = this.running;
    if (!running) return;
    this.offset = this.position(when);
    this.running = null;
    this.stopping.push(running);
    for (const node of running.started.nodes) node.stop(when);
  }

  rewind(): void {
    if (!this.running) this.offset = 0;
  }

  setLoop(loop: boolean): void {
    this.loop = loop;
    if (this.material.kind !== 'buffer' || this.material.endless || !this.running) return;
    for (const node of this.running.started.nodes) (node as AudioBufferSourceNode).loop = loop;
  }

  dispose(): void {
    for (const running of [...this.stopping, ...(this.running ? [this.running] : [])]) {
      running.started.main.onended = null;
      for (const node of running.started.nodes) {
        try {
          node.stop();
        } catch {
          // Already stopped.
        }
      }
      running.started.release();
    }
    this.running = null;
    this.stopping = [];
    this.output.disconnect();
    this.processedOutput?.disconnect();
  }

  private wrap(seconds: number): number {
    if (this.duration === null || this.duration <= 0) return seconds;
    const looping = this.loop || (this.material.kind === 'buffer' && this.material.endless);
    return looping ? seconds % this.duration : Math.min(seconds, this.duration);
  }
}
