export type { AudioProcessor, ProcessorChainFactory } from './audio-processor';
export type {
  DistortionType,
  EqBandSpec,
  ProcessorKind,
  ProcessorSpec,
  QuestionProcessing,
  StimulusSpec,
} from './processor-spec';
export type { SpecOf, UpdatableProcessor } from './updatable-processor';
export { createProcessorChain, type ProcessorChain } from './processor-chain';
export { createProcessor, type ProcessorServices } from './create-processor';
export { PROCESSOR_KINDS, exampleOfEveryKind, type ProcessorKindDescriptor } from './processor-kinds';
export { createEqProcessor, MAX_EQ_BANDS, type EqSpec } from './eq-processor';
export { createGainProcessor, type GainSpec } from './gain-processor';
export { createStereoPanProcessor, type StereoPanSpec } from './stereo-pan-processor';
export { createSpatialProcessor, directionToPosition, type SpatialSpec } from './spatial-processor';
export { whenHrtfReady, type Delay } from './hrtf-ready';
export { createDistanceProcessor, criticalDistance, distanceGains, type DistanceSpec } from './distance-processor';
export { airAttenuationDbPerMetre } from './air-absorption';
export { createReverbProcessor, reverbMixGains, type ReverbSpec } from './reverb-processor';
export type { ImpulseResponseSource } from './convolution';
export { createWidthProcessor, type WidthSpec } from './width-processor';
export { createDistortionProcessor, type DistortionSpec } from './distortion-processor';
export { MAX_THD, REFERENCE_AMPLITUDE } from './distortion-curve';
export {
  exactCentreFrequency,
  OCTAVE_NOMINAL_FREQUENCIES,
  THIRD_OCTAVE_NOMINAL_FREQUENCIES,
} from './iso-frequencies';
