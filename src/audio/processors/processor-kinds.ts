/**
 * What each processor kind needs, said once: where its code loads from, how long it rings after
 * its input stops, which room it needs synthesised, whether its output shares little enough with
 * its input to switch with an equal-power fade, and an example spec for the tests that build
 * every kind. The engine, the renderer (question-render.ts), the room preparation, the fade law,
 * the server's official rooms and those tests all read this table, so a new kind is one entry
 * here, which the compiler asks for, and its processor module.
 */
import { dB, degrees, hz, percent, seconds, type Seconds } from '../../lib/units';
import { IMPULSE_RESPONSE_RT60S } from '../impulse-response-request';
import type { ConvolutionOptions } from './convolution';
import type { LoopRenderer } from './loop-renderer';
import type { ProcessorKind, ProcessorSpec } from './processor-spec';
import { reverbMixGains } from './reverb-mix';
import type { SpatialOptions } from './spatial-processor';
import type { SpecOf, UpdatableProcessor } from './updatable-processor';

/** Injected services: the HRTF warm-up's timer and the impulse-response source. */
export type ProcessorServices = SpatialOptions & ConvolutionOptions;

export type ProcessorBuilder = (context: BaseAudioContext, spec: ProcessorSpec, services: ProcessorServices) => UpdatableProcessor;

export interface ProcessorKindDescriptor<K extends ProcessorKind> {
  /** The kind's code, loaded on first use: a page that needs only EQ never downloads the reverb's synthesis. */
  load(): Promise<ProcessorBuilder>;
  /** Seconds the processor keeps ringing after its input stops: what a rendered capture must wait for. */
  tailSeconds(spec: SpecOf<K>): number;
  /** The reverberation time of the room whose impulse response it needs synthesised first, or null. */
  roomRt60(spec: SpecOf<K>): Seconds | null;
  /** True when its output correlates with its input below EQUAL_POWER_BELOW_CORRELATION (fade-law.ts). */
  decorrelates(spec: SpecOf<K>): boolean;
  /** A spec of this kind for the tests that build every kind. */
  example: SpecOf<K>;
  /**
   * For a kind computed on the whole loop ahead, as a pure function of its samples, rather than
   * by nodes on the stream (the compressor: its detector must be in its steady state at the loop
   * point, and it must run the same in a browser's worker and in the render pool): loads that
   * function. The engine and the renderer play its output as the source's processed twin
   * (`BufferMaterial.processed`, which bypasses the chain; see src/audio/loop-twin.ts); the
   * kind's stage on the stream, from `load`, is then silent.
   */
  loopRenderer?(): Promise<LoopRenderer>;
}

const as = <K extends ProcessorKind>(build: (context: BaseAudioContext, spec: SpecOf<K>, services: ProcessorServices) => unknown): ProcessorBuilder =>
  build as ProcessorBuilder;

/** The convolver's own margin after the response (reverb-processor.ts). */
const CONVOLVER_MARGIN_SECONDS = 0.05;
/** A filter or a static curve settles within this: the capture's own margin. */
export const SHORT_TAIL_SECONDS = 0.05;

/**
 * Below this correlation between the branches an equal-power fade keeps the level through the
 * switch closer than an equal-gain one. In long-term power the two are equal at r = sqrt(2) - 1
 * (midway, equal-gain has (1 + r) / 2, equal-power 1 + r); measured as the ear meets it, 5 ms
 * windows against the same windows of the steady sounds (reverb-switch.browser.test.ts), the
 * crossover lies between a reverb mix of -4 dB DRR (r = 0.53) and -6 dB (r = 0.45). Near it
 * the two laws differ by about 0.1 dB, so the round figure between the measured points serves.
 */
export const EQUAL_POWER_BELOW_CORRELATION = 0.5;

const none = () => null;
const correlated = () => false;
const shortTail = () => SHORT_TAIL_SECONDS;

