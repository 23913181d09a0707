import type { ConvolutionOptions } from './convolution';
import { createDistanceProcessor } from './distance-processor';
import { createDistortionProcessor } from './distortion-processor';
import { createEqProcessor } from './eq-processor';
import { createGainProcessor } from './gain-processor';
import type { ProcessorSpec } from './processor-spec';
import { createReverbProcessor } from './reverb-processor';
import { createSpatialProcessor, type SpatialOptions } from './spatial-processor';
import { createStereoPanProcessor } from './stereo-pan-processor';
import type { UpdatableProcessor } from './updatable-processor';
import { createWidthProcessor } from './width-processor';

/** Injected services: the HRTF warm-up's timer and the impulse-response source. */
export type ProcessorServices = SpatialOptions & ConvolutionOptions;

/** Builds the processor for one spec; `update` accepts only a spec of the same kind. */
export function createProcessor(context: BaseAudioContext, spec: ProcessorSpec, services: ProcessorServices = {}): UpdatableProcessor {
  const processor = build(context, spec, services);
  const update = processor.update.bind(processor) as (next: ProcessorSpec) => boolean;
  return {
    input: processor.input,
    output: processor.output,
    ready: processor.ready,
    get spec() {
      return processor.spec;
    },
    update: (next) => next.kind === spec.kind && update(next),
    dispose: () => processor.dispose(),
  };
}

function build(context: BaseAudioContext, spec: ProcessorSpec, services: ProcessorServices): UpdatableProcessor {
  switch (spec.kind) {
    case 'eq':
      return createEqProcessor(context, spec) as UpdatableProcessor;
    case 'gain':
      return createGainProcessor(context, spec) as UpdatableProcessor;
    case 'stereo-pan':
      return createStereoPanProcessor(context, spec) as UpdatableProcessor;
    case 'spatial':
      return createSpatialProcessor(context, spec, services) as UpdatableProcessor;
    case 'distance':
      return createDistanceProcessor(context, spec, services) as UpdatableProcessor;
    case 'reverb':
      return createReverbProcessor(context, spec, services) as UpdatableProcessor;
    case 'width':
      return createWidthProcessor(context, spec) as UpdatableProcessor;
    case 'distortion':
      return createDistortionProcessor(context, spec) as UpdatableProcessor;
  }
}
