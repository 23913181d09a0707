/**
 * Builds one processor from its spec. Each kind's code loads on first use (a page that only
 * needs EQ never downloads the reverb's impulse-response synthesis): until it is here, the
 * stage is a silent placeholder whose `ready` resolves once the real processor is in place.
 */
import { PROCESSOR_KINDS, type ProcessorBuilder, type ProcessorServices } from './processor-kinds';
import type { ProcessorKind, ProcessorSpec } from './processor-spec';
import type { UpdatableProcessor } from './updatable-processor';

export type { ProcessorServices } from './processor-kinds';

const loaded = new Map<ProcessorKind, ProcessorBuilder>();
const loading = new Map<ProcessorKind, Promise<ProcessorBuilder>>();

function loadBuilder(kind: ProcessorKind): Promise<ProcessorBuilder> {
  let pending = loading.get(kind);
  if (!pending) {
    pending = PROCESSOR_KINDS[kind].load().then((builder) => {
      loaded.set(kind, builder);
      return builder;
    });
    loading.set(kind, pending);
    // A failed download is tried again next time.
    pending.catch(() => loading.delete(kind));
  }
  return pending;
}

/** Loads the code of these kinds ahead of need (a page that knows its processors). */
export function preloadProcessors(kinds: Iterable<ProcessorKind>): Promise<void> {
  return Promise.all([...new Set(kinds)].map(loadBuilder)).then(() => undefined);
}

/** Wraps a built processor so that `update` accepts only a spec of the same kind. */
function sameKindOnly(processor: UpdatableProcessor, kind: ProcessorKind): UpdatableProcessor {
  const update = processor.update.bind(processor);
  return {
    input: processor.input,
    output: processor.output,
    ready: processor.ready,
    get spec() {
      return processor.spec;
    },
    update: (next) => next.kind === kind && update(next),
    dispose: () => processor.dispose(),
  };
}

/** The stage of a kind whose code is still loading: silent, then the real processor inside. */
function deferredProcessor(context: BaseAudioContext, first: ProcessorSpec, services: ProcessorServices): UpdatableProcessor {
  const input = new GainNode(context);
  const output = new GainNode(context);
  let spec = first;
  let inner: UpdatableProcessor | null = null;
  let disposed = false;
  const ready = loadBuilder(first.kind).then((build) => {
    if (disposed) return;
    inner = build(context, spec, services);
    input.connect(inner.input);
    inner.output.connect(output);
    return inner.ready;
  });
  return {
    input,
    output,
    ready,
    get spec() {
      return inner?.spec ?? spec;
    },
    update(next) {
      if (next.kind !== first.kind) return false;
      if (inner) return inner.update(next);
      // Not built yet: it will be built with the newest spec.
      spec = next;
      return true;
    },
    dispose() {
      disposed = true;
      input.disconnect();
      output.disconnect();
      inner?.dispose();
    },
  };
}

/** Builds the processor for one spec; `update` accepts only a spec of the same kind. */
export function createProcessor(context: BaseAudioContext, spec: ProcessorSpec, services: ProcessorServices = {}): UpdatableProcessor {
  const build = loaded.get(spec.kind);
  return build ? sameKindOnly(build(context, spec, services), spec.kind) : deferredProcessor(context, spec, services);
}
