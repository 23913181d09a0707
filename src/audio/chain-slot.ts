/**
 * Holds the processed branch's processor chain. A new chain fades in while the old one
 * fades out (then is disposed on the audio clock); a chain that can change live (same
 * stages, new parameters) is updated in place and ramps by itself.
 */
import type { AudioProcessor, ProcessorChainFactory } from './processors/audio-processor';
import type { ProcessorSpec } from './processors/processor-spec';
import { atAudioTime, type Cancel } from './audio-clock';
import { createGain, rampParam, SWITCH_FADE_SECONDS } from './param-ramp';

interface Mounted {
  processor: AudioProcessor;
  fader: GainNode;
}

interface Updatable {
  update(chain: readonly ProcessorSpec[]): boolean;
}

function canUpdate(processor: AudioProcessor): processor is AudioProcessor & Updatable {
  return typeof (processor as Partial<Updatable>).update === 'function';
}

function passThrough(context: BaseAudioContext): AudioProcessor {
  const node = new GainNode(context);
  return { input: node, output: node, ready: Promise.resolve(), dispose: () => node.disconnect() };
}

export class ChainSlot {
  readonly input: GainNode;
  readonly output: GainNode;
  private mounted: Mounted;
  private specs: readonly ProcessorSpec[] | null = null;
  private readonly retiring = new Map<Mounted, Cancel>();

  constructor(
    private readonly context: BaseAudioContext,
    private readonly factory: ProcessorChainFactory,
  ) {
    this.input = new GainNode(context);
    this.output = new GainNode(context);
    this.mounted = this.mount(passThrough(context), 1);
  }

  /**
   * Replaces the chain (null: pass-through), fading over from context time `at` (default now);
   * resolves when the new chain can render.
   */
  set(specs: readonly ProcessorSpec[] | null, at?: number): Promise<void> {
    const empty = specs === null || specs.length === 0;
    const current = this.mounted.processor;
    if (specs === this.specs) return current.ready;
    if (!empty && this.specs !== null && canUpdate(current) && current.update(specs)) {
      this.specs = specs;
      return current.ready;
    }
    if (empty && this.specs === null) return Promise.resolve();
    // The factory may throw on a bad spec; the old chain then stays in place.
    const processor = empty ? passThrough(this.context) : this.factory(this.context, specs);
    const previous = this.mounted;
    this.mounted = this.mount(processor, 0);
    this.specs = empty ? null : specs;
    rampParam(this.mounted.fader.gain, 1, this.context, { at });
    const faded = rampParam(previous.fader.gain, 0, this.context, { at });
    this.retire(previous, faded);
    return processor.ready;
  }

  dispose(): void {
    for (const [mounted, cancel] of this.retiring) {
      cancel();
      this.unmount(mounted);
    }
    this.retiring.clear();
    this.unmount(this.mounted);
    this.input.disconnect();
    this.output.disconnect();
  }

  private mount(processor: AudioProcessor, gain: number): Mounted {
    const fader = createGain(this.context, gain);
    this.input.connect(processor.input);
    processor.output.connect(fader).connect(this.output);
    return { processor, fader };
  }

  private retire(mounted: Mounted, at: number): void {
    const cancel = atAudioTime(this.context, at + SWITCH_FADE_SECONDS, () => {
      this.retiring.delete(mounted);
      this.unmount(mounted);
    });
    this.retiring.set(mounted, cancel);
  }

  private unmount({ processor, fader }: Mounted): void {
    this.input.disconnect(processor.input);
    processor.dispose();
    fader.disconnect();
  }
}
