/**
 * What a loaded source is, as plain data: a buffer (optionally with a pre-rendered
 * processed twin) or an oscillator. The live player and the offline level-match render
 * both start nodes from the same material, so they hear the same thing.
 */
export interface BufferMaterial {
  kind: 'buffer';
  buffer: AudioBuffer;
  /** A pre-rendered processed version, sample-aligned with `buffer`: it bypasses the chain. */
  processed?: AudioBuffer;
  /** Always loops (pink noise), regardless of the transport's loop setting. */
  endless: boolean;
  /** Gain of the mono downmix; sqrt(2) for decorrelated channels (see ChannelStage). */
  monoGain: number;
}

export interface SineMaterial {
  kind: 'sine';
  frequency: number;
  /** Peak amplitude (1 = full scale). */
  amplitude: number;
}

export type SourceMaterial = BufferMaterial | SineMaterial;

/** Seconds of programme, or null for endless sources. */
export function materialDuration(material: SourceMaterial): number | null {
  if (material.kind === 'sine' || material.endless) return null;
  const { buffer, processed } = material;
  return processed ? Math.min(buffer.duration, processed.duration) : buffer.duration;
}

export function materialMonoGain(material: SourceMaterial): number {
  return material.kind === 'buffer' ? material.monoGain : 1;
}

export interface StartedMaterial {
  nodes: AudioScheduledSourceNode[];
  /** The node whose end means the programme ended. */
  main: AudioScheduledSourceNode;
  /** Sound for the processed branch when the material brings its own; else null. */
  processedNode: AudioNode | null;
  output: AudioNode;
  /** Disconnects every node of this play-through (call once it has ended). */
  release(): void;
}

/** Builds and starts fresh source nodes for one play-through. */
export function startMaterial(
  context: BaseAudioContext,
  material: SourceMaterial,
  options: { when: number; offset: number; loop: boolean },
): StartedMaterial {
  if (material.kind === 'sine') {
    const oscillator = new OscillatorNode(context, { type: 'sine', frequency: material.frequency });
    const amplitude = new GainNode(context, { gain: material.amplitude });
    oscillator.connect(amplitude);
    oscillator.start(options.when);
    const release = (): void => {
      oscillator.disconnect();
      amplitude.disconnect();
    };
    return { nodes: [oscillator], main: oscillator, processedNode: null, output: amplitude, release };
  }
  const loop = material.endless || options.loop;
  const original = new AudioBufferSourceNode(context, { buffer: material.buffer, loop });
  const nodes: AudioScheduledSourceNode[] = [original];
  let processedNode: AudioNode | null = null;
  if (material.processed) {
    const twin = new AudioBufferSourceNode(context, { buffer: material.processed, loop });
    nodes.push(twin);
    processedNode = twin;
  }
  for (const node of nodes) (node as AudioBufferSourceNode).start(options.when, options.offset);
  const release = (): void => {
    for (const node of nodes) node.disconnect();
  };
  return { nodes, main: original, processedNode, output: original, release };
}
