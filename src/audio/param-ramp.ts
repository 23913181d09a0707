/**
 * The one way the engine changes an AudioParam. Nothing assigns `param.value`: once any
 * automation is scheduled, a plain assignment is ignored (and before that it steps, which
 * clicks). A change holds the current value, even mid-ramp, and moves linearly from there,
 * so interrupting a ramp never jumps and the end value is reached exactly.
 */

/** Fade used for switching and transport: short enough to feel instant, long enough not to click. */
export const SWITCH_FADE_SECONDS = 0.01;
/** Volume changes glide a little slower so a dragged slider sounds smooth. */
export const VOLUME_RAMP_SECONDS = 0.05;

export interface RampOptions {
  /** Seconds from start to target; 0 sets the value at the start time. */
  duration?: number;
  /** Context time to start; never earlier than `currentTime`. */
  at?: number;
}

/** The last ramp scheduled on a param: v0 until t0, linear to v1 at t1, then v1. */
interface Segment {
  t0: number;
  v0: number;
  t1: number;
  v1: number;
}

const segments = new WeakMap<AudioParam, Segment>();

function valueAt(param: AudioParam, time: number): number {
  const segment = segments.get(param);
  if (!segment) return param.value;
  if (time <= segment.t0) return segment.v0;
  if (time >= segment.t1) return segment.v1;
  return segment.v0 + ((segment.v1 - segment.v0) * (time - segment.t0)) / (segment.t1 - segment.t0);
}

/**
 * Cuts the schedule at `time` and pins the value it has there. cancelAndHoldAtTime alone is
 * not enough: after a plain setValueAtTime it inserts nothing (per spec), and a new ramp
 * would then start from that old event's time, jumping mid-way. Firefox lacks it entirely.
 */
function holdAt(param: AudioParam, time: number): number {
  const value = valueAt(param, time);
  if (typeof param.cancelAndHoldAtTime === 'function') param.cancelAndHoldAtTime(time);
  else param.cancelScheduledValues(time);
  param.setValueAtTime(value, time);
  return value;
}

/** Ramps `param` to `value`; returns the context time at which it gets there. */
export function rampParam(param: AudioParam, value: number, context: BaseAudioContext, options: RampOptions = {}): number {
  const duration = Math.max(0, options.duration ?? SWITCH_FADE_SECONDS);
  const start = Math.max(options.at ?? context.currentTime, context.currentTime);
  if (duration === 0) {
    param.cancelScheduledValues(start);
    param.setValueAtTime(value, start);
    segments.set(param, { t0: start, v0: value, t1: start, v1: value });
    return start;
  }
  const from = holdAt(param, start);
  param.linearRampToValueAtTime(value, start + duration);
  segments.set(param, { t0: start, v0: from, t1: start + duration, v1: value });
  return start + duration;
}

/**
 * Gives a freshly built param its first value as an automation event, so later ramps always
 * have a preceding event to start from (a ramp without one starts at the call time instead).
 */
export function initParam(param: AudioParam, value: number, context: BaseAudioContext): void {
  rampParam(param, value, context, { duration: 0 });
}

/**
 * A GainNode whose intrinsic value and first automation event agree, so a ramp scheduled in
 * the same instant starts from `value` whichever of the two the browser holds.
 */
export function createGain(context: BaseAudioContext, value = 1, options: Omit<GainOptions, 'gain'> = {}): GainNode {
  const node = new GainNode(context, { ...options, gain: value });
  initParam(node.gain, value, context);
  return node;
}
