/**
 * What a room response is asked for with, and its defaults: apart from the synthesis itself, so
 * that the page's side of the worker (impulse-response.ts) carries none of the DSP.
 */
import { OCTAVE_BAND_CENTRES } from './analysis/octave-band-centres';

/** A synthesised response lasts this many RT60s unless asked otherwise: a 66 dB decay. */
export const IMPULSE_RESPONSE_RT60S = 1.1;

export interface ImpulseResponseRequest {
  /** Seconds: one RT60 for every band, or one per `OCTAVE_BAND_CENTRES` band (63 Hz to 16 kHz). */
  rt60: number | readonly number[];
  /** 48 kHz unless given. */
  sampleRate?: number;
  /** 2 (decorrelated stereo) unless given. */
  channels?: number;
  /** Seconds; 1.1 x the longest RT60 (a 66 dB decay) unless given. */
  duration?: number;
  /** Same seed, same noise: a question sounds the same every time. */
  seed?: number;
}

export interface ImpulseResponseData {
  sampleRate: number;
  channels: Float32Array<ArrayBuffer>[];
}

export const DEFAULT_IR_SAMPLE_RATE = 48_000;
export const MIN_RT60 = 0.1;
export const MAX_RT60 = 20;

export interface ResolvedRequest {
  rt60: number[];
  sampleRate: number;
  channels: number;
  duration: number;
  seed: number;
}

/** Fills in defaults and rejects impossible requests with a clear message. */
export function resolveRequest(request: ImpulseResponseRequest): ResolvedRequest {
  const bands = OCTAVE_BAND_CENTRES.length;
  const rt60 = typeof request.rt60 === 'number' ? new Array<number>(bands).fill(request.rt60) : [...request.rt60];
  if (rt60.length !== bands) throw new RangeError(`rt60 needs 1 or ${bands} values, got ${rt60.length}`);
  for (const value of rt60) {
    if (!(value >= MIN_RT60 && value <= MAX_RT60)) throw new RangeError(`RT60 ${value} s outside ${MIN_RT60}..${MAX_RT60} s`);
  }
  const sampleRate = request.sampleRate ?? DEFAULT_IR_SAMPLE_RATE;
  const channels = request.channels ?? 2;
  const duration = request.duration ?? IMPULSE_RESPONSE_RT60S * Math.max(...rt60);
  if (!(sampleRate >= 32_000 && sampleRate <= 192_000)) throw new RangeError(`sample rate ${sampleRate} Hz not supported`);
  if (!(Number.isInteger(channels) && channels >= 1 && channels <= 8)) throw new RangeError(`channels ${channels} not supported`);
  if (!(duration >= 0.75 * Math.max(...rt60) && duration <= 60)) {
    throw new RangeError(`duration ${duration} s must cover at least 0.75 x the longest RT60 (45 dB of decay)`);
  }
  return { rt60, sampleRate, channels, duration, seed: (request.seed ?? 1) >>> 0 };
}
