import type { AudioProcessor } from './audio-processor';
import type { ProcessorSpec } from './processor-spec';

/** The spec of one processor kind, e.g. `SpecOf<'eq'>`. */
export type SpecOf<K extends ProcessorSpec['kind']> = Extract<ProcessorSpec, { kind: K }>;

/**
 * A processor whose parameters can change while it plays. `update` ramps to the new spec and
 * returns true; it returns false (changing nothing) when the change needs a new processor,
 * for example a different number of EQ bands or a new reverb impulse response.
 */
export interface UpdatableProcessor<S extends ProcessorSpec = ProcessorSpec> extends AudioProcessor {
  readonly spec: S;
  update(spec: S): boolean;
}

/** Disconnects every node; a node that was never connected is fine. */
export function disconnectAll(nodes: readonly AudioNode[]): void {
  for (const node of nodes) node.disconnect();
}
