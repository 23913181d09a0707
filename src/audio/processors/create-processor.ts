/**
 * Builds one processor from its spec. Each kind's code loads on first use (a page that only
 * needs EQ never downloads the reverb's impulse-response synthesis): until it is here, the
 * stage is a silent placeholder whose `ready` resolves once the real processor is in place.
 */
import type { ConvolutionOptions } from './convolution';
import type { ProcessorKind, ProcessorSpec } from './processor-spec';
import type { SpatialOptions } from './spatial-processor';
import type { SpecOf, UpdatableProcessor } from './updatable-processor';

/** Injected services: the HRTF warm-up's timer and the impulse-response source. */
export type ProcessorServices = SpatialOptions & ConvolutionOptions;

type Builder = (context: BaseAudioContext, spec: ProcessorSpec, services: ProcessorServices) => UpdatableProcessor;

const as = <K extends ProcessorKind>(build: (context: BaseAudioContext, spec: SpecOf<K>, services: ProcessorServices) => unknown): Builder =>
  build as Builder;

const LOADERS: { [K in ProcessorKind]: () => Promise<Builder> } = {
  eq: () => import('./eq-processor').then((m) => as<'eq'>((c, s) => m.createEqProcessor(c, s))),
  gain: () => import('./gain-processor').then((m) => as<'gain'>((c, s) => m.createGainProcessor(c, s))),
  'stereo-pan': () => import('./stereo-pan-processor').then((m) => as<'stereo-pan'>((c, s) => m.createStereoPanProcessor(c, s))),
  spatial: () => import('./spatial-processor').then((m) => as<'spatial'>((c, s, o) => m.createSpatialProcessor(c, s, o))),
  distance: () => import('./distance-processor').then((m) => as<'distance'>((c, s, o) => m.createDistanceProcessor(c, s, o))),
  reverb: () => import('./reverb-processor').then((m) => as<'reverb'>((c, s, o) => m.createReverbProcessor(c, s, o))),
  width: () => import('./width-processor').then((m) => as<'width'>((c, s) => m.createWidthProcessor(c, s))),
  distortion: () => import('./distortion-processor').then((m) => as<'distortion'>((c, s) => m.createDistortionProcessor(c, s))),
};

const loaded = new Map<ProcessorKind, Builder>();
const loading = new Map<ProcessorKind, Promise<Builder>>();

function loadBuilder(kind: ProcessorKind): Promise<Builder> {
  let pending = loading.get(kind);
  if (!pending) {
    pending = LOADERS[kind]().then((builder) => {
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
