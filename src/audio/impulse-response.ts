/**
 * Impulse responses: the worker's client and the shared cache (impulse-response-cache.ts), and
 * the synthesis itself for callers that run it inline (benches, tests). The app imports the
 * cache's module itself, whose chunk then carries none of the synthesis.
 */
export {
  clearImpulseResponseCache,
  createImpulseResponseSynthesizer,
  createWorker,
  DEFAULT_IR_SAMPLE_RATE,
  impulseResponseReady,
  loadImpulseResponse,
  MAX_RT60,
  MIN_RT60,
  toAudioBuffer,
  type ImpulseResponseData,
  type ImpulseResponseRequest,
  type ImpulseResponseSynthesizer,
  type SynthesisOptions,
} from './impulse-response-cache';
export { synthesizeImpulseResponse } from './impulse-response-synthesis';