export const PROCESSOR_KINDS: { readonly [K in ProcessorKind]: ProcessorKindDescriptor<K> } = {
  eq: {
    load: () => import('./eq-processor').then((m) => as<'eq'>((c, s) => m.createEqProcessor(c, s))),
    // A peaking biquad decays with time constant Q / (pi f); 12 of them is below 16-bit resolution.
    tailSeconds: (spec) => Math.max(SHORT_TAIL_SECONDS, ...spec.bands.map((band) => (12 * band.q) / (Math.PI * band.frequency))),
    roomRt60: none,
    decorrelates: correlated,
    example: { kind: 'eq', bands: [{ frequency: hz(1000), gain: dB(6), q: 1.414 }, { frequency: hz(4000), gain: dB(-3), q: 4.318 }] },
  },
  gain: {
    load: () => import('./gain-processor').then((m) => as<'gain'>((c, s) => m.createGainProcessor(c, s))),
    tailSeconds: shortTail,
    roomRt60: none,
    decorrelates: correlated,
    example: { kind: 'gain', gain: dB(-6) },
  },
  'stereo-pan': {
    load: () => import('./stereo-pan-processor').then((m) => as<'stereo-pan'>((c, s) => m.createStereoPanProcessor(c, s))),
    tailSeconds: shortTail,
    roomRt60: none,
    decorrelates: correlated,
    example: { kind: 'stereo-pan', pan: 0.3 },
  },
  spatial: {
    load: () => import('./spatial-processor').then((m) => as<'spatial'>((c, s, o) => m.createSpatialProcessor(c, s, o))),
    // The HRTF panner's filters are a few ms long.
    tailSeconds: shortTail,
    roomRt60: none,
    decorrelates: correlated,
    example: { kind: 'spatial', azimuth: degrees(45), elevation: degrees(10) },
  },
  distance: {
    load: () => import('./distance-processor').then((m) => as<'distance'>((c, s, o) => m.createDistanceProcessor(c, s, o))),
    tailSeconds: (spec) => 1.5 * spec.roomRt60,
    roomRt60: (spec) => spec.roomRt60,
    decorrelates: correlated,
    example: { kind: 'distance', distance: 4, referenceDistance: 1, roomRt60: seconds(0.4) },
  },
  reverb: {
    load: () => import('./reverb-processor').then((m) => as<'reverb'>((c, s, o) => m.createReverbProcessor(c, s, o))),
    // A pure FIR (a delay and a convolver): its output is periodic exactly once the pre-delay and the response have passed.
    tailSeconds: (spec) => spec.preDelay + IMPULSE_RESPONSE_RT60S * spec.rt60 + CONVOLVER_MARGIN_SECONDS,
    roomRt60: (spec) => spec.rt60,
    // The dry part is the branch's correlation with the original: the wet part is decorrelated, and the mix keeps the power.
    decorrelates: (spec) => reverbMixGains(spec.mix).dry < EQUAL_POWER_BELOW_CORRELATION,
    example: { kind: 'reverb', rt60: seconds(0.4), preDelay: seconds(0.01), mix: percent(30) },
  },
  width: {
    load: () => import('./width-processor').then((m) => as<'width'>((c, s) => m.createWidthProcessor(c, s))),
    tailSeconds: shortTail,
    roomRt60: none,
    decorrelates: correlated,
    example: { kind: 'width', width: percent(150) },
  },
  distortion: {
    load: () => import('./distortion-processor').then((m) => as<'distortion'>((c, s) => m.createDistortionProcessor(c, s))),
    tailSeconds: shortTail,
    roomRt60: none,
    decorrelates: correlated,
    example: { kind: 'distortion', type: 'soft', thd: percent(3) },
  },
  dynamics: {
    load: () => import('./dynamics-processor').then((m) => as<'dynamics'>((c, s) => m.createDynamicsProcessor(c, s))),
    // Rendered ahead as on its second time round the loop, its output never rings past the loop; a
    // compressor on a stream would, its reduction falling to within 1 % of rest in 5 release time constants.
    tailSeconds: (spec) => Math.max(SHORT_TAIL_SECONDS, (5 * spec.releaseMs) / 1000),
    roomRt60: none,
    decorrelates: correlated,
    example: { kind: 'dynamics', gainReductionDb: dB(6), ratio: 4, kneeDb: dB(6), attackMs: 10, releaseMs: 150 },
    loopRenderer: () => import('./dynamics-processor').then((m) => m.renderDynamicsLoop),
  },
};

/** The descriptor of a spec's kind, typed for that spec. */
function descriptorOf<K extends ProcessorKind>(spec: SpecOf<K>): ProcessorKindDescriptor<K> {
  return PROCESSOR_KINDS[spec.kind as K] as ProcessorKindDescriptor<K>;
}

/** Seconds `spec`'s processor rings after its input stops. */
export function processorTailSeconds(spec: ProcessorSpec): number {
  return descriptorOf(spec).tailSeconds(spec);
}

/** The RT60 of the room `spec` needs synthesised, or null. */
export function processorRoomRt60(spec: ProcessorSpec): Seconds | null {
  return descriptorOf(spec).roomRt60(spec);
}

/** True when `spec`'s output shares too little with its input for an equal-gain switch. */
export function processorDecorrelates(spec: ProcessorSpec): boolean {
  return descriptorOf(spec).decorrelates(spec);
}

/** One example spec of every kind, for the tests that build them all. */
export function exampleOfEveryKind(): ProcessorSpec[] {
  return Object.values(PROCESSOR_KINDS).map((descriptor) => descriptor.example);
}
